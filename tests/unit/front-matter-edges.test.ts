import { describe, expect, it } from 'vitest';
import { parseSimpleFrontMatter } from '../../src/content/front-matter-simple';
import { parseMdxFrontMatter } from '../../src/content/parse';

const file = (frontMatter: string) => `---\n${frontMatter}\n---\n\nThe body.\n`;

/** What gray-matter and the YAML parser give, in the form the fast path gives it; null when the file does not parse. */
function fullWay(source: string) {
  const parsed = parseMdxFrontMatter('x.mdx', source, [], false);
  return parsed && { data: parsed.data, body: parsed.body?.text, firstLine: parsed.body?.firstLine };
}

/** What the fast path gives, in the same form; null when it leaves the file to the full way. */
function fastPath(source: string) {
  const simple = parseSimpleFrontMatter(source);
  return simple && { data: simple.data, body: simple.body, firstLine: simple.firstLine };
}

/** Front matter near the edge of the fast path's subset: it must give the full way's result, or nothing. */
const nearMisses = {
  'text before a quoted part': file('a: x"y"'),
  'text after a quoted part': file('a: "x" y'),
  'a number with a plus sign': file('a: +5'),
  'a number starting with a point': file('a: .5'),
  'a number starting with a point and two digits': file('a: .55'),
  'a number ending with a point': file('a: 5.'),
  'a decimal number': file('a: 5.25'),
  'a number with an exponent': file('a: 1e5'),
  'a number with a two-digit exponent': file('a: 1e10'),
  'a number with a signed exponent': file('a: 1e+5'),
  'a number with a capital exponent': file('a: 2E-3'),
  'an octal number': file('a: 0o17'),
  'a negative infinity': file('a: -.inf'),
  'a positive infinity in capitals': file('a: +.INF'),
  'a value ending with a colon': file('a: b:'),
  'a group left empty before a key at its level': file('a:\nb: 1'),
  'a group whose next line is indented less': file('a:\n  b:\nc: 1'),
  'no opening line': 'title: x\n---\nBody.\n',
};

describe('the front matter fast path near the edges of its subset', () => {
  for (const [name, source] of Object.entries(nearMisses))
    it(`gives the full way's result for ${name}, or leaves it to the full way`, () => {
      const full = fullWay(source);
      expect(fastPath(source) ?? full).toEqual(full);
    });
});

describe('the front matter fast path takes', () => {
  it('a tab inside a value', () => {
    const source = file('a: x\ty');
    expect(fastPath(source)).not.toBeNull();
    expect(fastPath(source)).toEqual(fullWay(source));
  });
});
