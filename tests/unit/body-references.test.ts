import { describe, expect, it } from 'vitest';
import { collectBodyLinks } from '../../src/content/body-references';
import { compileFullBody } from '../../src/content/mdx';
import { compileSimpleBody } from '../../src/content/mdx-simple';

/** The links and images a body records, from the full MDX compiler. */
const linksOf = async (body: string) => {
  const result = await compileFullBody(body);
  if (!result.ok) throw new Error(`${JSON.stringify(body)} did not compile: ${result.message}`);
  return result.links;
};

describe('every link and image of a body, by each way of writing it, in the order of its lines', () => {
  it('records inline links and images, with the image\'s description', async () => {
    expect(await linksOf('Intro.\n\nSee the [terms](/terms).\n\n![A ward](/illustrations/ward.svg)\n\n![](/illustrations/blank.svg)\n')).toEqual([
      { kind: 'link', href: '/terms', line: 3 },
      { kind: 'image', href: '/illustrations/ward.svg', line: 5, alt: 'A ward' },
      { kind: 'image', href: '/illustrations/blank.svg', line: 7, alt: '' },
    ]);
  });

  it('records a reference-style link at its definition, and a reference-style image where it is shown', async () => {
    const body = 'Read the [terms][t] and see ![the ward][w].\n\nNothing else.\n\n[t]: /terms\n[w]: /illustrations/ward.svg\n';
    expect(await linksOf(body)).toEqual([
      { kind: 'image', href: '/illustrations/ward.svg', line: 1, alt: 'the ward' },
      { kind: 'link', href: '/terms', line: 5 },
    ]);
  });

  it('checks a definition used both as a link and as an image as the image', async () => {
    expect(await linksOf('A [ward][w] and ![a ward][w].\n\n[w]: /illustrations/ward.svg\n')).toEqual([
      { kind: 'image', href: '/illustrations/ward.svg', line: 1, alt: 'a ward' },
    ]);
  });

  it('records an unused definition as a link, so its address is checked too', async () => {
    expect(await linksOf('Text.\n\n[old]: /termz\n')).toEqual([{ kind: 'link', href: '/termz', line: 3 }]);
  });

  it('records nothing for a body with no link or image', async () => {
    expect(await linksOf('Just **words**, and `code`.\n')).toEqual([]);
  });

  it('records the same links from the fast path for a plain body', async () => {
    const body = 'Intro.\n\nSee the [terms](/terms)\nand [privacy](/privacy).\n';
    expect(compileSimpleBody(body)).toMatchObject({ ok: true, links: await linksOf(body) });
  });

  it('names the reference that has no address, or the text of "[text][]" when it has none', async () => {
    expect(await compileFullBody('Intro.\n\nRead the [terms][].\n')).toEqual({
      ok: false,
      line: 3,
      message: 'has the link [terms][], but no line "[terms]: address" says where it goes: add one below the paragraph, or write the address in the link: [text](/address).',
    });
  });

  it('reads only text props of a component, and the alt prop of its image', () => {
    const attribute = (name: string, value: unknown) => ({ type: 'mdxJsxAttribute', name, value });
    const tree = {
      type: 'root',
      children: [
        { type: 'mdxJsxFlowElement', attributes: [attribute('href', { type: 'expression' }), attribute('src', '/a.svg')], position: { start: { line: 4 } } },
        { type: 'mdxJsxFlowElement', attributes: [attribute('src', '/b.svg'), attribute('alt', 'B')] },
      ],
    };
    const file = { data: {} as Record<string, unknown> };
    collectBodyLinks()(tree, file);
    expect(file.data.links).toEqual([
      { kind: 'image', href: '/b.svg', line: 1, alt: 'B' },
      { kind: 'image', href: '/a.svg', line: 4, alt: '' },
    ]);
  });
});
