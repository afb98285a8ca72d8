import { readFile } from 'node:fs/promises';
import { bodyKeyOf } from './compiled-bodies';
import { textOf, type ContentSource } from './files';
import { parseMdx, type ParsedFile } from './parse';
import type { Problem } from './problems';
import { hashOf } from './source-hash';
import { checkSpelling, type EnglishVariety } from './spelling';
import { writeWhole } from './write-whole';

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

interface DiskIndex {
  version: string;
  parses: Record<string, Stored>;
  spelling?: Record<string, StoredSpelling>;
}

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
 * that a run whose files all come from here never reads or hashes a body.
 */
export async function createParseCache(options: { version: string; compilerVersion: string; file: string | null }): Promise<ParseCache> {
  const { compilerVersion, file: indexFile } = options;
  const version = `${options.version}/${compilerVersion}`;
  const stored = new Map<string, Stored>();
  const spellings = new Map<string, StoredSpelling>();
  /** Whether the index on disk lacks something or holds something no longer wanted: only then is it written again. */
  let dirty = false;
  if (indexFile) {
    const text = await readFile(indexFile, 'utf8').catch(() => null);
    const index = text ? (JSON.parse(text) as DiskIndex) : null;
    if (index?.version === version) {
      for (const [hash, entry] of Object.entries(index.parses)) stored.set(hash, entry);
      for (const [hash, entry] of Object.entries(index.spelling ?? {})) spellings.set(hash, entry);
    }
  }

  return {
    parse(file, source, hash = hashOf(source)) {
      const known = stored.get(hash);
      if (known && 'problems' in known) return { parsed: null, problems: known.problems.map((problem) => ({ file, ...problem })), hash };
      if (known) {
        // The text is decoded only if something needs it: lines for a problem, or the body to compile again.
        let text: string | undefined;
        let locate: ParsedFile['locate'] | undefined;
        const { bodyStart, firstLine, bodyKey } = known;
        const parsed: ParsedFile = {
          file,
          data: known.data,
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
      if (!parsed) stored.set(hash, { problems: withoutFile(problems) });
      else if (jsonSafe(parsed.data)) {
        const body = parsed.body!;
        stored.set(hash, { data: parsed.data, bodyStart: text.length - body.text.length, firstLine: body.firstLine, bodyKey: bodyKeyOf(compilerVersion, body.text) });
      }
      dirty = true;
      return { parsed, problems, hash };
    },

    spelling(file, source, hash, variety) {
      const known = spellings.get(hash);
      if (known?.variety === variety) return known.problems.map((problem) => ({ file, ...problem }));
      const problems = checkSpelling(file, textOf(source), variety);
      spellings.set(hash, { variety, problems: withoutFile(problems) });
      dirty = true;
      return problems;
    },

    async persist(keep) {
      for (const results of [stored, spellings])
        for (const hash of [...results.keys()])
          if (!keep.has(hash)) {
            results.delete(hash);
            dirty = true;
          }
      if (!indexFile || !dirty) return;
      dirty = false;
      await writeWhole(indexFile, JSON.stringify({ version, parses: Object.fromEntries(stored), spelling: Object.fromEntries(spellings) } satisfies DiskIndex)).catch((error: unknown) => {
        dirty = true;
        throw error;
      });
    },
  };
}
