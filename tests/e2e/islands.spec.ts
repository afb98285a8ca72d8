import { expect, test } from '@playwright/test';
import navigation from '../../content/site/navigation.json' with { type: 'json' };
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import claims from '../../content/site/claims.json' with { type: 'json' };
import home from '../../content/site/home.json' with { type: 'json' };
import { contentEntries } from '../unit/site-content';
import { expandPaths } from '../../src/routes';
import { openPage, pageOfEachKind, waitForIsland } from './helpers';

// Read when a test runs, not when the file loads: `playwright test --list` works before a build.
const sizesOf = () => JSON.parse(readFileSync('.build/page-sizes.json', 'utf8')) as Array<{ path: string; css: number }>;

test.describe('islands', () => {
  test('a page runs one small script before interaction and loads React only for its islands, later', async ({ page }) => {
    const beforeLoad: string[] = [];
    const all: string[] = [];
    let loaded = false;
    page.on('load', () => (loaded = true));
    page.on('request', (request) => {
      if (request.resourceType() !== 'script') return;
      all.push(request.url());
      if (!loaded) beforeLoad.push(request.url());
    });
    await openPage(page, '/packages/colorectal-cancer');
    // The runtime at most: it is added once the page has painted, which may be after the load event.
    expect(beforeLoad.length).toBeLessThanOrEqual(1);
    for (const url of beforeLoad) expect(url).toMatch(/\/assets\/index-[\w-]+\.js$/);
    await expect.poll(() => all.filter((url) => /\/assets\/index-[\w-]+\.js$/.test(url))).toHaveLength(1);
    // The tabs woke when they came into view, and brought React with them.
    await waitForIsland(page, 'Tabs');
    expect(all.some((url) => /\/client-[\w-]+\.js$/.test(url))).toBe(true);
  });

  test('no page fetches any island code before its load event: only the runtime runs before interaction', async ({ context }) => {
    test.slow();
    // One page of each kind in the route table (the first entry of each collection), each in a tab of its own.
    const paths = expandPaths((collection) => readdirSync(`content/${collection}`).slice(0, 1).map((file) => file.replace(/\.(mdx|json)$/, '')));
    const early: string[] = [];
    for (const path of paths) {
      const page = await context.newPage();
      await page.goto(path, { waitUntil: 'load' });
      // Scripts the page started fetching before its load event began, as the browser timed them.
      const scripts = await page.evaluate(() => {
        const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
        return performance
          .getEntriesByType('resource')
          .filter((entry) => entry.name.endsWith('.js') && entry.startTime < navigation!.loadEventStart)
          .map((entry) => new URL(entry.name).pathname);
      });
      early.push(...scripts.filter((url) => !/^\/assets\/index-[\w-]+\.js$/.test(url)).map((url) => `${path}: ${url}`));
      await page.close();
    }
    expect(early).toEqual([]);
  });

  test('the package tabs wake on the first touch, not when they scroll into view: a tap never waits behind React', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => request.resourceType() === 'script' && scripts.push(request.url()));
    await openPage(page, '/packages/colorectal-cancer');
    const tabsIsland = page.locator('island-root[data-island="Tabs"]');
    await tabsIsland.locator('> *').first().scrollIntoViewIfNeeded();
    await page.waitForLoadState('networkidle');
    expect(scripts.some((url) => /\/Tabs-/.test(url))).toBe(false);
    await expect(tabsIsland).not.toHaveAttribute('data-live');
    const tab = tabsIsland.getByRole('tab').nth(1);
    await tab.click();
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    await expect(tabsIsland).toHaveAttribute('data-live', '');
    expect(scripts.some((url) => /\/Tabs-/.test(url))).toBe(true);
  });

  test('a tap on a package tab before its island is live switches the panel at once, and the island keeps that tab', async ({ page }) => {
    // Hold the tabs' code back, so the tap surely comes first.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/Tabs-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/packages/colorectal-cancer');
    const island = page.locator('island-root[data-island="Tabs"]');
    const tabs = island.getByRole('tab');
    const last = tabs.last();
    const name = (await last.textContent())!;
    await last.click();
    await expect(last).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel', { name })).toBeVisible();
    await expect(island.getByRole('tabpanel')).toHaveCount(1);
    expect(await island.getAttribute('data-live')).toBeNull();

    release();
    await expect(island).toHaveAttribute('data-live', '');
    await expect(last).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel', { name })).toBeVisible();
    // Live, the tabs go on from where the visitor left them.
    await last.press('ArrowLeft');
    await expect(tabs.nth((await tabs.count()) - 2)).toHaveAttribute('aria-selected', 'true');
  });

  test('the first paint waits for neither the runtime nor the whole stylesheet: the runtime is asked for only after the page is painted, the stylesheet not before an island wakes', async ({ page }) => {
    // When the runtime's script is added, beside when the first contentful paint was on screen.
    await page.addInitScript(() => {
      new MutationObserver((changes, observer) => {
        for (const change of changes)
          for (const node of change.addedNodes)
            if (node instanceof HTMLScriptElement && /\/assets\/index-/.test(node.src)) {
              (window as unknown as { runtimeAddedAt: number }).runtimeAddedAt = performance.now();
              observer.disconnect();
            }
      }).observe(document, { childList: true, subtree: true });
    });
    for (const path of ['/', '/packages/colorectal-cancer', '/blog']) {
      // Neither ever arrives: the page paints all the same.
      const asked: string[] = [];
      await page.route(/\/assets\/index-[\w-]+\.(js|css)$/, (route) => {
        asked.push(route.request().url());
      });
      await page.goto(path, { waitUntil: 'commit' });
      await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // The runtime is asked for all the same, after the paint; the whole stylesheet waits for an island to wake.
      await expect.poll(() => asked.filter((url) => url.endsWith('.js')).length, path).toBe(1);
      expect(asked.filter((url) => url.endsWith('.css')), path).toEqual([]);
      // Not merely two frames on, which can come before the paint is presented: a request that ends before it counts, for Lighthouse, as one the largest paint waited for.
      const { addedAt, paintedAt } = await page.evaluate(() => ({
        addedAt: (window as unknown as { runtimeAddedAt: number }).runtimeAddedAt,
        paintedAt: performance.getEntriesByName('first-contentful-paint')[0]!.startTime,
      }));
      expect(addedAt, path).toBeGreaterThanOrEqual(paintedAt);
      const html = await (await page.request.get(path)).text();
      const head = html.slice(0, html.indexOf('</head>'));
      expect(head, path).not.toMatch(/\/assets\/index-[\w-]+\.(js|css)/);
      await page.unrouteAll({ behavior: 'ignoreErrors' });
    }
  });

  test('a tap on a tab before the islands runtime has even loaded is answered by the page', async ({ page }) => {
    // Hold the runtime back: the page is painted, but no island code has run yet.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/packages/colorectal-cancer', { waitUntil: 'commit' });
    const tab = page.getByRole('tab').nth(1);
    const name = (await tab.textContent())!;
    await tab.click();
    await expect(page.getByRole('tabpanel', { name })).toBeVisible();
    release();
    await waitForIsland(page, 'Tabs');
    await expect(page.getByRole('tabpanel', { name })).toBeVisible();
  });

  test('an island whose code cannot load falls back to what it does without JavaScript', async ({ page }) => {
    await page.route(/\/assets\/Tabs-[\w-]+\.js$/, (route) => route.abort());
    await page.goto('/packages/colorectal-cancer');
    const island = page.locator('island-root[data-island="Tabs"]');
    await island.getByRole('tab').first().focus();
    await expect(island).toHaveAttribute('data-failed', '');
    // Every panel shows, each under its own heading.
    for (const panel of await island.getByRole('tabpanel', { includeHidden: true }).all()) await expect(panel).toBeVisible();
  });

  test('the site menu island wakes on the first touch of the menu, not before: a page with no other island loads no React', async ({ page, isMobile }) => {
    const scripts: string[] = [];
    page.on('request', (request) => request.resourceType() === 'script' && scripts.push(request.url()));
    await openPage(page, '/privacy');
    const island = page.locator('island-root[data-island="SiteMenu"]');
    expect(await island.getAttribute('data-live')).toBeNull();
    expect(scripts.some((url) => /\/client-[\w-]+\.js$/.test(url))).toBe(false);
    if (isMobile) await page.getByRole('button', { name: navigation.menu.title }).click();
    else await page.getByRole('navigation', { name: navigation.menu.label }).locator('summary').first().click();
    await expect(island).toHaveAttribute('data-live', '');
    expect(scripts.some((url) => /\/client-[\w-]+\.js$/.test(url))).toBe(true);
  });

  test('links are prefetched on hover by Speculation Rules, so the next page is already there', async ({ page, isMobile }) => {
    test.skip(isMobile, 'hover needs a pointer');
    await openPage(page, '/');
    const prefetched = page.waitForRequest((request) => request.url().endsWith('/packages') && /prefetch/.test(request.headers()['sec-purpose'] ?? ''));
    await page.getByRole('link', { name: home.heroActions.packages }).first().hover();
    await prefetched;
  });
});

test.describe('what a page sends', () => {
  test('every page carries the CSS its HTML uses inline, and links no stylesheet that blocks its first paint', async () => {
    // Read from the build's own files (what the server sends as is): the site has many pages, in every language.
    for (const { path } of sizesOf()) {
      // A page with an address starts with "/"; a not-found page is named by its file (404.html, ar/404.html).
      const file = path.startsWith('/') ? [`dist${path}/index.html`, `dist${path}.html`].find((name) => existsSync(name))! : `dist/${path}`;
      const html = readFileSync(file, 'utf8');
      const head = html.slice(0, html.indexOf('</head>'));
      expect(head, path).toContain('<style>');
      expect(html, path).not.toContain('rel="stylesheet"');
      // The whole stylesheet is named once, on the runtime's script, by the script last in <body> that adds it once the page has painted.
      expect([...html.matchAll(/\.dataset\.css="\/assets\/[^"]+\.css"/g)], path).toHaveLength(1);
      expect(html.indexOf('.dataset.css="/assets/'), path).toBeGreaterThan(html.lastIndexOf('</main>'));
    }
  });

  for (const path of pageOfEachKind)
    test(`${path}: the CSS the page inlines lays it out as the whole stylesheet does, so nothing moves when that arrives`, async ({ page }) => {
      // No script: the islands stay as the HTML left them, and the stylesheet is applied by hand.
      await page.route('**/*.js', (route) => route.abort());
      await page.goto(path);
      // Whatever else could move things first (a picture or a font still arriving) has arrived.
      await page.waitForLoadState('networkidle');
      await page.evaluate(() => document.fonts.ready);
      const boxes = () =>
        page.evaluate(() =>
          [...document.body.querySelectorAll('*')].map((element) => {
            const box = element.getBoundingClientRect();
            return `${element.tagName.toLowerCase()}.${element.getAttribute('class') ?? ''} ${Math.round(box.top + scrollY)} ${Math.round(box.left)} ${Math.round(box.width)}×${Math.round(box.height)}`;
          }),
        );
      const before = await boxes();
      await page.evaluate(
        () =>
          new Promise((resolve) => {
            const html = document.documentElement.outerHTML;
            const link = document.createElement('link');
            link.rel = 'stylesheet';
            link.href = /\.dataset\.css="([^"]+)"/.exec(html)![1];
            link.addEventListener('load', resolve);
            document.head.append(link);
          }),
      );
      const after = await boxes();
      expect(after.filter((box, index) => box !== before[index]).slice(0, 5), 'elements the whole stylesheet moves or resizes').toEqual([]);
    });

  test('the rest of the stylesheet is applied as the first island wakes, for what islands add later, and not before', async ({ page, request }) => {
    // A long page whose only island in view waits for a touch (the newsletter, which wakes when seen, is far below).
    const path = '/';
    const html = await (await request.get(path)).text();
    const inlined = /<style>([\s\S]*?)<\/style>/.exec(html)![1];
    const whole = await (await request.get(/\.dataset\.css="(\/assets\/[^"]+\.css)"/.exec(html)![1])).text();
    // A class the page itself does not use, as an island might add it later: its rule is not inlined.
    // Rules inside a media or feature query apply only at some sizes: leave them out.
    const unconditional = withoutConditionalBlocks(whole);
    const [, name, display] = [...unconditional.matchAll(/\.([a-z][\w-]*)\{display:(flex|grid|inline-flex|inline-block)\}/g)].find(([, name]) => !inlined.includes(`.${name}{`))!;
    await openPage(page, path);
    // Not applied merely because the page is idle (it would restyle the whole page in one long task)...
    await page.waitForTimeout(3000);
    await expect(page.locator('link[data-site-css]')).toHaveCount(0);
    // ...but as the first island wakes: every page has the header's menu.
    await page.locator('island-root[data-island="SiteMenu"]').dispatchEvent('focusin');
    await expect(page.locator('link[data-site-css]')).toHaveAttribute('rel', 'stylesheet');
    // The link turns into a stylesheet at once; the file itself may still be arriving.
    await expect.poll(() => page.evaluate((name) => {
      const element = document.body.appendChild(document.createElement('div'));
      element.className = name;
      const shown = getComputedStyle(element).display;
      element.remove();
      return shown;
    }, name)).toBe(display);
  });

  test('no script shipped to the browser holds site content: islands get only what they show, as props', async () => {
    const scripts = readdirSync('dist/assets').filter((file) => file.endsWith('.js'));
    const code = scripts.map((file) => readFileSync(`dist/assets/${file}`, 'utf8')).join('\n');
    const hospitals = contentEntries<{ name: string }>('hospitals');
    for (const hospital of hospitals) expect(code).not.toContain(hospital.name);
    for (const claim of claims.claims) expect(code).not.toContain(claim.meaning);
  });
});

/** The stylesheet without its `@media` and `@supports` blocks (each removed with everything it holds). */
function withoutConditionalBlocks(css: string): string {
  const query = /@(?:media|supports)\b/g;
  let out = '';
  let index = 0;
  for (let match = query.exec(css); match; match = query.exec(css)) {
    out += css.slice(index, match.index);
    let depth = 0;
    let at = css.indexOf('{', match.index);
    for (; at < css.length; at++) {
      if (css[at] === '{') depth++;
      else if (css[at] === '}' && --depth === 0) break;
    }
    index = query.lastIndex = at + 1;
  }
  return out + css.slice(index);
}
