import { describe, expect, it } from 'vitest';
import { compileBody, compileFullBody } from '../../src/content/mdx';
import { compileSimpleBody } from '../../src/content/mdx-simple';

/** What compiling a body says: its HTML and links, or the line and sentence of its problem. */
async function compiled(body: string) {
  const result = await compileFullBody(body);
  return result.ok ? { html: result.html, links: result.links } : { line: result.line, message: result.message };
}

describe('a body is content, never code', () => {
  it('refuses an import or an export at its line', async () => {
    expect(await compiled("Text.\n\nimport x from 'y'\n")).toEqual({
      line: 3,
      message: "has an import or export: a body holds Markdown and the site's components, never code. Remove the line.",
    });
    expect(await compiled('export const price = 1\n')).toEqual({
      line: 1,
      message: "has an import or export: a body holds Markdown and the site's components, never code. Remove the line.",
    });
  });

  it('refuses an expression in a paragraph or on a line of its own, quoting it', async () => {
    expect(await compiled('Fees { process.exit(0) } apply.\n')).toEqual({
      line: 1,
      message: 'has the code {process.exit(0)}, which a body may not run. Write the words themselves; a note for editors goes in {/* a comment */}.',
    });
    expect(await compiled('Text.\n\n{process.env.HOME}\n')).toEqual({
      line: 3,
      message: 'has the code {process.env.HOME}, which a body may not run. Write the words themselves; a note for editors goes in {/* a comment */}.',
    });
  });

  it('refuses an expression that merely contains a comment, before or after the code', async () => {
    expect(await compiled('{/* a */ process.exit(0)}\n')).toEqual({
      line: 1,
      message: 'has the code {/* a */ process.exit(0)}, which a body may not run. Write the words themselves; a note for editors goes in {/* a comment */}.',
    });
    expect(await compiled('{alert /* a */}\n')).toEqual({
      line: 1,
      message: 'has the code {alert /* a */}, which a body may not run. Write the words themselves; a note for editors goes in {/* a comment */}.',
    });
  });

  it('accepts a comment for editors, however long, and renders nothing of it', async () => {
    expect(await compiled('{/* checked by\nthe surgeon */}\n\nText.\n')).toEqual({ html: '\n<p>Text.</p>', links: [] });
    expect(await compiled('Text {/* note */} here.\n')).toEqual({ html: '<p>Text  here.</p>', links: [] });
    expect(await compiled('Text { /* note */ } here.\n')).toEqual({ html: '<p>Text  here.</p>', links: [] });
  });

  it('refuses a tag that is not one of the site\'s components, raw HTML included', async () => {
    const sentence = (tag: string) => `uses <${tag}>, which is not one of the site's components (Callout, KeyFacts, Figure, CostTable, CompanionRoom); HTML tags are not allowed in a body.`;
    expect(await compiled('Text.\n\n<script>alert(1)</script>\n')).toEqual({ line: 3, message: sentence('script') });
    expect(await compiled('A <span>word</span>.\n')).toEqual({ line: 1, message: sentence('span') });
    expect(await compiled('<>\nText\n</>\n')).toEqual({ line: 1, message: sentence('') });
    expect(await compiled('<toString />\n')).toEqual({ line: 1, message: sentence('toString') });
  });

  it('refuses a prop a component does not take, naming those it takes', async () => {
    expect(await compiled('<Callout onClick="steal()">\n\nHello\n\n</Callout>\n')).toEqual({
      line: 1,
      message: 'gives <Callout> the prop "onClick", which it does not take (it takes: title).',
    });
  });

  it('refuses a computed prop, a prop without a value, or a spread', async () => {
    expect(await compiled('<Callout title>\n\nHello\n\n</Callout>\n')).toEqual({
      line: 1,
      message: 'gives <Callout> a computed value for "title": write each prop as plain text in quotes.',
    });
    expect(await compiled('<Callout title={process.env.HOME}>\n\nHello\n\n</Callout>\n')).toEqual({
      line: 1,
      message: 'gives <Callout> a computed value for "title": write each prop as plain text in quotes.',
    });
    expect(await compiled('<Callout {...props}>\n\nHello\n\n</Callout>\n')).toEqual({
      line: 1,
      message: 'gives <Callout> a computed value: write each prop as plain text in quotes.',
    });
  });

  it('accepts a registered component with a prop in quotes', async () => {
    expect(await compiled('<Callout title="Before you fly">\n\nBring your **scans**.\n\n</Callout>\n')).toEqual({
      html: '<aside class="callout" role="note"><p class="callout-title">Before you fly</p><p>Bring your <strong>scans</strong>.</p></aside>',
      links: [],
    });
  });

  it('checks what a component holds too', async () => {
    expect(await compiled('<Callout>\n\n<iframe />\n\n</Callout>\n')).toEqual({
      line: 3,
      message: "uses <iframe>, which is not one of the site's components (Callout, KeyFacts, Figure, CostTable, CompanionRoom); HTML tags are not allowed in a body.",
    });
  });
});

describe('a body\'s links are collected with their lines', () => {
  it('finds Markdown links and the addresses components are given', async () => {
    expect((await compiled('Text [a](/packages).\n\nMore [b](https://www.who.int/) here.\n')).links).toEqual([
      { kind: 'link', href: '/packages', line: 1 },
      { kind: 'link', href: 'https://www.who.int/', line: 3 },
    ]);
  });

  it('finds a bare address that becomes a link', async () => {
    expect((await compiled('Line one.\n\nSee https://www.who.int/ today.\n')).links).toEqual([{ kind: 'link', href: 'https://www.who.int/', line: 3 }]);
  });
});

describe('a body that is not valid MDX', () => {
  it('gives the line of the problem and a sentence an editor can act on', async () => {
    expect(await compiled('## About\n\n<Callout title="x">\nNever closed\n')).toEqual({
      line: 3,
      message: 'opens <Callout> but never closes it: add </Callout> on a line of its own after the text it holds.',
    });
  });
});

describe('compiling a body', () => {
  it('takes the fast path for plain Markdown and the full compiler for the rest, with the same results', async () => {
    expect(await compileBody('Plain [text](/packages).\n')).toEqual(compileSimpleBody('Plain [text](/packages).\n'));
    expect(await compileBody('Use `code` here.\n')).toEqual({ ok: true, html: '<p>Use <code>code</code> here.</p>', links: [], headings: [] });
  });
});
