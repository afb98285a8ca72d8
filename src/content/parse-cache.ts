import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { parseMdx, type ParsedFile } from './parse';
import type { Problem } from './problems';
import { writeWhole } from './write-whole';

/**
 * Parsed MDX files by the sha256 of their text, kept on disk between runs: parsing YAML front
 * matter is most of a run once the bodies are cached, and an unchanged file parses the same.
 */
type Stored =
  | { data: unknown; bodyStart: number; firstLine: number }
  | { problems: Array<Omit<Problem, 'file'>> };

interface DiskIndex {
  version: string;
  parses: Record<string, Stored>;
}

export interface ParseCache {
  /** An MDX file's parse and its problems, from the cache when this text was parsed before. */
  parse(file: string, source: string): { parsed: ParsedFile | null; problems: Problem[]; hash: string };
  /** Saves the parses of `keep` (hashes from `parse`) and forgets every other. */
  persist(keep: ReadonlySet<string>): Promise<void>;
}

/** JSON keeps every value YAML gives except numbers like .inf and .nan; such a parse is not stored. */
function jsonSafe(value: unknown): boolean {
  if (typeof value === 'number') return Number.isFinite(value);
  if (value === null || typeof value !== 'object') return typeof value !== 'undefined' && typeof value !== 'bigint';
  return Object.values(value).every(jsonSafe);
}

export async function createParseCache(options: { version: string; file: string | null }): Promise<ParseCache> {
  const { version, file: indexFile } = options;
  const stored = new Map<string, Stored>();
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
        // Lines are needed only for problems: the file is parsed again then.
        let locate: ParsedFile['locate'] | undefined;
        const parsed: ParsedFile = {
          file,
          data: known.data,
          locate: (path) => (locate ??= parseMdx(file, source, [])!.locate)(path),
          body: { text: source.slice(known.bodyStart), firstLine: known.firstLine },
        };
        return { parsed, problems: [], hash };
      }
      const problems: Problem[] = [];
      const parsed = parseMdx(file, source, problems);
      if (!parsed) stored.set(hash, { problems: problems.map(({ file: _file, ...rest }) => rest) });
      else if (jsonSafe(parsed.data)) stored.set(hash, { data: parsed.data, bodyStart: source.length - parsed.body!.text.length, firstLine: parsed.body!.firstLine });
      return { parsed, problems, hash };
    },

    async persist(keep) {
      for (const hash of [...stored.keys()]) if (!keep.has(hash)) stored.delete(hash);
      if (!indexFile) return;
      await writeWhole(indexFile, JSON.stringify({ version, parses: Object.fromEntries(stored) } satisfies DiskIndex));
    },
  };
}
