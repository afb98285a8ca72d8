import { join } from 'node:path';
import { createCompiledBodies, type CompiledBodies } from './compiled-bodies';
import { compilerVersion, parserVersion } from './cache-versions';
import { textOf, type ContentSource } from './files';
import { sharedMdxPool } from './mdx-pool';
import { parseJson, type ParsedFile } from './parse';
import { createParseCache, hashOf, type ParseCache } from './parse-cache';
import type { Problem } from './problems';
import type { EnglishVariety } from './spelling';

/**
 * What one content run can reuse from earlier runs: compiled bodies and parsed front matter
 * by content hash (on disk under the cache folder, when there is one), and each file's last
 * parse in memory, so the dev server re-parses only the file that was saved.
 */
export interface ContentSession {
  bodies: CompiledBodies;
  /** Parses one content file, or reuses its parse while its text is unchanged. */
  parse(file: string, source: ContentSource, format: 'json' | 'mdx', problems: Problem[]): ParsedFile | null;
  /** Checks one content file's spelling (spelling.ts), or reuses the result while its text is unchanged. */
  spelling(file: string, source: ContentSource, variety: EnglishVariety): Problem[];
  /** Saves what this run used to disk; forgets results for files and bodies that are gone. */
  persist(files: ReadonlyMap<string, unknown>, bodyKeys: ReadonlySet<string>): Promise<void>;
  /** Starts an MDX worker now, for a server whose next compile should not wait for one. */
  warmUp(): void;
}

/** A session whose caches live under `cacheDir` (or in memory only when null). */
export async function createSession(cacheDir: string | null): Promise<ContentSession> {
  const [compiler, parser] = await Promise.all([compilerVersion(), parserVersion()]);
  const pool = sharedMdxPool(compiler);
  const bodies = await createCompiledBodies({ pool, version: compiler, indexFile: cacheDir && join(cacheDir, 'bodies.json') });
  const parseCache: ParseCache = await createParseCache({ version: parser, compilerVersion: compiler, file: cacheDir && join(cacheDir, 'parsed.json') });
  // Compared with the text of the next run: strings by value, bytes (a fresh read) by identity.
  const lastParse = new Map<string, { source: ContentSource; parsed: ParsedFile | null; problems: Problem[]; hash: string | null }>();
  const lastSpelling = new Map<string, { source: ContentSource; variety: EnglishVariety; problems: Problem[]; hash: string }>();
  // Bytes are hashed once a run though spelling and parsing both need the hash.
  const hashes = new WeakMap<Buffer, string>();
  const hash = (source: ContentSource) => {
    if (typeof source === 'string') return hashOf(source);
    let known = hashes.get(source);
    if (known === undefined) hashes.set(source, (known = hashOf(source)));
    return known;
  };

  return {
    bodies,
    parse(file, source, format, problems) {
      let known = lastParse.get(file);
      if (known?.source !== source) {
        const own: Problem[] = [];
        known =
          format === 'json'
            ? { source, parsed: parseJson(file, textOf(source), own), problems: own, hash: null }
            : { source, ...parseCache.parse(file, source, hash(source)) };
        lastParse.set(file, known);
      }
      problems.push(...known.problems);
      return known.parsed;
    },
    spelling(file, source, variety) {
      let known = lastSpelling.get(file);
      if (known?.source !== source || known.variety !== variety) {
        const key = hash(source);
        known = { source, variety, problems: parseCache.spelling(file, source, key, variety), hash: key };
        lastSpelling.set(file, known);
      }
      return known.problems;
    },
    async persist(files, bodyKeys) {
      for (const memo of [lastParse, lastSpelling]) for (const file of [...memo.keys()]) if (!files.has(file)) memo.delete(file);
      const keep = new Set<string>();
      for (const { hash: key } of [...lastParse.values(), ...lastSpelling.values()]) if (key) keep.add(key);
      await Promise.all([bodies.persist(bodyKeys), parseCache.persist(keep)]);
    },
    warmUp: () => pool.warmUp(),
  };
}
