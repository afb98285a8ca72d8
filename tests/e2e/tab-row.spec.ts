import { expect, test } from '@playwright/test';
import { pagePaths, waitForIsland } from './helpers';

const packagePages = pagePaths.filter((path) => path.startsWith('/packages/'));

test.describe('package tabs on a phone', () => {
  test.skip(({ isMobile }) => !isMobile, 'phone widths only');

  for (const width of [320, 390]) {
    test(`stay on one row at ${width} px, and each tab can be reached and seen whole`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      for (const path of packagePages) {
        await page.goto(path);
        await waitForIsland(page, 'Tabs');
        const tablist = page.getByRole('tablist').first();
        const tabs = tablist.getByRole('tab');
        const tops = await tabs.evaluateAll((elements) => elements.map((element) => Math.round(element.getBoundingClientRect().top)));
        expect(new Set(tops).size, `${path}: tabs at tops ${tops.join(', ')}`).toBe(1);
        // The last tab, chosen with the keyboard, scrolls into the row and shows whole.
        await tabs.first().focus();
        await page.keyboard.press('End');
        const last = tabs.last();
        await expect(last).toBeFocused();
        await expect(last).toHaveAttribute('aria-selected', 'true');
        // Whole (to the pixel): not clipped by the row's edge, which the observer counts.
        await expect(last, path).toBeInViewport({ ratio: 0.99 });
        expect(await page.evaluate(() => document.documentElement.scrollWidth), `${path} scrolls sideways`).toBeLessThanOrEqual(width);
      }
    });
  }
});
