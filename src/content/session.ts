import { join } from 'node:path';
import { createCompiledBodies, type CompiledBodies } from './compiled-bodies';
import { compilerVersion, parserVersion } from './cache-versions';
import { textOf, type ContentSource } from './files';
import { sharedMdxPool } from './mdx-pool';
import { parseJson, type ParsedFile } from './parse';
import { createParseCache, type ParseCache } from './parse-cache';
import type { Problem } from './problems';

/**
 * What one content run can reuse from earlier runs: compiled bodies and parsed front matter
 * by content hash (on disk under the cache folder, when there is one), and each file's last
 * parse in memory, so the dev server re-parses only the file that was saved.
 */
export interface ContentSession {
  bodies: CompiledBodies;
  /** Parses one content file, or reuses its parse while its text is unchanged. */
  parse(file: string, source: ContentSource, format: 'json' | 'mdx', problems: Problem[]): ParsedFile | null;
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

  return {
    bodies,
    parse(file, source, format, problems) {
      let known = lastParse.get(file);
      if (known?.source !== source) {
        const own: Problem[] = [];
        known =
          format === 'json'
            ? { source, parsed: parseJson(file, textOf(source), own), problems: own, hash: null }
            : { source, ...parseCache.parse(file, source) };
        lastParse.set(file, known);
      }
      problems.push(...known.problems);
      return known.parsed;
    },
    async persist(files, bodyKeys) {
      for (const file of [...lastParse.keys()]) if (!files.has(file)) lastParse.delete(file);
      const hashes = new Set<string>();
      for (const { hash } of lastParse.values()) if (hash) hashes.add(hash);
      await Promise.all([bodies.persist(bodyKeys), parseCache.persist(hashes)]);
    },
    warmUp: () => pool.warmUp(),
  };
}
