import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { once } from './helpers';

/** The Cache-Control the build wrote to dist/_headers for hashed assets (read when a test runs, so the specs list before a build). */
const assetCachingOf = () => /\/assets\/\*\n {2}Cache-Control: (.+)/.exec(readFileSync('dist/_headers', 'utf8'))?.[1];

test.describe('caching on the project server', once, () => {
  // Headers do not depend on the viewport: once.

  test('hashed assets are kept a year without asking, as dist/_headers says', async ({ request }) => {
    const assetCaching = assetCachingOf();
    expect(assetCaching).toBe('public, max-age=31536000, immutable');
    const html = await (await request.get('/coordinator-connect')).text();
    const assets = new Set(html.match(/\/assets\/[^"\s]+/g));
    expect(assets.size).toBeGreaterThan(3);
    for (const asset of assets) expect((await request.get(asset)).headers()['cache-control'], asset).toBe(assetCaching);
  });

  test('pages, the not-found page and files that keep their name are checked with the server on every use', async ({ request }) => {
    for (const path of ['/', '/packages/colorectal-cancer', '/no-such-page', '/favicon.svg', '/sitemap.xml', '/robots.txt'])
      expect((await request.get(path)).headers()['cache-control'], path).toBe('no-cache');
  });
});
