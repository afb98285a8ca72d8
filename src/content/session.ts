import { join } from 'node:path';
import { createCompiledBodies, type CompiledBodies } from './compiled-bodies';
import { compilerVersion, parserVersion } from './cache-versions';
import { sourceCodeVersion } from './code-version';
import { textOf, type ContentSource } from './files';
import { sharedMdxPool } from './mdx-pool';
import { parseJson, type ParsedFile } from './parse';
import { openLineLog } from './line-log';
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
  /** Ends the MDX workers, and gives back their memory: a later compile starts them again. */
  stopWorkers(): Promise<void>;
  /** The hash of the text a file was last parsed from (see parse). */
  sourceHash(file: string): string | undefined;
  /**
   * A result kept on disk between runs by `key` (which must name everything it depends on besides
   * the code: the code of src/ is the store's version), computed when not known; a result that
   * JSON cannot carry unchanged is computed on every run instead. Without a cache folder, always computed.
   */
  remember<T>(key: string, compute: () => T): T;
  /**
   * Keeps the result of `key` for the next run without reading it: for a caller that holds the
   * result in memory (the dev server, after one edit) and so never asked `remember` for it this run.
   */
  keep(key: string): void;
}

/**
 * A session whose caches live under `cacheDir` (or in memory only when null). `codeVersion`, when
 * given, is sourceCodeVersion() as the caller made it already (the build's test of whether the
 * step can be skipped makes it): the version of the results `remember` keeps.
 */
export async function createSession(cacheDir: string | null, options: { codeVersion?: string } = {}): Promise<ContentSession> {
  const [compiler, parser] = await Promise.all([compilerVersion(), parserVersion()]);
  const pool = sharedMdxPool(compiler);
  const bodies = await createCompiledBodies({ pool, version: compiler, indexFile: cacheDir && join(cacheDir, 'bodies.json') });
  const parseCache: ParseCache = await createParseCache({ version: parser, compilerVersion: compiler, file: cacheDir && join(cacheDir, 'parsed.json') });
  const results = cacheDir ? createResultStore(join(cacheDir, 'results.txt'), options.codeVersion ?? sourceCodeVersion()) : null;
  // Compared with the text of the next run: strings by value, bytes (a fresh read) by identity.
  const lastParse = new Map<string, { source: ContentSource; parsed: ParsedFile | null; problems: Problem[]; hash: string | null }>();
  const lastSpelling = new Map<string, { source: ContentSource; variety: EnglishVariety; problems: Problem[]; hash: string }>();
  // Bytes are hashed once a process though spelling, parsing and the build's run key all need the hash.
  const hash = hashOf;

  /** The store's key of a JSON file's parse, by its name and the hash of its text. */
  const jsonKey = (file: string, hash: string) => `json:${file}:${hash}`;
  const remember = <T>(key: string, compute: () => T): T => (results ? results.get(key, compute) : compute());
  /** A JSON file's data from the store when this text parsed cleanly before; its lines are found again only if a problem needs one. */
  const parseJsonOnce = (file: string, source: ContentSource, key: string, problems: Problem[]): ParsedFile | null => {
    let fresh: { parsed: ParsedFile | null; problems: Problem[] } | undefined;
    const clean = remember(jsonKey(file, key), () => {
      const own: Problem[] = [];
      fresh = { parsed: parseJson(file, textOf(source), own), problems: own };
      return fresh.parsed && own.length === 0 ? { data: fresh.parsed.data } : null;
    });
    if (fresh) {
      problems.push(...fresh.problems);
      return fresh.parsed;
    }
    // A text that had problems is parsed again, for them.
    if (!clean) return parseJson(file, textOf(source), problems);
    let locate: ParsedFile['locate'] | undefined;
    return { file, data: clean.data, locate: (path) => (locate ??= parseJson(file, textOf(source), [])!.locate)(path) };
  };

  return {
    bodies,
    parse(file, source, format, problems) {
      let known = lastParse.get(file);
      if (known?.source !== source) {
        const own: Problem[] = [];
        known =
          format === 'json'
            ? { source, parsed: parseJsonOnce(file, source, hash(source), own), problems: own, hash: hash(source) }
            : { source, ...parseCache.parse(file, source, hash(source)) };
        lastParse.set(file, known);
        // A body parsed afresh (no key from the cache) is likely new: its compile should find a worker started.
        if (known.parsed?.body && known.parsed.body.key === undefined) bodies.expect(known.parsed.body);
      } else if (format === 'json' && known.hash) results?.keep(jsonKey(file, known.hash));
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
      await Promise.all([bodies.persist(bodyKeys), parseCache.persist(keep), results?.persist()]);
    },
    warmUp: () => pool.warmUp(),
    stopWorkers: () => pool.close(),
    sourceHash: (file) => lastParse.get(file)?.hash ?? undefined,
    remember,
    keep: (key) => results?.keep(key),
  };
}

/**
 * Results by key in a line log (line-log.ts), kept as their JSON text so that no caller can change a
 * kept result; persist keeps those asked for since the last persist and forgets the rest.
 */
function createResultStore(file: string, version: string) {
  const log = openLineLog(file, version);
  const used = new Set<string>();
  return {
    get<T>(key: string, compute: () => T): T {
      used.add(key);
      const text = log.get(key);
      if (text !== undefined) return JSON.parse(text) as T;
      const value = compute();
      // Only what comes back from JSON the same is kept (no undefined, Date, Map, NaN…).
      if (jsonExact(value)) log.set(key, JSON.stringify(value));
      return value;
    },
    keep(key: string) {
      used.add(key);
    },
    async persist() {
      const wanted = new Set(used);
      used.clear();
      await log.persist((key) => wanted.has(key));
    },
  };
}

/** Whether JSON carries a value unchanged: null, strings, booleans, finite numbers, and arrays and plain objects of them (no undefined, Date, Map, NaN…). */
export function jsonExact(value: unknown): boolean {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return true;
  if (typeof value === 'number') return Number.isFinite(value) && !Object.is(value, -0);
  if (Array.isArray(value)) return Array.from({ length: value.length }, (_, index) => index).every((index) => index in value && jsonExact(value[index]));
  if (typeof value !== 'object') return false;
  const prototype = Object.getPrototypeOf(value) as unknown;
  if (prototype !== Object.prototype && prototype !== null) return false;
  return Object.getOwnPropertySymbols(value).length === 0 && Object.values(value).every(jsonExact);
}
