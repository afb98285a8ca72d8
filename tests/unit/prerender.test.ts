import { describe, expect, it } from 'vitest';
import { gzipSync } from 'node:zlib';
import { chooseDocument } from '../../scripts/page-document';
import { findBrokenLinks, islandModuleResolver, overBudget } from '../../scripts/prerender';
import { internalLinks } from '../../scripts/render-pages';
import { pageBudgets } from '../../scripts/page-budgets';

const template = (head: string) => `<!doctype html><html><head><meta name="viewport" content="width=device-width">${head}<!--app-head--></head><body><!--app-html--></body></html>`;
const css = 'body{color:#123}';
const variants = {
  inlined: template(`<style>${css}</style>`),
  linked: template('<link rel="stylesheet" href="/assets/site.css">'),
  cssGzip: gzipSync(css, { level: 6 }).length,
};

/** Text that gzip cannot shrink much, so the page really is that large on the wire. */
function incompressible(bytes: number): string {
  let seed = 7;
  return Array.from({ length: bytes }, () => String.fromCharCode(97 + ((seed = (seed * 48271) % 2147483647) % 26))).join('');
}

describe('the document of a page', () => {
  it('inlines the CSS when the page and its CSS fit the first round trip', () => {
    const document = chooseDocument('<title>Small</title><p>Short page</p>', variants);
    expect(document.cssInlined).toBe(true);
    expect(document.html).toContain('<style>body{color:#123}</style>');
    expect(document.html).toContain('<head><meta name="viewport" content="width=device-width"><style>');
    expect(document.html).toContain('<title>Small</title></head>');
  });

  it('links the stylesheet when the page is larger than a first round trip, and counts it in the first paint', () => {
    const document = chooseDocument(`<p>${incompressible(pageBudgets.firstRoundTrip * 2)}</p>`, variants);
    expect(document.cssInlined).toBe(false);
    expect(document.html).not.toContain('<style>');
    expect(document.firstPaint).toBe(document.htmlGzip + variants.cssGzip);
  });
});

describe('the size budgets', () => {
  it('names each page over a budget, and only those', () => {
    const fine = { path: '/fine', javascript: 1500, html: 9000, cssInlined: true, firstPaint: 9000 };
    const heavy = { path: '/heavy', javascript: pageBudgets.javascriptBeforeInteraction + 1, html: 9000, cssInlined: true, firstPaint: 9000 };
    expect(overBudget([fine, heavy])).toEqual([`/heavy: ${pageBudgets.javascriptBeforeInteraction + 1} bytes of JavaScript before interaction, budget 2048`]);
  });
});

describe('the modules an island needs', () => {
  it('lists the hydrate step, then the island, then everything they import, each once', () => {
    const resolve = islandModuleResolver({
      'src/islands/hydrate.tsx': { file: 'assets/hydrate.js', imports: ['_react.js', '_client.js'] },
      '_react.js': { file: 'assets/react.js' },
      '_client.js': { file: 'assets/client.js', imports: ['_react.js'] },
      'src/islands/Tabs.tsx': { file: 'assets/Tabs.js', imports: ['_react.js', '_slot.js'] },
      '_slot.js': { file: 'assets/slot.js' },
    });
    expect(resolve('Tabs')).toEqual(['/assets/hydrate.js', '/assets/Tabs.js', '/assets/react.js', '/assets/client.js', '/assets/slot.js']);
  });
});

describe('links in the built pages', () => {
  it('collects every address inside the site a page links to or loads, without query or fragment', () => {
    const html =
      '<a href="/packages/colorectal-cancer#costs">x</a><a href="/coordinator-connect?package=ibd-crohns&amp;x=1">y</a>' +
      '<a href="https://example.org/">z</a><img src="/illustrations/ward.svg"><island-root data-modules="/assets/a.js /assets/b.js"></island-root>';
    expect(internalLinks(html).sort()).toEqual(['/assets/a.js', '/assets/b.js', '/coordinator-connect', '/illustrations/ward.svg', '/packages/colorectal-cancer']);
  });

  it('names each link to an address the build did not write, with the page it is on', () => {
    const page = { kind: 'page' as const, htmlGzip: 1, cssInlined: true, firstPaint: 1, scripts: [], share: null, lastmod: null };
    const results = [
      { ...page, path: '/', links: ['/packages', '/emergency'] },
      { ...page, path: '/packages', links: ['/'] },
    ];
    expect(findBrokenLinks(results, new Set(['/', '/packages']))).toEqual(['/ links to /emergency, which the build did not write']);
  });
});
