import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { EntryBody } from '../../src/components/EntryBody';
import { checkBodyLink } from '../../src/content/body-links';
import { compileBody, compileFullBody } from '../../src/content/mdx';
import { formatPrice } from '../../src/lib/format';
import { contentMdx } from './site-content';

/** What compiling a body says: its HTML and links, or the line and sentence of its problem. */
async function compiled(body: string) {
  const result = await compileFullBody(body);
  return result.ok ? { html: result.html, links: result.links } : { line: result.line, message: result.message };
}

describe('the components editors use in articles', () => {
  it('KeyFacts boxes a list under its title, by either compiler', async () => {
    const body = '<KeyFacts title="In short">\n\n- Surgery takes about three hours.\n- Most people go home in a week.\n\n</KeyFacts>\n';
    const full = await compiled(body);
    expect(full).toEqual({
      html: '<aside class="key-facts" aria-label="In short"><p class="key-facts-title">In short</p><ul>\n<li>Surgery takes about three hours.</li>\n<li>Most people go home in a week.</li>\n</ul></aside>',
      links: [],
    });
    expect(await compileBody(body)).toMatchObject(full);
  });

  it('KeyFacts needs its title', async () => {
    expect(await compiled('<KeyFacts>\n\n- A fact.\n\n</KeyFacts>\n')).toEqual({ line: 1, message: 'needs <KeyFacts> to have title="…": it shows nothing useful without it.' });
    expect(await compileBody('<KeyFacts title="">\n\n- A fact.\n\n</KeyFacts>\n')).toEqual({
      ok: false,
      line: 1,
      message: 'needs <KeyFacts> to have title="…": it shows nothing useful without it.',
    });
  });

  it('Figure shows one of the site’s drawings with its caption, and names the drawings when one is misspelt', async () => {
    expect(await compiled('<Figure illustration="journey-recovery" caption="Walking on the ward the day after surgery."/>\n')).toEqual({
      html: '<figure class="body-figure"><img src="/illustrations/journey-recovery.svg" alt="" width="240" height="180" loading="lazy" decoding="async"/><figcaption>Walking on the ward the day after surgery.</figcaption></figure>',
      links: [],
    });
    const wrong = await compiled('Text.\n\n<Figure illustration="journey-recvery" caption="A walk."/>\n');
    expect(wrong).toMatchObject({ line: 3 });
    expect((wrong as { message: string }).message).toMatch(/^gives <Figure> the illustration "journey-recvery", which is not one of: hero, .*\. Did you mean "journey-recovery"\?$/);
    expect(await compiled('<Figure illustration="ward"/>\n')).toEqual({ line: 1, message: 'needs <Figure> to have caption="…": it shows nothing useful without it.' });
  });

  it('CostTable names a package that must exist', async () => {
    expect(await compiled('Text.\n\n<CostTable package="colorectal-cancer"/>\n')).toEqual({
      html: '<p>Text.</p>\n<div data-cost-table="colorectal-cancer"></div>',
      links: [{ kind: 'package', id: 'colorectal-cancer', line: 3 }],
    });
    const targets = { paths: new Set(['/packages/colorectal-cancer', '/packages/ibd-crohns']), headingIds: new Map(), publicDir: '/nowhere' };
    expect(checkBodyLink({ kind: 'package', id: 'colorectal-cancer', line: 3 }, targets)).toEqual([]);
    expect(checkBodyLink({ kind: 'package', id: 'colorectal-cancr', line: 3 }, targets)).toEqual([
      'shows the cost table of the package "colorectal-cancr", but there is no file for it in content/packages/. Did you mean "colorectal-cancer"?',
    ]);
  });

  it('CostTable shows the package’s figures from its file when the page is rendered', async () => {
    const pkg = contentMdx('packages/colorectal-cancer.mdx') as { price: number; costBreakdown: Array<{ item: string; cost: number }> };
    const body = await compiled('<CostTable package="colorectal-cancer"/>\n');
    const html = renderToStaticMarkup(<EntryBody html={(body as { html: string }).html} />);
    expect(html).not.toContain('data-cost-table');
    for (const line of pkg.costBreakdown) expect(html).toContain(`<td>${line.item}</td><td class="text-end tnum">${formatPrice(line.cost)}</td>`);
    expect(html).toContain(formatPrice(pkg.price));
    expect(html).toContain('href="/packages/colorectal-cancer"');
  });
});
