import { describe, expect, it } from 'vitest';
import { collectBodyLinks } from '../../src/content/body-references';
import { compileFullBody } from '../../src/content/mdx';
import { compileSimpleBody } from '../../src/content/mdx-simple';
import { fixturePath, packageFixture, problemsWith, withPackage } from './content-helpers';

/** A legal page in place of the site's terms, so links to /terms#… have headings the test can see. */
const terms = (headings: string[]) =>
  `---\ntitle: Terms of Use\ndescription: The terms of the service, which every patient agrees to.\nlastUpdated: 2026-11-01\n---\n\n${headings.map((heading) => `## ${heading}\n\nText.\n`).join('\n')}`;

/** The package fixture with its last body line (line 31) replaced, beside the terms page given. */
const withBody = (text: string, termsHeadings = ['Our role', 'Prices', 'Changes']) =>
  problemsWith({
    [fixturePath]: packageFixture.replace('Read the [disclaimer](/medical-disclaimer).', text),
    'content/legal/terms.mdx': terms(termsHeadings),
  });

const at = (line: number, message: string) => `${fixturePath}:${line} (body): ${message}`;

describe('headings in bodies get the ids GitHub gives them', () => {
  const body = '## Costs\n\nText.\n\n## What *you* pay\n\nMore.\n\n## Costs\n';

  it('gives each heading an id, and a repeated heading a number', async () => {
    const full = await compileFullBody(body);
    expect(full).toMatchObject({ ok: true, headings: ['costs', 'what-you-pay', 'costs-1'] });
    expect(full.ok && full.html).toContain('<h2 id="what-you-pay">What <em>you</em> pay</h2>');
  });

  it('gives the same ids by the fast path', async () => {
    expect(compileSimpleBody(body)).toEqual(await compileFullBody(body));
  });
});

describe('links to a #heading of a page made from a body are checked', () => {
  it('accepts a heading that exists, with a trailing slash or a query string', async () => {
    expect(await withBody('See [prices](/terms#prices), [the same](/terms/#prices) and [again](/terms?from=package#prices).')).toEqual([]);
  });

  it('reports a link broken by a renamed heading, with the id meant', async () => {
    expect(await withBody('See [prices](/terms#prices).', ['Our role', 'Price', 'Changes'])).toEqual([
      at(31, 'links to "/terms#prices", but the page /terms has no heading or section with the id "prices". Did you mean "#price"?'),
    ]);
  });

  it('lists the headings when none is close', async () => {
    expect(await withBody('See [prices](/terms#prices).', ['Our role', 'What a package costs'])).toEqual([
      at(31, 'links to "/terms#prices", but the page /terms has no heading or section with the id "prices". Its headings and sections are: #our-role, #what-a-package-costs.'),
    ]);
  });

  it('checks links to the headings of an entry page, such as a package', async () => {
    const terms = '---\ntitle: Terms of Use\ndescription: The terms of the service, which every patient agrees to.\nlastUpdated: 2026-11-01\n---\n\nSee the [package](/packages/test-surgery#abot).\n';
    expect(await problemsWith({ [fixturePath]: packageFixture, 'content/legal/terms.mdx': terms })).toEqual([
      'content/legal/terms.mdx:7 (body): links to "/packages/test-surgery#abot", but the page /packages/test-surgery has no heading or section with the id "abot". Did you mean "#about"?',
    ]);
  });

  it('accepts the sections its template gives a page made from a body, such as a package page\'s questions', async () => {
    const terms = '---\ntitle: Terms of Use\ndescription: The terms of the service, which every patient agrees to.\nlastUpdated: 2026-11-01\n---\n\nSee the [questions](/packages/test-surgery#package-faqs).\n';
    expect(await problemsWith({ [fixturePath]: packageFixture, 'content/legal/terms.mdx': terms })).toEqual([]);
  });

  it('leaves the #sections of pages not made from a body to the check of the built site', async () => {
    expect(await withBody('See the [questions](/resources#faqs).')).toEqual([]);
  });
});

describe('every link and image of a body is checked, however it is written', () => {
  it('checks a reference-style link at the line of its address', async () => {
    expect(await withBody('Read the [terms][t].\n\n[t]: /termz')).toEqual([
      at(33, 'links to "/termz", but the site has no page at "/termz". Did you mean "/terms"?'),
    ]);
  });

  it('refuses a reference-style link whose address is missing', async () => {
    expect(await withBody('Read the [terms][t].')).toEqual([
      at(31, 'invalid MDX: has the link [terms][t], but no line "[t]: address" says where it goes: add one below the paragraph, or write the address in the link: [text](/address).'),
    ]);
  });

  it('records the href, to and src props of components', () => {
    const element = (attributes: Record<string, string>, line: number) => ({
      type: 'mdxJsxFlowElement',
      attributes: Object.entries(attributes).map(([name, value]) => ({ type: 'mdxJsxAttribute', name, value })),
      position: { start: { line } },
    });
    const tree = { type: 'root', children: [element({ href: '/terms' }, 1), element({ to: '/privacy' }, 3), element({ src: '/illustrations/ward.svg', alt: 'A ward' }, 5)] };
    const file = { data: {} as Record<string, unknown> };
    collectBodyLinks()(tree, file);
    expect(file.data.links).toEqual([
      { kind: 'link', href: '/terms', line: 1 },
      { kind: 'link', href: '/privacy', line: 3 },
      { kind: 'image', href: '/illustrations/ward.svg', line: 5, alt: 'A ward' },
    ]);
  });
});

describe('images in a body are files of the site or https, and say what they show', () => {
  const image = (markdown: string) => withPackage(packageFixture.replace('Read the [disclaimer](/medical-disclaimer).', markdown));

  it('accepts a file under public/ and an https image, each described', async () => {
    expect(await image('![A hospital ward](/illustrations/ward.svg)\n\n![A chart](https://www.who.int/chart.png)')).toEqual([]);
  });

  it('renders an image lazily, without the preload React would put ahead of the text', async () => {
    expect(await compileFullBody('![A hospital ward](/illustrations/ward.svg)\n')).toMatchObject({
      html: '<p><img loading="lazy" decoding="async" src="/illustrations/ward.svg" alt="A hospital ward"/></p>',
    });
  });

  it('still refuses an <img> tag written as HTML', async () => {
    expect(await image('<img src="/illustrations/ward.svg" alt="A ward" />')).toEqual([
      at(31, 'invalid MDX: uses <img>, which is not one of the site\'s components (Callout, KeyFacts, Figure, CostTable, CompanionRoom); HTML tags are not allowed in a body.'),
    ]);
  });

  it('reports an image file that does not exist, with the file meant', async () => {
    expect(await image('![A hospital ward](/illustrations/wards.svg)')).toEqual([
      at(31, 'shows the image "/illustrations/wards.svg", but there is no file public/illustrations/wards.svg. Did you mean "/illustrations/ward.svg"?'),
    ]);
  });

  it('refuses an image outside public/, or a folder', async () => {
    expect(await image('![A package](/../package.json)\n\n![Drawings](/illustrations)')).toEqual([
      at(31, 'shows the image "/../package.json", but there is no file public/../package.json.'),
      at(33, 'shows the image "/illustrations", but there is no file public/illustrations.'),
    ]);
  });

  it('reports an image without a description', async () => {
    expect(await image('![](/illustrations/ward.svg)')).toEqual([
      at(31, 'shows the image "/illustrations/ward.svg" without a description: write what it shows between the brackets, like ![A hospital ward with two beds](/illustrations/ward.svg).'),
    ]);
  });

  it('refuses an image over plain http', async () => {
    expect(await image('![A chart](http://example.org/chart.png)')).toEqual([
      at(31, 'shows the image "http://example.org/chart.png": an image must be a file of the site, like "/illustrations/hero.svg", or an https: address.'),
    ]);
  });

  it('checks an image by reference at the line it is shown', async () => {
    expect(await image('![A hospital ward][ward]\n\n[ward]: /illustrations/wrd.svg')).toEqual([
      at(31, 'shows the image "/illustrations/wrd.svg", but there is no file public/illustrations/wrd.svg. Did you mean "/illustrations/ward.svg"?'),
    ]);
  });
});
