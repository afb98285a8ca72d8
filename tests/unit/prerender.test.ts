import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { firstScreenEnd, firstScreenGzip, firstScreenId, foldStart, gzipSize, pageDocument, withFirstScreenInFirstPaint, withLeanStaticMarkup } from '../../scripts/page-document';
import { foldAttribute, markFold } from '../../src/lib/first-screen';
import { findBrokenLinks, islandModuleResolver, overBudget, ownShares, readLastRecord, withFilesReplaced } from '../../scripts/prerender';
import { languages } from '../../src/generated/languages';
import { shareImagePath } from '../../src/lib/share-image';
import { pathInLanguage } from '../../src/lib/page-language';
import { internalLinks } from '../../scripts/render-pages';
import { pageBudgets } from '../../scripts/page-budgets';

const template = `<!doctype html><html><head><meta name="viewport" content="width=device-width"><!--app-head--></head><body><!--app-html--><link rel="stylesheet" href="/assets/site.css" media="print" data-site-css></body></html>`;

describe('the document of a page', () => {
  it('inlines the CSS the page uses first in <head>, and counts what it adds in the first paint', () => {
    const document = pageDocument('<title>Small</title><p class="lead">Short page</p>', template, { css: '.lead{color:#123}', gzip: 37 });
    expect(document.html).toContain('<head><meta name="viewport" content="width=device-width"><style>.lead{color:#123}</style><title>Small</title></head>');
    expect(document.cssInlined).toBe(true);
    expect(document.firstPaint).toBe(gzipSize(document.html));
    expect(document.htmlBytes).toBe(Buffer.byteLength(document.html));
    expect(document.cssGzip).toBe(37);
  });
});

describe('the first screen of a document', () => {
  const words = (count: number, seed: number) => Array.from({ length: count }, (_, index) => `word${(index * 7919 + seed) % 10007}`).join(' ');
  const above = `<header>${words(50, 1)}</header><section>${words(200, 2)}</section>`;
  const below = `<section data-fold="">${words(2000, 3)}</section><footer>${words(300, 4)}</footer>`;

  it('ends where the first element below it starts, and counts only what comes before', () => {
    const html = `<html><head><style>p{margin:0}</style></head><body>${above}${below}</body></html>`;
    expect(firstScreenEnd(html)).toBe(html.indexOf('<section data-fold'));
    expect(firstScreenGzip(html)).toBeLessThan(gzipSize(html) / 2);
    expect(firstScreenGzip(html)).toBeGreaterThanOrEqual(gzipSize(html.slice(0, firstScreenEnd(html))) - 20);
  });

  it('is what a page document counts for its first paint', () => {
    const document = pageDocument(`${above}${below}`, '<!doctype html><html><head><!--app-head--></head><body><!--app-html--></body></html>', { css: 'p{margin:0}', gzip: 20 });
    expect(document.firstPaint).toBe(firstScreenGzip(document.html));
    expect(document.firstPaint).toBeLessThan(gzipSize(document.html) / 2);
  });

  it('starts where the pattern of a marked tag first matches, wherever the name of the attribute occurs', () => {
    const pattern = /<[a-z][\w-]*\b[^>]*\sdata-fold(?:=""|\s|>|\/>)/;
    const cases = [
      '<p data-fold="">x</p>',
      '<p>data-fold</p><p class="a" data-fold>y</p>',
      '<p title="x data-folded">a</p><section\ndata-fold/>b',
      'data-fold <P data-fold="">no</P><a-b data-fold >yes</a-b>',
      '<p><!-- data-fold="" --></p><div>x</div>',
      '<x <y data-fold="">',
      '<1 data-fold="">',
      '',
    ];
    for (const html of cases) expect(foldStart(html), html).toBe(pattern.exec(html)?.index ?? -1);
  });

  it('is the whole document when nothing marks where it ends', () => {
    const html = `<html><body>${above}</body></html>`;
    expect(firstScreenGzip(html)).toBe(gzipSize(html));
  });

  it('refuses a stylesheet or a blocking script below the first screen, which could change it', () => {
    for (const late of ['<style>p{color:red}</style>', '<link rel="stylesheet" href="/a.css">', '<script src="/a.js"></script>'])
      expect(() => firstScreenEnd(`<body>${above}${below}${late}</body>`)).toThrow(/first screen/);
    expect(() => firstScreenEnd(`<body>${above}${below}<script type="module" src="/a.js"></script><link rel="prefetch" href="/a.css"></body>`)).not.toThrow();
  });

  it('goes after structured data, which the document carries last', () => {
    const document = pageDocument('<main><script type="application/ld+json">{"@type":"Thing"}</script><p>Text</p></main>', template, { css: '', gzip: 0 });
    expect(document.html).toMatch(/<main><p>Text<\/p><\/main>[\s\S]*<script type="application\/ld\+json">\{"@type":"Thing"\}<\/script><\/body>/);
  });

  it('is held from the first paint until it is all parsed: a link in <head> names the last element before the fold', () => {
    const page = (hero: string) =>
      `<html><head><style>p{margin:0}</style></head><body><header><img src="/a.svg" alt=""><br><svg viewBox="0 0 1 1"><path d="M0 0"/></svg>${words(20, 5)}</header>` +
      `<main>${hero}<!-- <section> --><script>var a = '<div>';</script>${below}</main></body></html>`;
    // The hero gets an id of its own, and the link waits for it, so the header alone is never painted first.
    const named = withFirstScreenInFirstPaint(page(`<section class="hero"><h1>Title</h1><p>Lead<br>text</p></section>`));
    expect(named).toContain(`<section id="${firstScreenId}" class="hero"><h1>Title</h1>`);
    expect(named.slice(0, named.indexOf('</head>'))).toContain(`<link rel="expect" href="#${firstScreenId}" blocking="render">`);
    // An element with an id keeps it, and the link names that.
    const own = withFirstScreenInFirstPaint(page(`<div><p>One</p></div><section id="intro"><p>Two</p></section>`));
    expect(own).toContain(`<link rel="expect" href="#intro" blocking="render"></head>`);
    expect(own).not.toContain(firstScreenId);
    // When the fold is the first element of its parent, the link names what closed last before it (here the header).
    const first = withFirstScreenInFirstPaint(page(''));
    expect(first).toContain(`<header id="${firstScreenId}">`);
    expect(first).toContain(`<link rel="expect" href="#${firstScreenId}" blocking="render"></head>`);
    // Nothing to wait for when no fold is marked.
    expect(withFirstScreenInFirstPaint(`<html><head></head><body><p data-fold="">x</p></body></html>`)).not.toContain('rel="expect"');
    const whole = `<html><head></head><body>${above}</body></html>`;
    expect(withFirstScreenInFirstPaint(whole)).toBe(whole);
  });

  it('in a body of prose, starts at the first top-level block after so much text', () => {
    const body = '<p>One two three.</p><ul><li>Four <em>five</em></li><li>six</li></ul><p>Seven</p><h2>Eight</h2>';
    expect(markFold(body, 10)).toBe('<p>One two three.</p><ul data-fold=""><li>Four <em>five</em></li><li>six</li></ul><p>Seven</p><h2>Eight</h2>');
    expect(markFold(body, 20)).toBe('<p>One two three.</p><ul><li>Four <em>five</em></li><li>six</li></ul><p data-fold="">Seven</p><h2>Eight</h2>');
    expect(markFold(body, 1000)).toBe(body);
  });
});

describe('the size budgets', () => {
  const roundTrip = pageBudgets.firstRoundTrip;
  const fine = { path: '/fine', javascript: 1500, htmlBytes: 30000, cssInlined: true, css: 3000, firstPaint: 9000 };

  it('names each page over a budget, and only those', () => {
    const heavy = { ...fine, path: '/heavy', javascript: pageBudgets.javascriptBeforeInteraction + 1 };
    expect(overBudget([fine, heavy])).toEqual([`/heavy: ${pageBudgets.javascriptBeforeInteraction + 1} bytes of JavaScript before interaction, budget 2048`]);
  });

  it('fails a page whose inlined CSS is over its share of the first round trip', () => {
    const css = pageBudgets.pageCss + 1;
    expect(overBudget([{ ...fine, path: '/css', css, firstPaint: 5000 + css }])).toEqual([`/css: ${css} bytes of inlined CSS, budget ${pageBudgets.pageCss}`]);
  });

  it('fails a page over the first round trip, naming it with its bytes and how many over, the largest first', () => {
    const long = { ...fine, path: '/long', css: 3000, firstPaint: roundTrip + 1000 };
    const longer = { ...fine, path: '/longer', firstPaint: roundTrip + 2000 };
    const exact = { ...fine, path: '/exact', firstPaint: roundTrip };
    expect(overBudget([fine, long, exact, longer])).toEqual([
      `/longer: ${roundTrip + 2000} bytes for the first paint (gzip of its HTML up to the fold with its inlined CSS, the CSS 3000 on its own), 2000 over the first round trip's ${roundTrip}: shorten the words its first screen shows (before the element marked ${foldAttribute}), in the content of its language`,
      `/long: ${roundTrip + 1000} bytes for the first paint (gzip of its HTML up to the fold with its inlined CSS, the CSS 3000 on its own), 1000 over the first round trip's ${roundTrip}: shorten the words its first screen shows (before the element marked ${foldAttribute}), in the content of its language`,
    ]);
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
      '<a href="https://example.org/">z</a><img src="/illustrations/ward.svg"><island-root data-island="A"></island-root>' +
      '<script type="application/json" id="island-modules">{"A":"/assets/a.js /assets/b.js"}</script>';
    expect(internalLinks(html).sort()).toEqual(['/assets/a.js', '/assets/b.js', '/coordinator-connect', '/illustrations/ward.svg', '/packages/colorectal-cancer']);
  });

  it('names each link to an address the build did not write, with the page it is on', () => {
    const page = { kind: 'page' as const, htmlBytes: 1, cssInlined: true, cssGzip: 1, firstPaint: 1, scripts: [], inlineJavascript: 0, share: null, lastmod: null, summaryReads: { list: false, all: false, ids: [] }, statusReads: { paths: [], lists: [], views: [] } };
    const results = [
      { ...page, path: '/', links: ['/packages', '/emergency'] },
      { ...page, path: '/packages', links: ['/'] },
    ];
    expect(findBrokenLinks(results, new Set(['/', '/packages']))).toEqual(['/ links to /emergency, which the build did not write']);
  });
});

describe('the share image each page draws', () => {
  const origin = 'https://example.org';
  const plan = { languages, statuses: {} };
  const page = (path: string, imageOf: string) => ({
    path,
    kind: 'page' as const,
    htmlBytes: 1,
    cssInlined: true,
    cssGzip: 1,
    firstPaint: 1,
    scripts: [],
    inlineJavascript: 0,
    links: [],
    share: { image: `${origin}${shareImagePath(imageOf)}`, title: 'T', siteName: 'S' },
    lastmod: null,
    summaryReads: { list: false, all: false, ids: [] }, statusReads: { paths: [], lists: [], views: [] },
  });

  it("draws a translated page's own image in its language, and leaves a page shown in English to the English page", () => {
    const [source, other] = languages;
    const translated = pathInLanguage('/x', other.tag, source.tag);
    const shares = ownShares([page('/x', '/x'), page(translated, translated), page(pathInLanguage('/y', other.tag, source.tag), '/y')], origin, plan);
    expect(shares.map(({ path, language }) => [path, language])).toEqual([
      ['/x', source.tag],
      [translated, other.tag],
    ]);
  });
});

describe('the text separators React writes', () => {
  it('are left out of the static markup and kept inside every island, nested ones too', () => {
    const island = '<island-root data-island="A"><p>a<!-- -->b<island-root data-island="B">c<!-- -->d</island-root>e<!-- -->f</island-root>';
    expect(withLeanStaticMarkup(`<p>x<!-- -->y</p>${island}<p>z<!-- -->w</p>`)).toBe(`<p>xy</p>${island}<p>zw</p>`);
  });

  it("leave an icon's drawing to the stylesheet outside islands, and an icon with a stroke of its own as it is", () => {
    const icon = (stroke: string) =>
      `<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="${stroke}" stroke-linecap="round" stroke-linejoin="round" class="lucide lucide-check size-4" aria-hidden="true"><path d="M20 6 9 17l-5-5"></path></svg>`;
    const island = `<island-root data-island="A">${icon('2')}</island-root>`;
    expect(withLeanStaticMarkup(`${icon('2')}${island}${icon('3')}`)).toBe(
      `<svg width="24" height="24" viewBox="0 0 24 24" class="lucide size-4" aria-hidden="true"><path d="M20 6 9 17l-5-5"></path></svg>${island}${icon('3')}`,
    );
  });
});

describe("the last build's pages", () => {
  it('leave out the home page once the bundler has written its template over the file, so it is made again', async () => {
    const root = await mkdtemp(join(tmpdir(), 'last-record-'));
    try {
      const dist = join(root, 'dist');
      const paths = ['/', '/blog', '/ar'];
      for (const path of paths) {
        await mkdir(join(dist, path), { recursive: true });
        await writeFile(join(dist, path, 'index.html'), '<!doctype html>');
      }
      await mkdir(join(root, '.build'), { recursive: true });
      await writeFile(join(root, '.build/prerender-cache.json'), JSON.stringify({ pages: Object.fromEntries(paths.map((path) => [path, {}])) }));
      const record = await readLastRecord(root, dist);
      expect([...record.onDisk].sort()).toEqual([...paths].sort());
      expect([...withFilesReplaced(record, dist, [join(dist, 'index.html')]).onDisk].sort()).toEqual(['/ar', '/blog']);
      expect(withFilesReplaced(record, dist, []).onDisk).toEqual(record.onDisk);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});
