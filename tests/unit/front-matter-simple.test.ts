import { describe, expect, it } from 'vitest';
import { parseSimpleFrontMatter } from '../../src/content/front-matter-simple';
import { parseMdxFrontMatter } from '../../src/content/parse';

const file = (frontMatter: string, body = '\nThe body.\n') => `---\n${frontMatter}\n---\n${body}`;

/** The full way's result, in the form the fast path gives it. */
function fullWay(source: string) {
  const parsed = parseMdxFrontMatter('x.mdx', source, [], false);
  return parsed && { data: parsed.data, body: parsed.body?.text, firstLine: parsed.body?.firstLine };
}

const taken = {
  'an article': file('title: "A guide: what to expect"\nexcerpt: Plain text, with commas and a colon:in it.\ncategory: Patient Stories\nauthor: meera-iyer\npublishDate: 2026-10-15\nfeatured: true\nreview:\n  reviewedBy: arjun-mehta\n  lastReviewed: 2026-11-01'),
  'whole numbers and false': file('order: 9\nprice: 8500\nzero: 0\nflag: false'),
  'groups nested twice, then a key back at the top': file('a:\n  b:\n    c: deep\n  d: e\nf: g'),
  'an apostrophe and brackets inside plain text': file("title: Crohn's disease [and more] {really}"),
  'an address': file('link: https://example.com/a?b=c'),
  'blank lines inside': file('a: 1\n\nb: 2'),
  'no blank line before the body': file('a: 1', 'Body straight away.\n'),
  'a closing line with more dashes': '---\na: 1\n-----\nBody.\n',
  'a list': file('bestFor:\n  - One\n  - Two'),
  'a list of groups, then a key back at the top': file('sources:\n  - title: "A guide (2020)"\n    year: 2020\n    url: https://example.com/a\n  - title: Another\n    publisher: A body\nnext: x'),
  'a group inside a list item': file('items:\n  - review:\n      by: x\n    at: 3\n  - 4'),
  'a list of values and a list of groups, blank lines between': file('a:\n    - one\n\n    - 2\nb:\n  - c: true\n\n    d: false'),
  'a list on one line': file('tags: [preparing-for-surgery, day-surgery, "in quotes", 12, true]'),
  'an empty list on one line': file('tags: []'),
  'an article with tags and sources': file(
    'title: "A guide"\nexcerpt: "A clinician-reviewed guide: plain."\npublishDate: 2025-09-22\nfeatured: false\ntags: [preparing-for-surgery, day-surgery]\nreview:\n  reviewedBy: arjun-mehta\n  lastReviewed: 2025-11-10\nsources:\n  - title: "Colorectal cancer (NICE guideline NG151)"\n    publisher: National Institute for Health and Care Excellence\n    year: 2020\n    url: https://www.nice.org.uk/guidance/ng151',
  ),
};

const declined = {
  'a list at its key\'s indentation': file('bestFor:\n- One\n- Two'),
  'a list inside a list': file('a:\n  - - b'),
  'a one-line list inside a list': file('a:\n  - [b, c]'),
  'a one-line list without spaces after its commas': file('tags: [a,b]'),
  'a one-line list with spaces inside its brackets': file('tags: [ a, b ]'),
  'a one-line list with a comma inside quotes': file('tags: ["a, b", c]'),
  'a one-line list with a trailing comma': file('tags: [a, b,]'),
  'a one-line list of groups': file('tags: [{a: 1}]'),
  'a one-line list with text after it': file('tags: [a] b'),
  'an item that is empty': file('a:\n  - \n  - b'),
  'an item without a space after its dash': file('a:\n  -b'),
  'a key of an item\'s group out of line': file('a:\n  - b: 1\n     c: 2'),
  'a key repeated in an item\'s group': file('a:\n  - b: 1\n    b: 2'),
  'a list item where a key is expected': file('a:\n  b: 1\n  - c'),
  'a { } group': file('priceRange: { from: 7500, to: 9500 }'),
  'a comment': file('# note\na: 1'),
  'a comment after a value': file('a: 1 # note'),
  'single quotes': file("a: 'x'"),
  'an escape': file('a: "x\\ny"'),
  'null in any spelling': file('a: null'),
  'a tilde': file('a: ~'),
  'an empty value': file('a:'),
  'True with a capital': file('a: True'),
  'a decimal number': file('a: 4.9'),
  'a negative number': file('a: -5'),
  'a number with a leading zero': file('a: 007'),
  'a hexadecimal number': file('a: 0x1F'),
  'infinity': file('a: .inf'),
  'a duplicate key': file('a: 1\na: 2'),
  'two spaces after the colon': file('a:  x'),
  'a trailing space': file('a: x '),
  'a key with a hyphen': file('reviewed-by: x'),
  'a block scalar': file('a: |\n  text'),
  'an anchor': file('a: &x 1'),
  'uneven indentation': file('a:\n  b: 1\n c: 2'),
  'a tab': file('a:\n\tb: 1'),
  'carriage returns': '---\r\na: 1\r\n---\r\nBody.\r\n',
  'no closing line': '---\na: 1\n',
  'an empty front matter': '---\n\n---\nBody.\n',
  'a nested mapping on one line': file('a: b: c'),
};

describe('the front matter fast path', () => {
  for (const [name, source] of Object.entries(taken))
    it(`takes ${name} and gives what gray-matter and YAML give`, () => {
      const simple = parseSimpleFrontMatter(source);
      expect(simple).not.toBeNull();
      expect({ data: simple!.data, body: simple!.body, firstLine: simple!.firstLine }).toEqual(fullWay(source));
    });

  for (const [name, source] of Object.entries(declined))
    it(`leaves ${name} to the full way`, () => {
      expect(parseSimpleFrontMatter(source)).toBeNull();
    });

  it('finds the lines of fields as the full way does', () => {
    const source = taken['an article'];
    const fast = parseMdxFrontMatter('x.mdx', source, [], true)!;
    const full = parseMdxFrontMatter('x.mdx', source, [], false)!;
    for (const path of [['title'], ['review', 'lastReviewed'], ['missing'], ['review', 'missing']]) expect(fast.locate(path)).toBe(full.locate(path));
  });
});

describe('the front matter fast path on the real content', () => {
  it('gives what the full way gives for every MDX file it takes, and takes some', async () => {
    const { readContentFiles, textOf } = await import('../../src/content/files');
    const { fileURLToPath } = await import('node:url');
    const files = await readContentFiles(fileURLToPath(new URL('../..', import.meta.url)));
    const mdx = [...files].filter(([name]) => name.endsWith('.mdx')).map(([name, source]) => [name, textOf(source)] as const);
    let taken = 0;
    for (const [name, source] of mdx) {
      const simple = parseSimpleFrontMatter(source);
      if (!simple) continue;
      taken++;
      expect({ data: simple.data, body: simple.body, firstLine: simple.firstLine }, name).toEqual(fullWay(source));
    }
    expect(taken).toBeGreaterThan(0);
  });
});
