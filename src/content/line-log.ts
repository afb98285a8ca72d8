import { appendFileSync, readFileSync, statSync } from 'node:fs';
import { writeWhole } from './write-whole';

/** Bumped by hand when the layout of the file changes. */
const layout = 'lines-1';

/**
 * Below this size a file is written whole whenever anything changed: that costs next to nothing,
 * and keeps no line that is no longer wanted.
 */
const smallFile = 256 * 1024;

/**
 * Texts by key, kept in one file of lines ("key text", after a first line naming the layout and the
 * version). What is new is appended; the file is written whole again only when most of its lines are
 * no longer wanted, when it is small, or when it is not as this log left it (another process wrote it,
 * a run stopped halfway through a line). Rewriting megabytes after each edit of one file cost more
 * than the edit's own work: at ten thousand articles the results are tens of megabytes.
 */
export interface LineLog {
  /** The text kept for `key`: from the file, or set since. */
  get(key: string): string | undefined;
  /** Keeps `text` for `key` (a key that names what it depends on, so its text never changes); saved by the next persist. */
  set(key: string, text: string): void;
  /** Saves what was set since the last persist, and forgets every key not `wanted` (dropped from the file when it is next written whole). */
  persist(wanted: (key: string) => boolean): Promise<void>;
}

function sizeOf(file: string): number | null {
  return statSync(file, { throwIfNoEntry: false })?.size ?? null;
}

/** The log in `file` for `version`: empty when the file is missing or holds another version. */
export function openLineLog(file: string, version: string): LineLog {
  const header = `${layout} ${version}`;
  const texts = new Map<string, string>();
  /** Keys set since the file was last written. */
  const unsaved = new Set<string>();
  /** Lines in the file, wanted or not; and its size as this log left it, null when it must be written whole. */
  let linesOnDisk = 0;
  let sizeOnDisk: number | null = null;

  let bytes: Buffer | null = null;
  try {
    bytes = readFileSync(file);
  } catch {
    // Not written yet.
  }
  const text = bytes?.toString('utf8') ?? '';
  const headerEnd = text.indexOf('\n');
  if (bytes && headerEnd >= 0 && text.slice(0, headerEnd) === header) {
    let start = headerEnd + 1;
    for (let end = text.indexOf('\n', start); end >= 0; start = end + 1, end = text.indexOf('\n', start)) {
      const space = text.indexOf(' ', start);
      if (space > start && space < end) texts.set(text.slice(start, space), text.slice(space + 1, end));
      linesOnDisk++;
    }
    // A last line without its end was cut short: it is left out, and the file written whole.
    if (start === text.length) sizeOnDisk = bytes.length;
  }

  const lineOf = (key: string) => `${key} ${texts.get(key)!}\n`;

  return {
    get: (key) => texts.get(key),

    set(key, value) {
      texts.set(key, value);
      unsaved.add(key);
    },

    async persist(wanted) {
      for (const key of [...texts.keys()])
        if (!wanted(key)) {
          texts.delete(key);
          unsaved.delete(key);
        }
      const liveOnDisk = texts.size - unsaved.size;
      const stale = linesOnDisk - liveOnDisk;
      if (unsaved.size === 0 && (sizeOnDisk === null ? texts.size === 0 : stale === 0)) return;
      const whole = sizeOnDisk === null || sizeOnDisk < smallFile || stale > liveOnDisk || sizeOf(file) !== sizeOnDisk;
      // Lines no longer wanted, but not most of a large file: they stay until it is written whole.
      if (!whole && unsaved.size === 0) return;
      // Until it is written, the file is not as this log knows it: a failed write leaves it to be written whole.
      const known = sizeOnDisk;
      sizeOnDisk = null;
      if (!whole && known !== null) {
        const lines = [...unsaved].map(lineOf).join('');
        const count = unsaved.size;
        unsaved.clear();
        appendFileSync(file, lines);
        sizeOnDisk = known + Buffer.byteLength(lines);
        linesOnDisk += count;
        return;
      }
      const all = `${header}\n${[...texts.keys()].map(lineOf).join('')}`;
      const count = texts.size;
      unsaved.clear();
      await writeWhole(file, all);
      sizeOnDisk = Buffer.byteLength(all);
      linesOnDisk = count;
    },
  };
}
