import { describe, expect, it } from 'vitest';
import { compileFullBody } from '../../src/content/mdx';
import { compileSimpleBody } from '../../src/content/mdx-simple';

/** Bodies the fast path must take, each giving exactly the full compiler's HTML and links. */
const taken = {
  'paragraphs and a heading': 'Para one.\nLine two.\n\n## Head\n\nPara [link](/x) end.\n',
  'a bullet list': '- a\n- b [l](/y)\n\nText after.\n',
  'an ordered list': '1. one\n2. two\n3. three\n',
  'a table with alignment and a link': '| A | B | C |\n| --- | :-: | --: |\n| 1 | 2 | 3 |\n| x | [y](/z) | *e* |\n',
  'a left-aligned table': '| When | What |\n| :-- | --- |\n| Day 1 | Rest |\n',
  'a component with a title': '<Callout title="When to get help">\nInside [l](/q).\n</Callout>\n',
  'a component with two paragraphs': 'Before.\n\n<Callout>\nOne.\n\nTwo.\n</Callout>\n\nAfter.\n',
  'a component holding a list and a heading': '<Callout title="x">\n## Head\n\n- a\n- b\n</Callout>\n',
  'strong and emphasis': '**Bold** start, *em* mid, end **b**.\n',
  'strong before punctuation': '- **What you send us**: your name.\n- **What we keep**: nothing.\n',
  'a heading straight after a paragraph': 'Para\n## Heading interrupts\nDirect para after heading with **bold**.\n',
  'every heading depth': '# H1\n\n## H2\n\n### H3\n\n#### H4\n\n##### H5\n\n###### H6\n',
  'blank lines at both ends': '\n\n\nText\n\n\n\nMore\n\n',
  'ordinary punctuation': 'Parens (x), quotes "x" and \'y\', #hash, 50% + 3 = 5; a/b, c: d? e! f-g.\n',
  'non-ASCII text': 'Curly ’ quote, é accents — and a dash.\n',
  'links with anchors and queries': 'See [a](/packages/colorectal-cancer#price) and [b](/blog?page=2).\n',
  'an empty body': '',
  'the same heading twice, and once inside a component': '## Costs\n\nA.\n\n## Costs\n\n<Callout title="x">\n### Costs\n</Callout>\n',
  'headings with a link, emphasis and accents': '## See [the terms](/terms) **now**\n\n## Café prices — 2026: *what* you pay\n',
};

/** Bodies the fast path must leave to the full compiler. */
const declined = {
  'intraword emphasis': 'a*b*c\n',
  'an odd star': 'a * b\n',
  'strong and emphasis at once': '***both***\n',
  'emphasis around a link': '**a [l](/x)**\n',
  'emphasis beside a curly quote': '*’x*\n',
  'underscores': '_u_ and __v__\n',
  'a hard line break': 'Text  \nbreak\n',
  'indented code': '    code\n',
  'a bare www address': 'Visit www.example.com today.\n',
  'a bare https address': 'See https://example.com today.\n',
  'an email address': 'Write to care@example.com.\n',
  'a character reference': 'a &amp; b\n',
  'an unknown component': '<Unknown />\n',
  'a component that is never closed': '<Callout title="x">\nNever closed\n',
  'an expression': 'Two is {1 + 1}.\n',
  'an import': "import x from 'y'\n",
  'a loose list': '- a\n\n- b\n',
  'a list straight after a paragraph': 'Text\n- item\n',
  'a list not starting at one': '2. two\n3. three\n',
  'an image': '![img](/a.png)\n',
  'a quote': '> quote\n',
  'a link definition': '[ref]: /x\n',
  'a task list': '- [ ] task\n',
  'a setext heading': 'Foo\n---\n',
  'a thematic break': 'a\n\n***\n',
  'inline code': 'Use `x` here.\n',
  'strikethrough': '~~gone~~\n',
  'a footnote': 'Note[^1].\n\n[^1]: The note.\n',
  'a link with a title': '[a](/x "T")\n',
  'a table without body rows': '| A |\n| - |\n',
  'a table with a missing cell': '| A | B |\n| - | - |\n| 1 |\n',
  'a heading with a closing sequence': '## Head ##\n',
  'carriage returns': 'a\r\nb\r\n',
};

describe('the MDX fast path', () => {
  for (const [name, body] of Object.entries(taken))
    it(`takes ${name} and gives the full compiler's result`, async () => {
      const simple = compileSimpleBody(body);
      expect(simple).not.toBeNull();
      expect(simple).toEqual(await compileFullBody(body));
    });

  for (const [name, body] of Object.entries(declined))
    it(`leaves ${name} to the full compiler`, () => {
      expect(compileSimpleBody(body)).toBeNull();
    });
});
