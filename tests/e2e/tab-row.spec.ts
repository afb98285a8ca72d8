import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { fileForPath } from '../../scripts/render-pages';
import { pagePaths, phoneOnly, waitForIsland } from './helpers';

/** The pages whose built HTML holds tabs: every package page, the package list, resources (read when a test runs, so the specs list before a build). */
const pagesWithTabsOf = () => pagePaths.filter((path) => readFileSync(fileForPath('dist', path), 'utf8').includes('data-island="Tabs"'));

test.describe('tabs on a phone', phoneOnly, () => {

  test('the package pages, the package list and resources have tabs', () => {
    expect(pagesWithTabsOf()).toEqual(expect.arrayContaining(['/packages', ...pagePaths.filter((path) => path.startsWith('/packages/'))]));
  });

  for (const width of [320, 390]) {
    test(`stay on one row at ${width} px, and each tab can be reached and seen whole`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      for (const path of pagesWithTabsOf()) {
        await page.goto(path);
        const tablists = page.getByRole('tablist');
        for (let index = 0; index < (await page.locator('island-root[data-island="Tabs"]').count()); index++) {
          await waitForIsland(page, 'Tabs', index);
          const tabs = tablists.nth(index).getByRole('tab');
          const tops = await tabs.evaluateAll((elements) => elements.map((element) => Math.round(element.getBoundingClientRect().top)));
          expect(new Set(tops).size, `${path}, tab list ${index + 1}: tabs at tops ${tops.join(', ')}`).toBe(1);
          // The last tab, chosen with the keyboard, scrolls into the row and shows whole.
          await tabs.first().focus();
          await page.keyboard.press('End');
          const last = tabs.last();
          await expect(last).toBeFocused();
          await expect(last).toHaveAttribute('aria-selected', 'true');
          // Whole (to the pixel): not clipped by the row's edge, which the observer counts.
          await expect(last, `${path}, tab list ${index + 1}`).toBeInViewport({ ratio: 0.99 });
        }
        expect(await page.evaluate(() => document.documentElement.scrollWidth), `${path} scrolls sideways`).toBeLessThanOrEqual(width);
      }
    });
  }
});
