import { expect, test } from '@playwright/test';
import { openHydrated, pagePaths, watchConsole } from './helpers';

test.describe('every route', () => {
  for (const path of pagePaths) {
    test(`${path} answers with its own page, hydrates cleanly and has its own title and description`, async ({ page }) => {
      const console = watchConsole(page);
      const response = await openHydrated(page, path);
      expect(response?.status()).toBe(200);
      await expect(page.locator('h1').first()).toBeVisible();
      await expect(page).toHaveTitle(/\S/);
      const description = await page.locator('head meta[name="description"]').getAttribute('content');
      expect(description?.length).toBeGreaterThan(20);
      expect(await page.locator('head title').count()).toBe(1);
      expect(console.problems).toEqual([]);
    });
  }

  test('titles are unique across pages', async ({ request }) => {
    const titles = new Map<string, string>();
    for (const path of pagePaths) {
      const html = await (await request.get(path)).text();
      const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
      expect(titles.get(title), `${path} repeats the title of ${titles.get(title)}`).toBeUndefined();
      titles.set(title, path);
    }
  });
});
