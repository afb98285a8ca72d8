import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { pageRoutes } from '../../src/routes';
import { canonicalElsewhere, once, openPage, pageOfEachKind, pagePaths, watchConsole } from './helpers';

test.describe('every route', () => {
  // Every page at the desktop size; a page of each kind at the phone size too, where islands wake
  // by the template's layout and media queries, the same for every page of a kind.
  for (const path of pagePaths) {
    test(`${path} answers with its own page, hydrates cleanly and has its own title and description`, pageOfEachKind.includes(path) ? {} : once, async ({ page }) => {
      const console = watchConsole(page);
      const response = await openPage(page, path);
      expect(response?.status()).toBe(200);
      await expect(page.locator('h1').first()).toBeVisible();
      await expect(page).toHaveTitle(/\S/);
      const description = await page.locator('head meta[name="description"]').getAttribute('content');
      expect(description?.length).toBeGreaterThan(20);
      expect(await page.locator('head title').count()).toBe(1);
      expect(console.problems).toEqual([]);
    });
  }

  test('titles are unique across pages', once, async ({ request }) => {
    const titles = new Map<string, string>();
    // A page that names another as its canonical shows that page's content, title included.
    for (const path of pagePaths.filter((path) => !canonicalElsewhere(path))) {
      const html = await (await request.get(path)).text();
      const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
      expect(titles.get(title), `${path} repeats the title of ${titles.get(title)}`).toBeUndefined();
      titles.set(title, path);
    }
  });
});

test.describe('files for search engines', once, () => {
  test('sitemap.xml lists the public pages and leaves out demo portals and redirects', async ({ request }) => {
    const xml = await (await request.get('/sitemap.xml')).text();
    expect(xml).toContain('/packages/colorectal-cancer</loc>');
    expect(xml).toContain('/privacy</loc>');
    expect(xml).not.toContain('/patient-dashboard</loc>');
    expect(xml).not.toContain('/packages/fistula-repair</loc>');
  });

  test('demo portals say noindex in their head', async ({ request }) => {
    const html = await (await request.get('/coordinator-dashboard')).text();
    expect(html).toMatch(/<head>[\s\S]*<meta name="robots" content="noindex"\/>[\s\S]*<\/head>/);
  });

  test('the server compresses text and caches hashed assets for a year', async ({ request }) => {
    const page = await request.get('/packages', { headers: { 'Accept-Encoding': 'br' } });
    expect(page.headers()['content-encoding']).toBe('br');
    const html = await page.text();
    const asset = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    const response = await request.get(asset!);
    expect(response.headers()['cache-control']).toContain('immutable');
  });
});

test.describe('security headers', once, () => {
  test('every page is served with the policy the build wrote for static hosts, and the policy is enforced', async ({ page, request }) => {
    const written = readFileSync('dist/_headers', 'utf8');
    const policy = /Content-Security-Policy: (.+)/.exec(written)![1];
    for (const path of ['/', '/packages/colorectal-cancer', '/no-such-page']) {
      const headers = (await request.get(path)).headers();
      expect(headers['content-security-policy']).toBe(policy);
      expect(headers['x-frame-options']).toBe('DENY');
      expect(headers['strict-transport-security']).toContain('max-age=');
    }
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
    await openPage(page, '/');
    // A script the build did not hash must not run.
    await expect(page.addScriptTag({ content: 'window.injected = true' })).rejects.toThrow();
    expect(await page.evaluate(() => (window as { injected?: boolean }).injected)).toBeUndefined();
  });
});

test.describe('the sitemap page', once, () => {
  test('links every page of the route table that search engines may list', async ({ page }) => {
    await openPage(page, '/sitemap');
    const main = page.locator('main');
    // Listing pages (the blog's category and grid pages) are linked from the blog itself.
    for (const route of pageRoutes.filter((route) => !route.entries && !route.listing && !route.noindex && route.path !== '/' && route.path !== '/sitemap'))
      await expect(main.locator(`a[href="${route.path}"]`).first(), route.path).toBeAttached();
  });
});
