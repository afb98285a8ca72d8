import { expect, test } from '@playwright/test';
import { existsSync } from 'node:fs';
import { languages, pageStatuses } from '../../src/generated/languages';
import paths from '../../src/generated/paths.json' with { type: 'json' };
import { axe } from './wcag-checks';
import { once, openPage, phoneOnly } from './helpers';

const [source, ...others] = languages;
// A right-to-left language with a page translated up to date, and one of its pages shown in English.
const rtl = others.find((language) => language.direction === 'rtl' && (pageStatuses[language.tag]?.translated.length ?? 0) > 0)!;
const translatedPath = pageStatuses[rtl.tag].translated[0];
// One the build wrote under the language's folder (shown in English there), whichever it is today.
const untranslatedPath = (paths as string[]).find((path) => !pageStatuses[rtl.tag].translated.includes(path) && existsSync(`dist/${rtl.tag}${path === '/' ? '' : path}/index.html`))!;
const inLanguage = (path: string) => (path === '/' ? `/${rtl.tag}` : `/${rtl.tag}${path}`);

test.describe(`the site in ${rtl.tag} (right to left)`, () => {
  test('a translated page is in its language and direction, with a picker of plain links and hreflang among translated pages only', once, async ({ page }) => {
    await openPage(page, inLanguage(translatedPath));
    await expect(page.locator('html')).toHaveAttribute('lang', rtl.locale);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    for (const picker of await page.locator('nav:has(a[hreflang][aria-current="page"])').all()) {
      for (const language of languages) {
        const link = picker.locator(`a[hreflang="${language.locale}"]`);
        await expect(link).toHaveAttribute('lang', language.locale);
        await expect(link).toHaveAttribute('href', language === source ? translatedPath : `/${language.tag}${translatedPath === '/' ? '' : translatedPath}`);
      }
    }
    const alternates = await page.locator('link[rel="alternate"][hreflang]').evaluateAll((links) => links.map((link) => link.getAttribute('hreflang')));
    const expected = [source, ...others.filter((language) => pageStatuses[language.tag]?.translated.includes(translatedPath))].map((language) => language.locale);
    expect(alternates.sort()).toEqual([...expected, 'x-default'].sort());
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
    // Links inside the site stay in the language.
    const home = await page.locator('header a').first().getAttribute('href');
    expect(home).toBe(`/${rtl.tag}`);
    // Room above and below the line for diacritics and vowel signs, even in the largest heading.
    const heading = await page.locator('h1').first().evaluate((h1) => ({ line: parseFloat(getComputedStyle(h1).lineHeight), size: parseFloat(getComputedStyle(h1).fontSize) }));
    expect(heading.line / heading.size).toBeGreaterThanOrEqual(1.3);
    // Numbers in Western digits, whatever the language writes by default.
    const digits = (await page.locator('body').innerText()).match(/\p{Nd}/gu) ?? [];
    expect(digits.filter((digit) => !/[0-9]/.test(digit))).toEqual([]);
  });

  test('right to left: phone numbers and email addresses isolated left to right, arrows mirrored, typed text in its own direction', once, async ({ page }) => {
    await openPage(page, inLanguage(translatedPath));
    const links = page.locator('a[href^="tel:"], a[href^="mailto:"]');
    expect(await links.count()).toBeGreaterThan(0);
    // Each link's digits or address sit inside a left-to-right element, inside the right-to-left page.
    const unisolated = await links.evaluateAll((all) =>
      all.filter((link) => ![...link.querySelectorAll('[dir="ltr"]')].some((inner) => /[0-9@]/.test(inner.textContent ?? ''))).map((link) => link.outerHTML),
    );
    expect(unisolated).toEqual([]);
    const arrows = page.locator('svg.flip-rtl');
    if ((await arrows.count()) > 0) await expect(arrows.first()).toHaveCSS('scale', '-1 1');
    await openPage(page, inLanguage('/coordinator-connect'));
    // Every field a person types in (not the hidden trap for robots).
    const typed = page.locator('form :is(input[type="text"], input[type="email"], input[type="tel"], textarea):not([tabindex="-1"])');
    expect(await typed.count()).toBeGreaterThan(0);
    for (const field of await typed.all()) await expect(field).toHaveAttribute('dir', 'auto');
  });

  test('a page not translated shows the English page with a notice, noindex and no alternates', once, async ({ page }) => {
    await openPage(page, inLanguage(untranslatedPath));
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('main')).toHaveAttribute('lang', source.locale);
    await expect(page.locator('main')).toHaveAttribute('dir', 'ltr');
    await expect(page.locator('[role="note"] a[hreflang]').first()).toHaveAttribute('href', untranslatedPath);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expect(page.locator('link[rel="alternate"][hreflang]')).toHaveCount(0);
  });

  test('no sideways scroll at 320 px, and no axe violations', phoneOnly, async ({ page }) => {
    // axe over two long pages (every country's emergency numbers) on a shared machine.
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 320, height: 800 });
    for (const path of [translatedPath, untranslatedPath]) {
      await openPage(page, inLanguage(path));
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(320);
      const results = await axe(page).analyze();
      expect(results.violations.map((violation) => violation.id), path).toEqual([]);
    }
  });
});
