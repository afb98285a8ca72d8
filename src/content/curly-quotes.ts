import { createScanner } from 'jsonc-parser';

// jsonc-parser's SyntaxKind is a const enum, which isolated modules cannot read: its two values used here.
const unknownToken = 16;
const endOfFile = 17;

/**
 * Curly quotes (“ ” ‘ ’), as word processors type them, where a file's syntax needs straight ones:
 * around a JSON field name or text, or around a front matter field name or value. Inside text
 * they are typography and stay; only where they stand for the quotes of the syntax are they found.
 */
const curly = /[\u201C\u201D\u2018\u2019]/;
const curlyOnly = /^[\u201C\u201D\u2018\u2019]$/;

/** Where a curly quote sits: 1-based line and column, and the quote itself. */
export interface CurlyQuote {
  line: number;
  column: number;
  quote: string;
}

function position(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset);
  const line = before.split('\n').length;
  return { line, column: offset - before.lastIndexOf('\n') };
}

/** The first curly quote of a JSON file that stands outside any text in straight quotes, where JSON's own quotes belong. */
export function curlyQuoteInJson(source: string): CurlyQuote | null {
  if (!curly.test(source)) return null;
  const scanner = createScanner(source, false);
  for (let kind = scanner.scan(); kind !== endOfFile; kind = scanner.scan()) {
    if (kind !== unknownToken) continue;
    const offset = scanner.getTokenOffset();
    const token = source.slice(offset, offset + scanner.getTokenLength());
    const at = token.search(curly);
    // The scanner reads “name” as one unknown token, or one per character.
    if (at >= 0 && (curlyOnly.test(token) || at === 0)) return { ...position(source, offset + at), quote: token[at] };
  }
  return null;
}

/**
 * The first curly quote of YAML front matter used as a quote of the syntax: in a field name
 * (“title”: …), or opening a value (title: “Walking after surgery”), which YAML would keep as part
 * of the text or read up to a colon inside it. `firstLine` is the file's line of the YAML's first line.
 */
export function curlyQuoteInYaml(yamlText: string, firstLine: number): CurlyQuote | null {
  if (!curly.test(yamlText)) return null;
  const lines = yamlText.split('\n');
  for (const [index, text] of lines.entries()) {
    // A field name, perhaps as a list item's first field, then ":" and a space or the line's end.
    const field = /^(\s*(?:-\s+)?)([^\s#:][^:]*?)\s*:(?=\s|$)\s*(.*)$/.exec(text);
    if (!field) continue;
    const [, indent, name, value] = field;
    const inName = name.search(curly);
    if (inName >= 0) return { line: firstLine + index, column: indent.length + inName + 1, quote: name[inName] };
    if (value && curly.test(value[0])) return { line: firstLine + index, column: text.length - value.length + 1, quote: value[0] };
  }
  return null;
}

/** What the content check says about a curly quote. */
export function curlyQuoteMessage({ column, quote }: CurlyQuote, format: 'json' | 'yaml'): string {
  return format === 'json'
    ? `curly quotes: column ${column} has ${quote}, a curly quote as word processors type them; JSON needs straight double quotes (") around field names and text. Type " in its place (and in its pair).`
    : `curly quotes: column ${column} has ${quote}, a curly quote as word processors type them, where front matter needs a straight quote. Type " in its place (and in its pair), or leave the quotes out.`;
}
