import { expect, test } from '@playwright/test';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileForPath } from '../../scripts/render-pages';
import { translatedEntriesDir } from '../../src/content/write';
import { languages } from '../../src/generated/languages';
import { pageStatuses } from '../../src/generated/page-statuses';
import paths from '../../src/generated/paths.json' with { type: 'json' };
import { routeForPath } from '../../src/routes';
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
    // Set in the font the content names for its script, the phone's own after it.
    if (rtl.font) await expect(page.locator('h1').first()).toHaveCSS('font-family', new RegExp(`^"${rtl.font}", `));
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

test.describe('every language', () => {
  /** The text of a built page of a language, its entities read back (React writes an apostrophe as &#x27;). */
  const builtText = (tag: string, path: string) =>
    readFileSync(fileForPath('dist', `/${tag}${path}`), 'utf8').replace(/&#x27;|&#39;/g, "'").replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
  /** The entries of a collection the build holds as translated up to date in a language (its own record, apart from the modules pages import). */
  const translatedEntries = <T,>(tag: string, collection: string): T[] => {
    const dir = join(translatedEntriesDir, tag, collection);
    return existsSync(dir) ? readdirSync(dir).map((file) => JSON.parse(readFileSync(join(dir, file), 'utf8')) as T) : [];
  };

  test('a translated page names the entries it lists in its language: the package cards, a package page\'s questions', once, () => {
    for (const { tag } of others) {
      const upToDate = new Set(pageStatuses[tag]?.translated ?? []);
      if (upToDate.has('/packages')) {
        const list = builtText(tag, '/packages');
        for (const pkg of translatedEntries<{ id: string; name: string }>(tag, 'packages')) expect(list, `/${tag}/packages names ${pkg.id}`).toContain(pkg.name);
      }
      for (const faq of translatedEntries<{ id: string; question: string; package?: string }>(tag, 'faqs')) {
        if (!faq.package || !upToDate.has(`/packages/${faq.package}`)) continue;
        expect(builtText(tag, `/packages/${faq.package}`), `/${tag}/packages/${faq.package} asks ${faq.id}`).toContain(faq.question);
      }
    }
  });

  test(`in ${rtl.tag}, one page of each kind has no sideways scroll at 320 px once its islands are awake`, phoneOnly, async ({ page }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: 320, height: 800 });
    const seen = new Set<string>();
    const onePerKind = pageStatuses[rtl.tag].translated.filter((path) => {
      const template = routeForPath(path)?.template;
      if (!template || seen.has(template)) return false;
      seen.add(template);
      return true;
    });
    for (const path of onePerKind) {
      await openPage(page, inLanguage(path));
      // An island that waits to be seen (the cost estimator's form) draws its own layout once scrolled to.
      for (const island of await page.locator('island-root[data-when="visible"]').all()) {
        const media = await island.getAttribute('data-media');
        if (media && !(await page.evaluate((query) => matchMedia(query).matches, media))) continue;
        // One out of sight until asked for (inside a closed part of the page) draws nothing there.
        const shown = island.locator('> *').first();
        if (!(await shown.isVisible())) continue;
        await shown.scrollIntoViewIfNeeded();
        await expect(island).toHaveAttribute('data-live', '');
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth), inLanguage(path)).toBeLessThanOrEqual(320);
    }
  });
});

