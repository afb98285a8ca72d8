import { expect, type Page } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import { expandPaths, routeForPath } from '../../src/routes';
import { plural, type PluralForms } from '../../src/lib/plural';
import { bestRating } from '../../src/content/schemas/rating';

/**
 * Every pre-rendered page address, from the route table and the entry files under content/ (each
 * collection's folder has its name), so the specs can be listed before anything is built.
 */
export const pagePaths = expandPaths((collection) => readdirSync(`content/${collection}`).map((file) => file.replace(/\.(mdx|json)$/, '')));

/** One address of each kind of page (each template), the first of `pagePaths` that has it. */
export const pageOfEachKind = [...new Set(pagePaths.map((path) => routeForPath(path)!.template))].map((template) => pagePaths.find((path) => routeForPath(path)!.template === template)!);

/**
 * Where a test runs (the projects of playwright.config.ts). Untagged, at the phone and the desktop
 * size. `once` when what it checks has no size (a server's answer, stored data, the HTML, form
 * logic, the other pages of a kind whose sample runs at both sizes): at the desktop size only.
 * `phoneOnly` and `desktopOnly` when its subject is that size (the drawer, the mega-menu).
 */
export const once = { tag: '@once' };
export const phoneOnly = { tag: '@phone' };
export const desktopOnly = { tag: '@desktop' };

/** Collects console errors, page errors and any hydration complaint while a test runs. */
export function watchConsole(page: Page): { problems: string[]; warnings: string[] } {
  const problems: string[] = [];
  const warnings: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (message.type() === 'error' || /hydrat|did not match/i.test(text)) problems.push(`${message.type()}: ${text}`);
    else if (message.type() === 'warning') warnings.push(text);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return { problems, warnings };
}

/**
 * Opens a page and waits until every island that wakes without input (with the page or when the
 * browser is idle, at this viewport) says it is live.
 */
export async function openPage(page: Page, path: string) {
  const response = await page.goto(path);
  await page.waitForFunction(() =>
    [...document.querySelectorAll<HTMLElement>('island-root')]
      .filter((island) => ['load', 'idle'].includes(island.dataset.when ?? '') && (!island.dataset.media || matchMedia(island.dataset.media).matches))
      .every((island) => island.hasAttribute('data-live')),
  );
  return response;
}

/**
 * Scrolls an island into view (which wakes one that waits to be seen), focuses its first control
 * when it waits for a touch (a visitor's Tab would), and waits until it is live.
 */
export async function waitForIsland(page: Page, name: string, index = 0) {
  const island = page.locator(`island-root[data-island="${name}"]`).nth(index);
  await island.locator('> *').first().scrollIntoViewIfNeeded();
  if ((await island.getAttribute('data-when')) === 'interaction') await island.locator('[tabindex="0"], button, a[href], input, select').first().focus();
  await expect(island).toHaveAttribute('data-live', '');
}

/** Waits until the site menu's island is live: it wakes on the first touch, key or focus in the menu or on its button. */
export async function menuLive(page: Page) {
  await expect(page.locator('island-root[data-island="SiteMenu"]')).toHaveAttribute('data-live', '');
}

/**
 * The built page's canonical address when it names another page: a page that shows another's
 * content (/hospital shows the featured hospital) and says so, so search engines count it once.
 */
export function canonicalElsewhere(path: string): string | null {
  const html = readFileSync(path === '/' ? 'dist/index.html' : `dist${path}/index.html`, 'utf8');
  const href = /<link rel="canonical" href="https?:\/\/[^/"]+([^"]*)"/.exec(html)?.[1];
  return href !== undefined && href !== path ? href : null;
}

const ratingWords = (JSON.parse(readFileSync('content/site/common.json', 'utf8')) as { rating: Record<'hospital' | 'surgeon' | 'package', string> & { ratings: PluralForms } }).rating;

/** A rating as the page words it, from content: what it rates, the stars to one decimal and how many ratings. */
export function ratingText(subject: 'hospital' | 'surgeon' | 'package', rating: number, count: number): string {
  const ratings = plural(ratingWords.ratings, count, 'en-GB').replace('{count}', count.toLocaleString('en-US'));
  return ratingWords[subject].replace('{rating}', rating.toFixed(1)).replace('{best}', String(bestRating)).replace('{ratings}', ratings);
}
