import { expect, test } from '@playwright/test';
import { languages } from '../../src/generated/languages';
import { pageStatuses } from '../../src/generated/page-statuses';

// A right-to-left language some pages are translated into, and the first of them (the English page offers it).
const [source] = languages;
const offered = languages.find((language) => language !== source && language.direction === 'rtl' && (pageStatuses[language.tag]?.translated.length ?? 0) > 0)!;
const path = pageStatuses[offered.tag].translated[0];
const inOffered = path === '/' ? `/${offered.tag}` : `/${offered.tag}${path}`;

test.use({ locale: offered.locale });

test.describe(`the offer of ${offered.tag} on an English page, to a browser preferring it`, () => {
  test('appears without moving anything on the page, offers the translation, and closes from the keyboard', async ({ page }) => {
    // Where the page's parts are once its document is parsed, before the runtime that shows the offer
    // runs (it is added two frames after the first paint), and every shift of the layout from then on.
    await page.addInitScript(() => {
      const record = window as unknown as { shifts: number[]; before: number[] };
      record.shifts = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as Array<{ value: number; hadRecentInput: boolean }>) if (!entry.hadRecentInput) record.shifts.push(entry.value);
      }).observe({ type: 'layout-shift', buffered: true });
      addEventListener('DOMContentLoaded', () => {
        record.before = [...document.querySelectorAll('main, main > *, footer')].map((element) => element.getBoundingClientRect().top + scrollY);
      });
    });
    const positions = () => page.evaluate(() => [...document.querySelectorAll('main, main > *, footer')].map((element) => element.getBoundingClientRect().top + scrollY));

    await page.goto(path);
    const offer = page.locator(`[data-offer="${offered.tag}"]`);
    await expect(offer).toBeVisible();
    const link = offer.getByRole('link');
    await expect(link).toHaveAttribute('href', inOffered);
    await expect(link).toHaveAttribute('hreflang', offered.locale);
    await expect(offer).toHaveAttribute('dir', offered.direction);

    // Nothing below it moved: every part of the page is where it was before the offer showed.
    const before = await page.evaluate(() => (window as unknown as { before: number[] }).before);
    expect(before.length).toBeGreaterThan(1);
    expect(await positions()).toEqual(before);
    expect(await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts)).toEqual([]);

    // Mirrored: the button that closes it sits at the end of the line, on the left in a right-to-left language.
    const close = offer.getByRole('button');
    const [linkBox, closeBox] = [(await link.boundingBox())!, (await close.boundingBox())!];
    if (offered.direction === 'rtl') expect(closeBox.x + closeBox.width).toBeLessThanOrEqual(linkBox.x);
    else expect(closeBox.x).toBeGreaterThanOrEqual(linkBox.x + linkBox.width);

    // The keyboard reaches it from the link, and Enter on its button closes it; still nothing moves.
    await link.focus();
    await page.keyboard.press('Tab');
    await expect(close).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(offer).toBeHidden();
    expect(await positions()).toEqual(before);
  });
});
