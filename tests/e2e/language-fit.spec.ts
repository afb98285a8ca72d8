import { expect, test } from '@playwright/test';
import { openPage } from './helpers';
import { readdirSync } from 'node:fs';
import { hospitals } from '../../src/generated/hospitals';
import { languages } from '../../src/generated/languages';
import { packagesInOrder } from '../../src/lib/packages';
import { pathInLanguage } from '../../src/lib/page-language';
import { pathTo } from '../../src/routes';

const [source, ...translated] = languages;

/** An article translated into every language (a language's blog shows its translated articles only). */
const article = readdirSync('content/blog')
  .map((file) => file.replace(/\.mdx$/, ''))
  .find((id) => translated.every(({ tag }) => readdirSync(`content/${tag}/blog`).includes(`${id}.mdx`)))!;

// One page of each kind a patient reads on a phone, from content: the home page, a package, a hospital, the blog and an article, the request form.
const paths = [
  pathTo('/'),
  pathTo('/packages/:id', { id: packagesInOrder()[0].id }),
  pathTo('/hospital/:hospitalId', { hospitalId: hospitals[0].id }),
  pathTo('/blog'),
  pathTo('/blog/:id', { id: article }),
  pathTo('/coordinator-connect'),
];

test.describe('translated pages fit a phone: their longer words neither run off the screen nor are cut off', () => {
  test.skip(({ isMobile }) => isMobile, 'widths are set one by one');

  for (const { tag } of translated)
    for (const width of [320, 390])
      test(`in ${tag} at ${width} px`, async ({ page }) => {
        await page.setViewportSize({ width, height: 800 });
        for (const path of paths) {
          await openPage(page, pathInLanguage(path, tag, source.tag));
          const problems = await page.evaluate(() => {
            const found: string[] = [];
            const width = document.documentElement.clientWidth;
            if (document.documentElement.scrollWidth > width) found.push(`the page scrolls sideways: ${document.documentElement.scrollWidth} px wide`);
            const named = (element: Element) => `<${element.tagName.toLowerCase()}> "${(element.textContent ?? '').trim().slice(0, 40)}"`;
            // A row meant to scroll (the tabs, a table) holds its overflow: its own words are what it scrolls to.
            const scrolls = (element: Element) => ['auto', 'scroll'].includes(getComputedStyle(element).overflowX);
            for (const element of document.querySelectorAll('body *')) {
              if (!element.checkVisibility() || element.closest('[class*="sr-only"]')) continue;
              let ancestor = element.parentElement;
              while (ancestor && !scrolls(ancestor)) ancestor = ancestor.parentElement;
              if (ancestor) continue;
              const box = element.getBoundingClientRect();
              const style = getComputedStyle(element);
              if (box.width > 0 && style.position !== 'fixed' && (box.right > width + 0.5 || box.left < -0.5)) found.push(`${named(element)} reaches ${Math.round(box.left)}–${Math.round(box.right)}, off a ${width} px screen`);
              const ownText = [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim());
              if (!ownText || style.display === 'inline') continue;
              // Words wider than their box: they spill over what is beside them, or are cut off where the box hides its overflow.
              if (element.scrollWidth > element.clientWidth + 1 && element.clientWidth > 0) found.push(`${named(element)} is ${element.scrollWidth} px of words in a ${element.clientWidth} px box`);
              if (['hidden', 'clip'].includes(style.overflowY) && element.scrollHeight > element.clientHeight + 1) found.push(`${named(element)} is cut off below`);
            }
            return found;
          });
          expect(problems, pathInLanguage(path, tag, source.tag)).toEqual([]);
        }
      });
});
