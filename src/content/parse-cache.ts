import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { bodyKeyOf } from './compiled-bodies';
import { textOf, type ContentSource } from './files';
import { parseMdx, type ParsedFile } from './parse';
import type { Problem } from './problems';
import { writeWhole } from './write-whole';

/**
 * Parsed MDX files by the sha256 of their text, kept on disk between runs: parsing YAML front
 * matter is most of a run once the bodies are cached, and an unchanged file parses the same.
 */
type Stored =
  | { data: unknown; bodyStart: number; firstLine: number; bodyKey: string }
  | { problems: Array<Omit<Problem, 'file'>> };

interface DiskIndex {
  version: string;
  parses: Record<string, Stored>;
}

export interface ParseCache {
  /** An MDX file's parse and its problems, from the cache when this text was parsed before. */
  parse(file: string, source: ContentSource): { parsed: ParsedFile | null; problems: Problem[]; hash: string };
  /** Saves the parses of `keep` (hashes from `parse`) and forgets every other. */
  persist(keep: ReadonlySet<string>): Promise<void>;
}

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
  /** Whether the index on disk lacks something or holds something no longer wanted: only then is it written again. */
  let dirty = false;
  if (indexFile) {
    const text = await readFile(indexFile, 'utf8').catch(() => null);
    const index = text ? (JSON.parse(text) as DiskIndex) : null;
    if (index?.version === version) for (const [hash, entry] of Object.entries(index.parses)) stored.set(hash, entry);
  }

  return {
    parse(file, source) {
      const hash = createHash('sha256').update(source).digest('hex');
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
      if (!parsed) stored.set(hash, { problems: problems.map(({ file: _file, ...rest }) => rest) });
      else if (jsonSafe(parsed.data)) {
        const body = parsed.body!;
        stored.set(hash, { data: parsed.data, bodyStart: text.length - body.text.length, firstLine: body.firstLine, bodyKey: bodyKeyOf(compilerVersion, body.text) });
      }
      dirty = true;
      return { parsed, problems, hash };
    },

    async persist(keep) {
      for (const hash of [...stored.keys()])
        if (!keep.has(hash)) {
          stored.delete(hash);
          dirty = true;
        }
      if (!indexFile || !dirty) return;
      dirty = false;
      await writeWhole(indexFile, JSON.stringify({ version, parses: Object.fromEntries(stored) } satisfies DiskIndex)).catch((error: unknown) => {
        dirty = true;
        throw error;
      });
    },
  };
}
