import { bodyKeyOf } from './compiled-bodies';
import { textOf, type ContentSource } from './files';
import { parseMdx, type ParsedFile } from './parse';
import type { Problem } from './problems';
import { hashOf } from './source-hash';
import { checkSpelling, type EnglishVariety } from './spelling';
import { openLineLog } from './line-log';

/**
 * Parsed MDX files (and the spelling check of every file) by the sha256 of their text, kept on
 * disk between runs: parsing and checking is most of a run once the bodies are cached, and an
 * unchanged file gives the same result.
 */
type Stored =
  | { data: unknown; bodyStart: number; firstLine: number; bodyKey: string }
  | { problems: Array<Omit<Problem, 'file'>> };

/** A file's spelling problems for one variety of English. */
type StoredSpelling = { variety: EnglishVariety; problems: Array<Omit<Problem, 'file'>> };


export interface ParseCache {
  /** An MDX file's parse and its problems, from the cache when this text was parsed before. `hash` is hashOf(source). */
  parse(file: string, source: ContentSource, hash?: string): { parsed: ParsedFile | null; problems: Problem[]; hash: string };
  /** Any content file's spelling problems, from the cache when this text was checked before for `variety`. */
  spelling(file: string, source: ContentSource, hash: string, variety: EnglishVariety): Problem[];
  /** Saves the results for `keep` (hashes of this run's files) and forgets every other. */
  persist(keep: ReadonlySet<string>): Promise<void>;
}

export { hashOf };

const withoutFile = (problems: Problem[]) => problems.map(({ file: _file, ...rest }) => rest);

/** JSON keeps every value YAML gives except numbers like .inf and .nan; such a parse is not stored. */
function jsonSafe(value: unknown): boolean {
  if (typeof value === 'number') return Number.isFinite(value);
  if (value === null || typeof value !== 'object') return typeof value !== 'undefined' && typeof value !== 'bigint';
  return Object.values(value).every(jsonSafe);
}

/**
 * `version` covers the parser; `compilerVersion` the body keys stored with each parse, so
 * that a run whose files all come from here never reads or hashes a body. On disk, a line log
 * (line-log.ts): a parse by "p:<hash>", a spelling check by "s:<hash>", each decoded when first asked for.
 */
export async function createParseCache(options: { version: string; compilerVersion: string; file: string | null }): Promise<ParseCache> {
  const { compilerVersion, file: indexFile } = options;
  const version = `${options.version}/${compilerVersion}`;
  const log = indexFile ? openLineLog(indexFile, version) : null;
  const stored = new Map<string, Stored>();
  const spellings = new Map<string, StoredSpelling>();
  /** A result from memory, else from the log (decoded once). */
  const known = <T>(results: Map<string, T>, prefix: string, hash: string): T | undefined => {
    let result = results.get(hash);
    const text = result === undefined ? log?.get(`${prefix}:${hash}`) : undefined;
    if (text !== undefined) results.set(hash, (result = JSON.parse(text) as T));
    return result;
  };
  const keep = <T>(results: Map<string, T>, prefix: string, hash: string, result: T) => {
    results.set(hash, result);
    log?.set(`${prefix}:${hash}`, JSON.stringify(result));
  };

  return {
    parse(file, source, hash = hashOf(source)) {
      const before = known(stored, 'p', hash);
      if (before && 'problems' in before) return { parsed: null, problems: before.problems.map((problem) => ({ file, ...problem })), hash };
      if (before) {
        // The text is decoded only if something needs it: lines for a problem, or the body to compile again.
        let text: string | undefined;
        let locate: ParsedFile['locate'] | undefined;
        const { bodyStart, firstLine, bodyKey } = before;
        const parsed: ParsedFile = {
          file,
          data: before.data,
          locate: (path) => (locate ??= parseMdx(file, (text ??= textOf(source)), [])!.locate)(path),
          body: {
            get text() {
              return (text ??= textOf(source)).slice(bodyStart);
            },
            firstLine,
            key: bodyKey,
          },
        };
        return { parsed, problems: [], hash };
      }
      const text = textOf(source);
      const problems: Problem[] = [];
      const parsed = parseMdx(file, text, problems);
      if (!parsed) keep(stored, 'p', hash, { problems: withoutFile(problems) });
      else if (jsonSafe(parsed.data)) {
        const body = parsed.body!;
        keep(stored, 'p', hash, { data: parsed.data, bodyStart: text.length - body.text.length, firstLine: body.firstLine, bodyKey: bodyKeyOf(compilerVersion, body.text) });
      }
      return { parsed, problems, hash };
    },

    spelling(file, source, hash, variety) {
      const before = known(spellings, 's', hash);
      if (before?.variety === variety) return before.problems.map((problem) => ({ file, ...problem }));
      const problems = checkSpelling(file, textOf(source), variety);
      keep(spellings, 's', hash, { variety, problems: withoutFile(problems) });
      return problems;
    },

    async persist(wanted) {
      for (const results of [stored, spellings]) for (const hash of [...results.keys()]) if (!wanted.has(hash)) results.delete(hash);
      await log?.persist((key) => wanted.has(key.slice(2)));
    },
  };
}
