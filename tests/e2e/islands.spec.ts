import { expect, test } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import claims from '../../content/site/claims.json' with { type: 'json' };
import { contentEntries } from '../unit/site-content';
import { openPage, waitForIsland } from './helpers';

const sizes = JSON.parse(readFileSync('.build/page-sizes.json', 'utf8')) as Array<{ path: string; cssInlined: boolean }>;

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
    await openPage(page, '/privacy');
    expect(beforeLoad).toHaveLength(1);
    expect(beforeLoad[0]).toMatch(/\/assets\/index-[\w-]+\.js$/);
    // The menu island woke when the browser was idle, and brought React with it.
    expect(all.some((url) => /\/client-[\w-]+\.js$/.test(url))).toBe(true);
  });

  test('the package tabs wake only when they scroll into view', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => request.resourceType() === 'script' && scripts.push(request.url()));
    await openPage(page, '/packages/colorectal-cancer');
    const tabsIsland = page.locator('island-root[data-island="Tabs"]');
    const belowTheFold = await tabsIsland.evaluate((island) => island.firstElementChild!.getBoundingClientRect().top > window.innerHeight + 200);
    test.skip(!belowTheFold, 'the tabs are in view at this size');
    expect(scripts.some((url) => /\/Tabs-/.test(url))).toBe(false);
    await expect(tabsIsland).not.toHaveAttribute('data-live');
    await waitForIsland(page, 'Tabs');
    expect(scripts.some((url) => /\/Tabs-/.test(url))).toBe(true);
  });

  test('a tap on Menu before its island is live is kept and opens the drawer once it is', async ({ page, isMobile }) => {
    test.skip(!isMobile, 'phone viewport only');
    // Hold the menu's code back, so the tap surely comes first.
    await page.route(/\/assets\/MobileMenu-[\w-]+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await page.goto('/');
    const island = page.locator('island-root[data-island="MobileMenu"]');
    await page.getByRole('button', { name: 'Menu' }).click();
    expect(await island.getAttribute('data-live')).toBeNull();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    await expect(island).toHaveAttribute('data-live', '');
  });

  test('a tap on Menu before the islands runtime has even loaded is kept by the page and opens the drawer', async ({ page, isMobile }) => {
    test.skip(!isMobile, 'phone viewport only');
    // Hold the runtime back: the page is painted, but no island code has run yet.
    await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await page.goto('/', { waitUntil: 'commit' });
    const menu = page.getByRole('button', { name: 'Menu' });
    await menu.click();
    expect(await page.evaluate(() => (window as { __taps?: unknown[] }).__taps?.length)).toBe(1);
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
  });

  test('an island whose code cannot load falls back to what it does without JavaScript', async ({ page, isMobile }) => {
    test.skip(!isMobile, 'phone viewport only');
    await page.route(/\/assets\/MobileMenu-[\w-]+\.js$/, (route) => route.abort());
    await page.goto('/');
    await expect(page.locator('island-root[data-island="MobileMenu"]')).toHaveAttribute('data-failed', '');
    await page.getByRole('link', { name: 'Menu' }).click();
    await expect(page).toHaveURL(/\/sitemap$/);
  });

  test('the mega-menu wakes only at desktop widths and the phone menu only below them', async ({ page, isMobile }) => {
    await openPage(page, '/');
    const mega = page.locator('island-root[data-island="MegaMenu"]');
    const phone = page.locator('island-root[data-island="MobileMenu"]');
    await expect(isMobile ? phone : mega).toHaveAttribute('data-live', '');
    expect(await (isMobile ? mega : phone).getAttribute('data-live')).toBeNull();
  });

  test('links are prefetched on hover by Speculation Rules, so the next page is already there', async ({ page, isMobile }) => {
    test.skip(isMobile, 'hover needs a pointer');
    await openPage(page, '/');
    const prefetched = page.waitForRequest((request) => request.url().endsWith('/packages') && /prefetch/.test(request.headers()['sec-purpose'] ?? ''));
    await page.getByRole('link', { name: 'View Surgery Packages' }).first().hover();
    await prefetched;
  });
});

test.describe('what a page sends', () => {
  test('a small page carries its CSS inline; a large one links the stylesheet first in <head>', async ({ request }) => {
    const small = sizes.find((size) => size.cssInlined)!;
    const smallHtml = await (await request.get(small.path)).text();
    expect(smallHtml).toContain('<style>');
    expect(smallHtml).not.toContain('rel="stylesheet"');
    const large = sizes.find((size) => !size.cssInlined);
    test.skip(!large, 'every page fits its first round trip');
    const largeHtml = await (await request.get(large!.path === '404.html' ? '/no-such-page' : large!.path)).text();
    const head = largeHtml.slice(0, largeHtml.indexOf('</head>'));
    expect(head).not.toContain('<style>');
    expect(head.indexOf('rel="stylesheet"')).toBeLessThan(head.search(/<(?:script|link rel="(?:icon|canonical|preload)")/));
  });

  test('no script shipped to the browser holds site content: islands get only what they show, as props', async () => {
    const scripts = readdirSync('dist/assets').filter((file) => file.endsWith('.js'));
    const code = scripts.map((file) => readFileSync(`dist/assets/${file}`, 'utf8')).join('\n');
    const hospitals = contentEntries<{ name: string }>('hospitals');
    for (const hospital of hospitals) expect(code).not.toContain(hospital.name);
    for (const claim of claims.claims) expect(code).not.toContain(claim.meaning);
  });
});
