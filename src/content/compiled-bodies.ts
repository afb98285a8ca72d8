import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { BodyLink, CompiledBody } from './mdx';
import type { MdxPool } from './mdx-pool';
import { writeWhole } from './write-whole';

/** What the pipeline needs of a compiled body on every run; the HTML is read only when an entry file is written. */
export type BodySummary = { ok: true; links: BodyLink[] } | { ok: false; line: number; message: string };

export interface CompiledBodies {
  /** The summary of every body, in the order given, compiling only those not seen before. Also returns each body's key. */
  compile(bodies: readonly string[]): Promise<Array<{ key: string; summary: BodySummary }>>;
  /** The HTML of a body that compiled; `key` comes from `compile`. */
  html(key: string): Promise<string>;
  /**
   * Saves the results to disk and forgets the HTML held in memory. `keep` lists the keys still
   * in use: results for any other body (edited since, or deleted) are removed from disk.
   */
  persist(keep: ReadonlySet<string>): Promise<void>;
}

interface DiskIndex {
  version: string;
  summaries: Record<string, BodySummary>;
}

/**
 * Compiled MDX bodies by content hash: sha256 of the compiler's version key and the body.
 * With a cache folder, results survive the process (an index of summaries, one .html file
 * per body); without one (unit tests) they live in memory only.
 */
export function createCompiledBodies(options: { pool: MdxPool; version: string; cacheDir: string | null }): CompiledBodies {
  const { pool, version, cacheDir } = options;
  const summaries = new Map<string, BodySummary>();
  /** HTML compiled by this process and not yet persisted, or kept because there is no disk. */
  const freshHtml = new Map<string, string>();
  /** The body of every key seen, to recompile one whose HTML file has gone missing. */
  const bodyOf = new Map<string, string>();
  const pendingWrites: Array<Promise<void>> = [];
  let diskLoaded = !cacheDir;
  let folderMade: Promise<unknown> | undefined;
  /** The key of each body of the last run: a body unchanged since (the same text) is not hashed again. */
  let lastKeys = new Map<string, string>();

  const htmlFile = (key: string) => join(cacheDir!, `${key}.html`);
  const indexFile = () => join(cacheDir!, 'index.json');

  const loadDisk = async () => {
    if (diskLoaded) return;
    diskLoaded = true;
    const text = await readFile(indexFile(), 'utf8').catch(() => null);
    const index = text ? (JSON.parse(text) as DiskIndex) : null;
    if (index?.version !== version) return;
    for (const [key, summary] of Object.entries(index.summaries)) if (!summaries.has(key)) summaries.set(key, summary);
  };

  const store = (key: string, result: CompiledBody) => {
    if (!result.ok) {
      summaries.set(key, { ok: false, line: result.line, message: result.message });
      return;
    }
    summaries.set(key, { ok: true, links: result.links });
    freshHtml.set(key, result.html);
    if (!cacheDir) return;
    folderMade ??= mkdir(cacheDir, { recursive: true });
    pendingWrites.push(folderMade.then(() => writeFile(htmlFile(key), result.html)));
  };

  return {
    async compile(bodies) {
      await loadDisk();
      const known = lastKeys;
      lastKeys = new Map();
      const keys = bodies.map((body) => {
        const key = known.get(body) ?? createHash('sha256').update(version).update('\0').update(body).digest('hex');
        lastKeys.set(body, key);
        return key;
      });
      const missing = new Map<string, string>();
      keys.forEach((key, index) => {
        bodyOf.set(key, bodies[index]);
        if (!summaries.has(key)) missing.set(key, bodies[index]);
      });
      const results = await pool.compile([...missing.values()]);
      [...missing.keys()].forEach((key, index) => store(key, results[index]));
      return keys.map((key) => ({ key, summary: summaries.get(key)! }));
    },

    async html(key) {
      const fresh = freshHtml.get(key);
      if (fresh !== undefined) return fresh;
      const cached = cacheDir ? await readFile(htmlFile(key), 'utf8').catch(() => null) : null;
      if (cached !== null) return cached;
      const body = bodyOf.get(key);
      if (body === undefined) throw new Error(`No MDX body is known for the key ${key}.`);
      const [result] = await pool.compile([body]);
      if (!result.ok) throw new Error(`An MDX body that compiled before now fails: ${result.message}`);
      store(key, result);
      return result.html;
    },

    async persist(keep) {
      await Promise.all(pendingWrites.splice(0));
      for (const key of [...summaries.keys()]) if (!keep.has(key)) summaries.delete(key);
      for (const key of [...bodyOf.keys()]) if (!keep.has(key)) bodyOf.delete(key);
      if (!cacheDir) {
        for (const key of [...freshHtml.keys()]) if (!keep.has(key)) freshHtml.delete(key);
        return;
      }
      freshHtml.clear();
      const index: DiskIndex = { version, summaries: Object.fromEntries(summaries) };
      await writeWhole(indexFile(), JSON.stringify(index));
      const files = await readdir(cacheDir);
      await Promise.all(
        files.filter((file) => file.endsWith('.html') && !keep.has(file.slice(0, -5))).map((file) => rm(join(cacheDir, file), { force: true })),
      );
    },
  };
}
