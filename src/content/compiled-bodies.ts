import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { BodyLink, CompiledBody } from './mdx';
import type { MdxPool } from './mdx-pool';
import { writeWhole } from './write-whole';

/**
 * A body to compile. `key`, when known (a parse from the cache), saves reading and hashing
 * the text; the same object given again on a later run (the dev server's unchanged files)
 * is not hashed again either.
 */
export interface BodyText {
  readonly text: string;
  readonly key?: string;
}

/** A body's key: sha256 of the compiler's version key and the body. */
export function bodyKeyOf(version: string, text: string): string {
  return createHash('sha256').update(version).update('\0').update(text).digest('hex');
}

/** What the pipeline needs of a compiled body on every run: its links and headings' ids, or why it does not compile. */
export type BodySummary = { ok: true; links: BodyLink[]; headings: string[] } | { ok: false; line: number; message: string };

export interface CompiledBodies {
  /**
   * The summary of every body, in the order given, compiling only those not seen before. Also
   * returns each body's key. The work is handed to the workers before this returns, so a
   * caller can go on with other work without yielding and the workers still make progress.
   */
  compile(bodies: ReadonlyArray<BodyText>): Promise<Array<{ key: string; summary: BodySummary }>>;
  /**
   * Says that `body` will be given to compile soon: when it is not known, a worker starts now, so that
   * its start-up (a few hundred milliseconds) overlaps the parsing of the files after it rather than
   * delaying the compile of the one body a rebuild after an edit needs.
   */
  expect(body: BodyText): void;
  /**
   * The HTML of a body that compiled (`key` comes from `compile`): compiled by this run, else
   * from `stored` (the entry file written last time holds it), else compiled again.
   */
  html(key: string, stored?: () => Promise<string | null>): Promise<string>;
  /**
   * Saves the summaries to disk and forgets the HTML held in memory. `keep` lists the keys
   * still in use: results for any other body (edited since, or deleted) are dropped.
   */
  persist(keep: ReadonlySet<string>): Promise<void>;
}

interface DiskIndex {
  version: string;
  summaries: Record<string, BodySummary>;
}

/**
 * Compiled MDX bodies by content hash: sha256 of the compiler's version key and the body.
 * With an index file, summaries survive the process; the HTML itself is not kept twice, since
 * each entry file under .build/entries holds its body's HTML and an unchanged entry is not
 * rewritten. Ten thousand small cache files would cost more to write than most bodies do to compile.
 */
export async function createCompiledBodies(options: { pool: MdxPool; version: string; indexFile: string | null }): Promise<CompiledBodies> {
  const { pool, version, indexFile } = options;
  const summaries = new Map<string, BodySummary>();
  /** HTML compiled since the last persist (kept until the entry files are written), or always when there is no disk. */
  const freshHtml = new Map<string, string>();
  /** The body of every key in use, to compile again a body whose HTML is nowhere else. */
  const bodyOf = new Map<string, BodyText>();
  /** Whether the index on disk lacks a summary or holds one no longer wanted: only then is it written again. */
  let dirty = false;
  /** The key of each body object seen; by object, since hashing ten thousand long strings into a Map costs more than sha256 does. */
  const keyOf = new WeakMap<BodyText, string>();

  if (indexFile) {
    const text = await readFile(indexFile, 'utf8').catch(() => null);
    const index = text ? (JSON.parse(text) as DiskIndex) : null;
    if (index?.version === version) for (const [key, summary] of Object.entries(index.summaries)) summaries.set(key, summary);
  }

  const store = (key: string, result: CompiledBody) => {
    dirty = true;
    if (!result.ok) {
      summaries.set(key, { ok: false, line: result.line, message: result.message });
      return;
    }
    summaries.set(key, { ok: true, links: result.links, headings: result.headings });
    freshHtml.set(key, result.html);
  };

  const keyOfBody = (body: BodyText) => {
    let key = body.key ?? keyOf.get(body);
    if (key === undefined) {
      key = bodyKeyOf(version, body.text);
      keyOf.set(body, key);
    }
    return key;
  };

  return {
    async compile(bodies) {
      const keys = bodies.map(keyOfBody);
      const missing = new Map<string, BodyText>();
      keys.forEach((key, index) => {
        bodyOf.set(key, bodies[index]);
        if (!summaries.has(key)) missing.set(key, bodies[index]);
      });
      const results = await pool.compile([...missing.values()].map((body) => body.text));
      [...missing.keys()].forEach((key, index) => store(key, results[index]));
      return keys.map((key) => ({ key, summary: summaries.get(key)! }));
    },

    expect(body) {
      if (!summaries.has(keyOfBody(body))) pool.warmUp();
    },

    async html(key, stored) {
      const fresh = freshHtml.get(key) ?? (await stored?.());
      if (fresh != null) return fresh;
      const body = bodyOf.get(key);
      if (body === undefined) throw new Error(`No MDX body is known for the key ${key}.`);
      const [result] = await pool.compile([body.text]);
      if (!result.ok) throw new Error(`An MDX body that compiled before now fails: ${result.message}`);
      store(key, result);
      return result.html;
    },

    async persist(keep) {
      for (const key of [...summaries.keys()])
        if (!keep.has(key)) {
          summaries.delete(key);
          dirty = true;
        }
      for (const key of [...bodyOf.keys()]) if (!keep.has(key)) bodyOf.delete(key);
      if (!indexFile) {
        for (const key of [...freshHtml.keys()]) if (!keep.has(key)) freshHtml.delete(key);
        return;
      }
      freshHtml.clear();
      if (!dirty) return;
      dirty = false;
      await writeWhole(indexFile, JSON.stringify({ version, summaries: Object.fromEntries(summaries) } satisfies DiskIndex)).catch((error: unknown) => {
        dirty = true;
        throw error;
      });
    },
  };
}
