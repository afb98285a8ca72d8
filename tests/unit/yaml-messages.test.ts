import { parseDocument } from 'yaml';
import { describe, expect, it } from 'vitest';
import { parseMdx } from '../../src/content/parse';
import type { Problem } from '../../src/content/problems';
import { explainYamlError } from '../../src/content/yaml-messages';

/** The sentence for the first problem YAML finds in `text`, parsed as the content step parses front matter. */
function explained(text: string) {
  const doc = parseDocument(text, { prettyErrors: true, uniqueKeys: false });
  expect(doc.errors.length, `YAML finds no problem in ${JSON.stringify(text)}`).toBeGreaterThan(0);
  return explainYamlError(doc.errors[0], text);
}

describe('front matter YAML cannot read, explained', () => {
  it('says to use single quotes for a backslash inside double quotes, for a field and for a list item', () => {
    expect(explained('title: "C:\\path"\n')).toEqual({ line: 1, message: 'this line has a backslash inside double quotes, which YAML reads as an escape: put the title in single quotes instead.' });
    expect(explained('items:\n  - "a\\q"\n')).toEqual({ line: 2, message: 'this line has a backslash inside double quotes, which YAML reads as an escape: put this list item in single quotes instead.' });
  });

  it('quotes the advice with single quotes when the text holds a quotation mark, and keeps an apostrophe in double quotes', () => {
    expect(explained('title: say "hi": now\n').message).toBe(`the title has ": " in it, which YAML reads as the start of another field. Put the title in quotes: title: 'say "hi": now'.`);
    expect(explained("title: it's: here\n").message).toBe(`the title has ": " in it, which YAML reads as the start of another field. Put the title in quotes: title: "it's: here".`);
    expect(explained("title: 'x'y\n").message).toBe(`the title starts with an apostrophe, which YAML reads as the start of a quotation that ends at the next apostrophe. Put the title in quotes: title: "'x'y".`);
  });

  it('names the field of a list item with ": " in its value', () => {
    expect(explained('- one: two: three\n')).toEqual({ line: 1, message: 'the one has ": " in it, which YAML reads as the start of another field. Put the one in quotes: one: "two: three".' });
  });

  it('points at the line a quotation opened on, not where the parser gave up, and names its field or list item', () => {
    expect(explained("name: x\nrole: 'surgeon\ncity: Delhi\n")).toEqual({ line: 2, message: "opens a quotation with ' that is never closed: end the role with ' on the same line." });
    expect(explained('list:\n  - "x: y\n')).toEqual({ line: 2, message: 'opens a quotation with " that is never closed: end this list item with " on the same line.' });
    expect(explained('name: "Dr. Rao\nrole: surgeon\n')).toEqual({ line: 1, message: 'opens a quotation with " that is never closed: end the name with " on the same line.' });
  });

  it('goes back past lines the quotation swallowed, and names "the text" when the quotation has no field', () => {
    expect(explained('x: "a\nb\nc\n')).toEqual({ line: 1, message: 'opens a quotation with " that is never closed: end the x with " on the same line.' });
    expect(explained('"\n')).toEqual({ line: 1, message: 'opens a quotation with " that is never closed: end the text with " on the same line.' });
  });

  it('points at a line that ends the front matter early, in place of the parser\'s advice to programmers', () => {
    expect(explained('title: x\n...\nmore: y\n')).toEqual({ line: 2, message: 'this line ("...") ends the front matter, but more lines of it follow: delete it.' });
    expect(explained('title: x\n... # a note\nmore: y\n')).toEqual({ line: 2, message: 'this line ("...") ends the front matter, but more lines of it follow: delete it.' });
    expect(explained('title: x\nname: y\n--- \nmore: y\n')).toEqual({ line: 3, message: 'this line ("---") ends the front matter, but more lines of it follow: delete it.' });
  });

  it('says a field indented under a field that has a value is read as part of it', () => {
    expect(explained('title: Hello\n  world: x\n')).toEqual({
      line: 1,
      message: 'the line after this one is indented further, so YAML reads it as part of the title. Line up the fields of a group under each other.',
    });
  });

  it('names a sign at the start of a value that YAML reads otherwise', () => {
    expect(explained('title: %percent\n').message).toBe('the title starts with "%", which YAML reads as an instruction to the parser. Put the title in quotes: title: "%percent".');
    expect(explained('title: `tick`\n').message).toBe('the title starts with "`", which YAML reads as a character reserved for later use. Put the title in quotes: title: "`tick`".');
  });

  it('says a line after an unclosed flow list is indented differently', () => {
    expect(explained('title: [a, b\n')).toEqual({ line: 2, message: 'this line is indented differently from the fields beside it: line up the fields of a group under each other, indented with spaces.' });
  });

  it('falls back to the parser words without their place, with the general advice', () => {
    expect(explained('- a\nb: c\n')).toEqual({
      line: 2,
      message: 'YAML cannot read this line (Unexpected scalar at node end). Each line is "field: value" or "- item"; text with ": " or " #" in it, or a sign at its start, goes in quotes.',
    });
  });

  it('reads a line that is not a field as one', () => {
    expect(explained('title: x\n\n\n"open\n')).toEqual({ line: 4, message: 'this line is not a field: every line of the front matter is "field: value" (or "- item" in a list). If it continues the line above, join the two into one line.' });
  });
});

describe('a reference to a value that is marked nowhere', () => {
  it('is reported at its own line of the file, naming the mark it lacks', () => {
    const problems: Problem[] = [];
    expect(parseMdx('content/blog/x.mdx', '---\ntitle: Hello\nsummary: Short\nnote: *missing\n---\n\nBody\n', problems)).toBeNull();
    expect(problems).toEqual([
      {
        file: 'content/blog/x.mdx',
        line: 4,
        field: '(front matter)',
        message: 'this line has "*missing", which YAML reads as a reference to a value marked "&missing", but there is none. If it is text, put the whole value in quotes.',
      },
    ]);
  });
});

describe('a line that ends the front matter before its last field', () => {
  it('is reported at its own line of the file', () => {
    const problems: Problem[] = [];
    expect(parseMdx('content/blog/x.mdx', '---\ntitle: Hello\n...\nsummary: Short\n---\n\nBody\n', problems)).toBeNull();
    expect(problems).toEqual([
      { file: 'content/blog/x.mdx', line: 3, field: '(front matter)', message: 'this line ("...") ends the front matter, but more lines of it follow: delete it.' },
    ]);
  });
});
