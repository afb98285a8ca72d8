import { createHash } from 'node:crypto';
import type { BodyLink, CompiledBody } from './mdx';
import type { MdxPool } from './mdx-pool';
import { openLineLog } from './line-log';

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

/**
 * Compiled MDX bodies by content hash: sha256 of the compiler's version key and the body.
 * With an index file, summaries survive the process; the HTML itself is not kept twice, since
 * each entry file under .build/entries holds its body's HTML and an unchanged entry is not
 * rewritten. Ten thousand small cache files would cost more to write than most bodies do to compile.
 * The summaries are a line log (line-log.ts) by body key, each decoded when first asked for.
 */
export async function createCompiledBodies(options: { pool: MdxPool; version: string; indexFile: string | null }): Promise<CompiledBodies> {
  const { pool, version, indexFile } = options;
  const log = indexFile ? openLineLog(indexFile, version) : null;
  const summaries = new Map<string, BodySummary>();
  /** A body's summary from memory, else from the log (decoded once). */
  const summaryOf = (key: string): BodySummary | undefined => {
    let summary = summaries.get(key);
    const text = summary === undefined ? log?.get(key) : undefined;
    if (text !== undefined) summaries.set(key, (summary = JSON.parse(text) as BodySummary));
    return summary;
  };
  /** HTML compiled since the last persist (kept until the entry files are written), or always when there is no disk. */
  const freshHtml = new Map<string, string>();
  /** The body of every key in use, to compile again a body whose HTML is nowhere else. */
  const bodyOf = new Map<string, BodyText>();
  /** The key of each body object seen; by object, since hashing ten thousand long strings into a Map costs more than sha256 does. */
  const keyOf = new WeakMap<BodyText, string>();

  const store = (key: string, result: CompiledBody) => {
    const summary: BodySummary = result.ok ? { ok: true, links: result.links, headings: result.headings } : { ok: false, line: result.line, message: result.message };
    summaries.set(key, summary);
    log?.set(key, JSON.stringify(summary));
    if (result.ok) freshHtml.set(key, result.html);
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
        if (!summaryOf(key)) missing.set(key, bodies[index]);
      });
      const results = await pool.compile([...missing.values()].map((body) => body.text));
      [...missing.keys()].forEach((key, index) => store(key, results[index]));
      return keys.map((key) => ({ key, summary: summaries.get(key)! }));
    },

    expect(body) {
      if (!summaryOf(keyOfBody(body))) pool.warmUp();
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
      for (const key of [...summaries.keys()]) if (!keep.has(key)) summaries.delete(key);
      for (const key of [...bodyOf.keys()]) if (!keep.has(key)) bodyOf.delete(key);
      if (!log) {
        for (const key of [...freshHtml.keys()]) if (!keep.has(key)) freshHtml.delete(key);
        return;
      }
      freshHtml.clear();
      await log.persist((key) => keep.has(key));
    },
  };
}
