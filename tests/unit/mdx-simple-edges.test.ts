import { describe, expect, it } from 'vitest';
import { compileFullBody } from '../../src/content/mdx';
import { compileSimpleBody } from '../../src/content/mdx-simple';

/**
 * Bodies near the edge of the fast path's subset. For each, the fast path must give exactly the
 * full compiler's result or decline (null); which of the two it does is its own business.
 */
const nearMisses = {
  'a "#" inside a line': 'Text # not a heading\n',
  'a "-" inside a line': 'Text - not a list\n',
  'a "1." inside a line': 'Text 1. not a list\n',
  'a number and ")" starting a line': '10) ten\n',
  'a number and "." alone on a line': 'Text\n\n1.\n',
  'a list item that is a heading': '- # heading\n',
  'a list item that is a quote': '- > quote\n',
  'a paragraph line straight after a list': '- a\n- b\nText\n',
  'a component tag after text on its line': 'Text <Callout title="x">\nInside.\n</Callout>\n',
  'text after a component tag on its line': '<Callout title="x"> more\nInside.\n</Callout>\n',
  'a component that is not registered': '<Aside>\nInside.\n</Aside>\n',
  'a component straight after a heading': '## Head\n<Callout>\nInside.\n</Callout>\n',
  'a component with a prop it does not take': '<Callout kind="warning">\nInside.\n</Callout>\n',
  'a prop given twice': '<Callout title="a" title="b">\nInside.\n</Callout>\n',
  'an empty component': '<Callout>\n</Callout>\n',
  'text straight after a component': '<Callout>\nInside.\n</Callout>\nAfter.\n',
  'emphasis of three stars inside a line': 'a ***b*** c\n',
  'runs of different lengths': 'a **b* c\n',
  'a star between a letter and a bracket': 'x*(y)*z\n',
  'stars inside a word beside punctuation': 'a*"b"*c\n',
  'stars after punctuation before a letter': '"*b*"\n',
  'a star before a space': 'a * b * c\n',
  'a closing star before a letter': '*a*b\n',
  'an opening star after a letter': 'a*b*\n',
  'a row without its last pipe': '| A | B |\n| - | - |\n| 1 | 2\n',
  'a row without its last pipe, ending in a longer cell': '| A | B |\n| - | - |\n| 1 | 22\n',
  'a row without its first pipe, starting with a longer cell': '| A | B |\n| - | - |\nx1 | 2 |\n',
  'a row without its first pipe': '| A | B |\n| - | - |\n1 | 2 |\n',
  'a delimiter row without its last pipe': '| A |\n| -\n| 1 |\n',
  'a delimiter row with too few cells': '| A | B |\n| - |\n| 1 | 2 |\n',
  'a delimiter cell with a letter before it': '| A |\n| x--- |\n| 1 |\n',
  'a delimiter cell with a letter after it': '| A |\n| --- x |\n| 1 |\n',
  'a table head on the last line': '| A |',
  'a table head on the last line after a paragraph': 'Text.\n\n| A |',
  'an empty cell': '| A | B |\n| - | - |\n| 1 |  |\n',
  'a tab': 'A\ttab.\n',
};

describe('the MDX fast path near the edges of its subset', () => {
  for (const [name, body] of Object.entries(nearMisses))
    it(`gives the full compiler's result for ${name}, or leaves it to the full compiler`, async () => {
      const full = await compileFullBody(body);
      expect(compileSimpleBody(body) ?? full).toEqual(full);
    });
});

/** Bodies in the subset that exercise its less common paths; the fast path must take them. */
const taken = {
  'an ordered list of ten items': Array.from({ length: 10 }, (_, index) => `${index + 1}. item ${index + 1}`).join('\n') + '\n',
  'a table without spaces around its cells': '|A|B|\n|---|:-:|\n|1|2|\n',
  'a table of one narrow column': '|A|\n|-|\n|1|\n',
  'emphasis before punctuation': 'Some *word*. And **more**, too.\n',
  'a link in a heading after other lines': 'Intro.\n\n## See [the packages](/packages)\n',
  'a link in a table head after other lines': 'Intro.\n\n| [A](/a) | B |\n| --- | --- |\n| 1 | [b](/b) |\n',
  'a table inside a component': '<Callout title="Costs">\n| A | B |\n| - | - |\n| 1 | 2 |\n</Callout>\n',
  'a list inside a component': '<Callout>\n- a\n- b\n</Callout>\n',
  'emphasis around punctuation': '*(y)* and **"z"** here.\n',
};

describe('the MDX fast path takes its whole subset', () => {
  for (const [name, body] of Object.entries(taken))
    it(`takes ${name} and gives the full compiler's result`, async () => {
      const simple = compileSimpleBody(body);
      expect(simple).not.toBeNull();
      expect(simple).toEqual(await compileFullBody(body));
    });
});
