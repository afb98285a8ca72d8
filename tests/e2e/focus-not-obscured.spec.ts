import { expect, test, type Page } from '@playwright/test';
import { openPage, pagePaths } from './helpers';

/** Long pages of each kind: home, a package, an article. */
const longPages = ['/', pagePaths.find((path) => path.startsWith('/packages/'))!, pagePaths.find((path) => path.startsWith('/blog/'))!];

/**
 * How the focused element sits against the sticky header: null when it is in the header, or fixed
 * above it (the skip link), or when nothing is focused; else its top and bottom and the header's bottom.
 */
function focusedBox(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return null;
    const header = document.querySelector('body > header, header.sticky')!;
    if (header.contains(element) || getComputedStyle(element).position === 'fixed') return null;
    const box = element.getBoundingClientRect();
    return {
      name: `${element.localName}${element.id ? `#${element.id}` : ''} "${(element.textContent ?? '').trim().slice(0, 40)}"`,
      top: box.top,
      bottom: box.bottom,
      headerBottom: header.getBoundingClientRect().bottom,
      viewport: innerHeight,
    };
  });
}

test.describe('focus is never hidden behind the sticky header', () => {
  for (const path of longPages) {
    test(`tabbing through ${path} and back, every focused element shows whole below the header`, async ({ page }) => {
      await openPage(page, path);
      const hidden: string[] = [];
      // Forward, the page scrolls elements up from below; backward (Shift+Tab), down from above,
      // towards the header: that is the way a missing scroll-padding shows.
      for (const key of ['Tab', 'Shift+Tab']) {
        let visited = 0;
        for (let step = 0; step < 250; step++) {
          await page.keyboard.press(key);
          const box = await focusedBox(page);
          if (!box) {
            if (step > 5 && (await page.evaluate(() => document.activeElement === document.body))) break;
            continue;
          }
          visited++;
          const fitsBelowHeader = box.bottom - box.top <= box.viewport - box.headerBottom;
          if (box.top < box.headerBottom - 0.5 || (fitsBelowHeader && box.bottom > box.viewport + 0.5))
            hidden.push(`${key}: ${box.name} at ${Math.round(box.top)}–${Math.round(box.bottom)}, header ends at ${Math.round(box.headerBottom)}, window at ${box.viewport}`);
        }
        expect(visited, `elements reached with ${key}`).toBeGreaterThan(10);
      }
      expect(hidden).toEqual([]);
    });

    test(`on ${path}, a #fragment to each section brings it to rest below the header`, async ({ page }) => {
      await openPage(page, path);
      const ids = await page.locator('main [id]').evaluateAll((elements) => elements.filter((element) => element.localName === 'section' || /^H[2-3]$/.test(element.tagName)).map((element) => element.id));
      expect(ids.length, 'sections with an id').toBeGreaterThan(0);
      const hidden: string[] = [];
      for (const id of ids) {
        await page.evaluate(() => scrollTo(0, 0));
        await page.evaluate((target) => (location.hash = target), id);
        // A target in a closed tab shows once the tabs island has opened its panel.
        const place = () =>
          page.evaluate((target) => {
            const box = document.getElementById(target)!.getBoundingClientRect();
            return { top: box.top, shown: box.height > 0, headerBottom: document.querySelector('header')!.getBoundingClientRect().bottom };
          }, id);
        await expect.poll(async () => (await place()).shown, { message: `#${id} shows` }).toBe(true);
        const { top, headerBottom } = await place();
        if (top < headerBottom - 0.5) hidden.push(`#${id} at ${Math.round(top)}, under the header that ends at ${Math.round(headerBottom)}`);
      }
      expect(hidden).toEqual([]);
    });
  }
});
