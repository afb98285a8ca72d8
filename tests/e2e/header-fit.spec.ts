import { expect, test } from '@playwright/test';
import { openPage } from './helpers';
import { languages } from '../../src/generated/languages';
import { pathInLanguage } from '../../src/lib/page-language';

const [source, ...translated] = languages;
// Every width in the source language; in the others (whose words run longer or shorter), the narrowest phone and the widths where the full menu shows.
const cases = [
  ...[320, 360, 390, 640, 768, 1024, 1100, 1280].map((width) => ({ width, tag: source.tag })),
  ...translated.flatMap((language) => [320, 1024, 1280].map((width) => ({ width, tag: language.tag }))),
];

test.describe('the header fits at every width', () => {
  test.skip(({ isMobile }) => isMobile, 'widths are set one by one');

  for (const { width, tag } of cases) {
    test(`in ${tag} at ${width} px the site name, the menu and the buttons neither overlap nor leave the page's column`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await openPage(page, pathInLanguage('/', tag, source.tag));
      const problems = await page.getByRole('banner').evaluate((header) => {
        // The column every page's content keeps to: the header's own container, less its padding.
        const column = header.querySelector<HTMLElement>(':scope > div')!;
        const style = getComputedStyle(column);
        const box = column.getBoundingClientRect();
        const [start, end] = [box.left + parseFloat(style.paddingLeft), box.right - parseFloat(style.paddingRight)];
        // Each item's box as drawn: for a link or button, the union of its text and its own box (text that overflows its box counts).
        const items = [...header.querySelectorAll<HTMLElement>(':scope a[href], :scope button, :scope summary')]
          .filter((element) => element.checkVisibility() && element.getBoundingClientRect().width > 0)
          .filter((element) => !element.parentElement?.closest('a, button, summary'))
          .map((element) => {
            const boxes = [element.getBoundingClientRect()];
            const texts = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
            for (let text = texts.nextNode(); text; text = texts.nextNode()) {
              // Words kept for screen readers only (sr-only: clipped to nothing) are not drawn, wherever they would run.
              if (getComputedStyle(text.parentElement!).clipPath !== 'none') continue;
              const range = document.createRange();
              range.selectNodeContents(text);
              boxes.push(...[...range.getClientRects()].filter((rect) => rect.width > 0));
            }
            return {
              name: (element.getAttribute('aria-label') ?? element.textContent ?? '').trim(),
              left: Math.min(...boxes.map((box) => box.left)),
              right: Math.max(...boxes.map((box) => box.right)),
              top: Math.min(...boxes.map((box) => box.top)),
              bottom: Math.max(...boxes.map((box) => box.bottom)),
            };
          })
          // The skip link is drawn only when focused.
          .filter((item) => item.right - item.left > 2);
        const found: string[] = [];
        for (const [index, item] of items.entries()) {
          if (item.left < start - 0.5 || item.right > end + 0.5) found.push(`"${item.name}" reaches ${Math.round(item.left)}–${Math.round(item.right)}, past the column ${Math.round(start)}–${Math.round(end)}`);
          for (const other of items.slice(index + 1))
            if (item.left < other.right - 0.5 && other.left < item.right - 0.5 && item.top < other.bottom - 0.5 && other.top < item.bottom - 0.5)
              found.push(`"${item.name}" overlaps "${other.name}"`);
        }
        return found;
      });
      expect(problems).toEqual([]);
    });
  }
});
