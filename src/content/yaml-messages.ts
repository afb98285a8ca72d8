import type { Document, YAMLError } from 'yaml';
import { yaml } from './lazy-parsers';

/**
 * What to do about a line of front matter YAML cannot read, or reads otherwise than the editor
 * meant, in place of the parser's own words ("Implicit map keys need to be followed by map
 * values"). Lines are lines of the YAML text, which are the file's own (see parse.ts).
 */

/** "title: Why India: the facts" → the field "title" and its text; a list item has no field. */
interface ValueLine {
  key: string | null;
  value: string;
}

function valueLine(line: string): ValueLine | null {
  const match = /^\s*(?:- +)?(?:([A-Za-z_][\w-]*): +)?(.+?)\s*$/.exec(line);
  if (!match || (!match[1] && !/^\s*- /.test(line))) return null;
  return { key: match[1] ?? null, value: match[2] };
}

/** The text in quotes as YAML reads it back: double quotes unless it holds " or \, else single quotes with ' doubled. */
function quoted(text: string): string {
  const inner = /^(["']).*\1$/.test(text) && text.length > 1 ? text.slice(1, -1) : text;
  return /["\\]/.test(inner) ? `'${inner.replace(/'/g, "''")}'` : `"${inner}"`;
}

/** 'Put the title in quotes: title: "Why India: the facts".' */
function quoteAdvice({ key, value }: ValueLine): string {
  return key ? `Put the ${key} in quotes: ${key}: ${quoted(value)}.` : `Put the item in quotes: - ${quoted(value)}.`;
}

const subject = ({ key }: ValueLine) => (key ? `the ${key}` : 'this list item');

/** What YAML makes of a character at the start of a value: the character as an editor would name it, and its meaning. */
const startMeanings: Record<string, [string, string]> = {
  '[': ['"["', 'the start of a list'],
  '{': ['"{"', 'the start of a group of fields'],
  '"': ['a quotation mark', 'the start of a quotation that ends at the next quotation mark'],
  "'": ['an apostrophe', 'the start of a quotation that ends at the next apostrophe'],
  '*': ['"*"', 'a reference to a value marked with "&"'],
  '&': ['"&"', 'a name for the value'],
  '!': ['"!"', 'a type for the value'],
  '|': ['"|"', 'the start of a block of text on the lines below'],
  '>': ['">"', 'the start of a block of text on the lines below'],
  '-': ['"-"', 'a list item'],
  '?': ['"?"', 'a field name'],
  '%': ['"%"', 'an instruction to the parser'],
  '@': ['"@"', 'a character reserved for later use'],
  '`': ['"`"', 'a character reserved for later use'],
};

const notAField =
  'this line is not a field: every line of the front matter is "field: value" (or "- item" in a list). If it continues the line above, join the two into one line.';

/** A sentence for the first problem YAML found, and the line it belongs to. */
export function explainYamlError(error: YAMLError, yamlText: string): { line: number; message: string } {
  const lines = yamlText.split('\n');
  let line = error.linePos?.[0].line ?? 1;
  const text = lines[line - 1] ?? '';
  const at = valueLine(text);
  const startsOddly = at && Object.hasOwn(startMeanings, at.value[0]);
  switch (error.code) {
    case 'BLOCK_AS_IMPLICIT_KEY':
      if (at && /: /.test(at.value)) return { line, message: `${subject(at)} has ": " in it, which YAML reads as the start of another field. ${quoteAdvice(at)}` };
      if (at && !startsOddly)
        return { line, message: `the line after this one is indented further, so YAML reads it as part of ${subject(at)}. Line up the fields of a group under each other.` };
      break;
    case 'MULTILINE_IMPLICIT_KEY':
    case 'MISSING_CHAR': {
      const squeezed = /^\s*([A-Za-z_][\w-]*):(\S.*)$/.exec(text);
      if (squeezed) return { line, message: `this line needs a space after the colon: "${squeezed[1]}: ${squeezed[2]}".` };
      if (/^Missing closing (["'])quote/.test(error.message)) {
        const mark = /^Missing closing (["'])/.exec(error.message)![1];
        // The parser stops where it gave up looking; the editor needs the line the quotation opened on.
        while (line > 1 && !valueLine(lines[line - 1] ?? '')?.value.startsWith(mark)) line--;
        const opened = valueLine(lines[line - 1] ?? '');
        return { line, message: `opens a quotation with ${mark} that is never closed: end ${opened ? subject(opened) : 'the text'} with ${mark} on the same line.` };
      }
      if (!startsOddly) return { line, message: notAField };
      break;
    }
    case 'TAB_AS_INDENT':
      return { line, message: 'this line is indented with a tab: indent with spaces, two for each level.' };
    case 'BAD_INDENT':
      return { line, message: 'this line is indented differently from the fields beside it: line up the fields of a group under each other, indented with spaces.' };
    case 'MULTIPLE_DOCS': {
      // "---" or "..." at the start of a line ends a YAML document; the parser complains at a line after it.
      const end = lines.slice(0, line).findLastIndex((candidate) => /^(?:---|\.\.\.)(?:\s|$)/.test(candidate));
      if (end < 0) break;
      return { line: end + 1, message: `this line ("${lines[end].slice(0, 3)}") ends the front matter, but more lines of it follow: delete it.` };
    }
    case 'BAD_DQ_ESCAPE':
      if (at) return { line, message: `this line has a backslash inside double quotes, which YAML reads as an escape: put ${subject(at)} in single quotes instead.` };
      break;
  }
  if (at && startsOddly) {
    const [name, meaning] = startMeanings[at.value[0]];
    return { line, message: `${subject(at)} starts with ${name}, which YAML reads as ${meaning}. ${quoteAdvice(at)}` };
  }
  const words = error.message.split('\n')[0].replace(/ at line \d+, column \d+:?$/, '');
  return {
    line,
    message: `YAML cannot read this line (${words}). Each line is "field: value" or "- item"; text with ": " or " #" in it, or a sign at its start, goes in quotes.`,
  };
}

/**
 * A value YAML gives without an error but without its end: in "title: Why India is #1" the " #"
 * starts a comment, and the title is "Why India is". Only text is taken to be cut off; a
 * comment after a number or true/false is a note. Returns the first such value, or null.
 */
export function cutOffValue(doc: Document, yamlText: string): { path: Array<string | number>; line: number; message: string } | null {
  const { isMap, isScalar, isSeq } = yaml();
  let found: ReturnType<typeof cutOffValue> = null;
  const check = (node: unknown, path: Array<string | number>) => {
    if (found) return;
    if (isMap(node)) for (const pair of node.items) check(pair.value, [...path, isScalar(pair.key) ? String(pair.key.value) : String(pair.key)]);
    else if (isSeq(node)) node.items.forEach((item, index) => check(item, [...path, index]));
    else if (isScalar(node) && node.type === 'PLAIN' && typeof node.value === 'string' && node.range) {
      const [start, end] = node.range;
      const lineEnd = yamlText.indexOf('\n', end) < 0 ? yamlText.length : yamlText.indexOf('\n', end);
      const rest = yamlText.slice(end, lineEnd);
      if (!rest.includes('#')) return;
      const whole = yamlText.slice(start, lineEnd).trimEnd();
      const line = yamlText.slice(0, start).split('\n').length;
      const key = path.length > 0 && typeof path[path.length - 1] === 'string' ? String(path[path.length - 1]) : null;
      const at = { key, value: whole };
      found = {
        path,
        line,
        message: `stops at " #": YAML reads "${rest.trim()}" as a note for editors and drops it, so ${subject(at)} would be "${node.value}". ${quoteAdvice(at)} (A note goes on a line of its own.)`,
      };
    }
  };
  check(doc.contents, []);
  return found;
}
