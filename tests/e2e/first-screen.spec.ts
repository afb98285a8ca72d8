import { expect, test } from '@playwright/test';
import { existsSync, readFileSync } from 'node:fs';
import { languages } from '../../src/generated/languages';
import paths from '../../src/generated/paths.json' with { type: 'json' };
import { foldAttribute } from '../../src/lib/first-screen';
import { routeForPath } from '../../src/routes';
import { firstScreenViewports } from '../../scripts/page-budgets';

const fileOf = (path: string) => (path === '/' ? 'dist/index.html' : `dist${path}/index.html`);
const inLanguage = (tag: string, path: string) => (tag === languages[0].tag ? path : path === '/' ? `/${tag}` : `/${tag}${path}`);

/**
 * One page of each kind (route) whose document marks the end of its first screen, in every
 * language: the build counts only what comes before the mark in its first paint, so what comes
 * after it must be below the first screen.
 */
const marked = [...new Map(paths.map((path) => [routeForPath(path)?.path ?? path, path])).values()].flatMap((path) =>
  languages.map(({ tag }) => inLanguage(tag, path)).filter((path) => existsSync(fileOf(path)) && readFileSync(fileOf(path), 'utf8').includes(` ${foldAttribute}=""`)),
);

test.describe('the first screen of a page is painted from the part of its document before the fold', () => {
  test.skip(({ isMobile }) => isMobile, 'each viewport is set below');

  for (const viewport of firstScreenViewports)
    test(`at ${viewport.width}×${viewport.height}, nothing after the fold of a page of each kind shows on the first screen`, async ({ browser }) => {
      test.setTimeout(marked.length * 8_000);
      const context = await browser.newContext({ viewport, isMobile: viewport.phone, hasTouch: viewport.phone });
      const page = await context.newPage();
      const problems: string[] = [];
      for (const path of marked) {
        await page.goto(path, { waitUntil: 'domcontentloaded' });
        const found = await page.evaluate((attribute) => {
          const fold = document.querySelector(`[${attribute}]`)!;
          const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_ELEMENT);
          walker.currentNode = fold;
          const shown: string[] = [];
          for (let element: Element | null = fold; element; element = walker.nextNode() as Element | null) {
            const box = element.getBoundingClientRect();
            if (box.width === 0 || box.height === 0 || !element.checkVisibility()) continue;
            if (box.top + scrollY < innerHeight - 0.5) shown.push(`<${element.localName}${element.id ? `#${element.id}` : ''}> at ${Math.round(box.top + scrollY)} px`);
          }
          return shown.slice(0, 3);
        }, foldAttribute);
        if (found.length) problems.push(`${path}: ${found.join(', ')}`);
      }
      await context.close();
      expect(problems).toEqual([]);
    });
});
