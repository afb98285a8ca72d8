/** Words a reader takes in per minute, a common figure for screen reading of plain prose. */
export const wordsPerMinute = 200;

/**
 * The whole minutes an MDX body takes to read, at least one: its words counted without Markdown
 * signs, tags, props or link addresses, since a reader reads none of them.
 */
export function readingMinutes(body: string): number {
  const text = body
    .replace(/\{\/\*[\s\S]*?\*\/\}/g, ' ')
    .replace(/<\/?[A-Za-z][^>]*>/g, ' ')
    .replace(/\]\([^)]*\)/g, ' ')
    .replace(/[#*_>`|[\]-]+/g, ' ');
  const words = text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
  return Math.max(1, Math.round(words / wordsPerMinute));
}
