import { describe, expect, it } from 'vitest';
import { compileFullBody } from '../../src/content/mdx';
import { mdxComponents } from '../../src/content/mdx-components';

/** Where a body that does not compile is reported, and what the editor reads. */
const failure = async (body: string) => {
  const result = await compileFullBody(body);
  expect(result.ok, `${JSON.stringify(body)} compiled`).toBe(false);
  return result;
};

const lessThan = 'has a "<" that MDX reads as the start of a tag. To write the sign, use &lt; or the words "less than".';
const braceAdvice = 'To write a brace, put a backslash before it (\\{); a note for editors goes in {/* a comment */}.';

describe('an MDX body the parser cannot read, explained at its own line', () => {
  it('finds the brace that is never closed, past escaped braces and closed comments', async () => {
    expect(await failure('Intro with \\{ escaped }\n\nFirst {/* ok */} fine.\n\nOpen { here\n\nmore\n')).toEqual({
      ok: false,
      line: 5,
      message: `has a "{" that is never closed: MDX reads braces as code. ${braceAdvice}`,
    });
  });

  it('points at the brace itself, not where the parser stopped reading', async () => {
    const unclosed = `has a "{" that is never closed: MDX reads braces as code. ${braceAdvice}`;
    expect(await failure('a {\nb\nc\n')).toEqual({ ok: false, line: 1, message: unclosed });
    expect(await failure('Text\n\n{\n\nmore\n\nlast\n')).toEqual({ ok: false, line: 3, message: unclosed });
  });

  it('says text in braces is read as code', async () => {
    expect(await failure('Cost {1 +} now.\n')).toEqual({ ok: false, line: 1, message: `has text in braces, which MDX reads as code. ${braceAdvice}` });
  });

  it('says to write an email address or a web address in "< >" as a link', async () => {
    expect(await failure('Intro.\n\nWrite to <care@example.org> today.\n')).toEqual({
      ok: false,
      line: 3,
      message: 'has an email address in "< >", which MDX reads as a tag: write it as a link, like [care@example.org](mailto:care@example.org).',
    });
    expect(await failure('See <https://www.who.int/> for more.\n')).toEqual({
      ok: false,
      line: 1,
      message: 'has an address in "< >", which MDX reads as a tag: write it as a link, like [the WHO](https://www.who.int/).',
    });
  });

  it('names a closing tag with no opening one, and one that closes the wrong tag', async () => {
    expect(await failure('Text </Callout> here.\n')).toEqual({ ok: false, line: 1, message: 'has </Callout> with no <Callout> before it: remove it, or open the tag where its text starts.' });
    expect(await failure('Intro\n\n</>\n')).toEqual({ ok: false, line: 3, message: lessThan });
    expect(await failure('Intro\n\nText </ here\n')).toEqual({ ok: false, line: 3, message: lessThan });
    expect(await failure('<Callout title="x">\nText\n</Note>\n')).toEqual({ ok: false, line: 3, message: 'closes </Note>, but the tag open here is <Callout>: close it with </Callout>.' });
  });

  it('says a component inside a paragraph goes on lines of its own, and an unclosed one needs its closing tag', async () => {
    expect(await failure('A paragraph with <Callout title="x"> inside and more.\n')).toEqual({
      ok: false,
      line: 1,
      message: 'opens <Callout> inside a paragraph: put <Callout> and </Callout> each on a line of its own, with a blank line before and after the text between them.',
    });
    expect(await failure('Intro.\n\n<Callout title="x">\n\nText\n')).toEqual({ ok: false, line: 3, message: 'opens <Callout> but never closes it: add </Callout> on a line of its own after the text it holds.' });
  });

  it('finds the tag whose prop value is never closed, on the line the tag opened', async () => {
    expect(await failure('Intro.\n\n<Callout title="x\n\nText\n')).toEqual({
      ok: false,
      line: 3,
      message: 'gives <Callout> a prop whose quotes are never closed: end the value with ", like title="Text".',
    });
  });

  it('names the last tag on its line that MDX cannot read, a component or a "<" before a word', async () => {
    expect(await failure('Intro.\n\nA <b>tag</b> <Callout\n')).toEqual({
      ok: false,
      line: 3,
      message: 'has a <Callout> tag MDX cannot read: write it on a line of its own, each prop as name="text", ending with ">".',
    });
    expect(await failure('One\n\n<Callout title="a" 5>\nx\n</Callout>\n\n<Callout title="b">\ny\n</Callout>\n')).toEqual({
      ok: false,
      line: 3,
      message: 'has a <Callout> tag MDX cannot read: write it on a line of its own, each prop as name="text", ending with ">".',
    });
    expect(await failure('<Callout title=x>\nText\n</Callout>\n')).toEqual({
      ok: false,
      line: 1,
      message: 'has a <Callout> tag MDX cannot read: write it on a line of its own, each prop as name="text", ending with ">".',
    });
    expect(await failure('Intro.\n\nx <Calout\n')).toEqual({
      ok: false,
      line: 3,
      message: 'has a "<" that MDX reads as the start of a tag (here "<Calout"). To write the sign, use &lt; or the words "less than".',
    });
  });

  it('lists the components there are for a tag that is not one', async () => {
    expect(await failure('Intro\n\n<span>\n\nText\n')).toEqual({
      ok: false,
      line: 3,
      message: `uses <span>, which is not one of the site's components (${Object.keys(mdxComponents).join(', ')}); HTML tags are not allowed in a body.`,
    });
    expect(await failure('Some\n\n<Foo>\nx\n</Foo>\n')).toEqual({
      ok: false,
      line: 3,
      message: `uses <Foo>, which is not one of the site's components (${Object.keys(mdxComponents).join(', ')}); HTML tags are not allowed in a body.`,
    });
  });
});
