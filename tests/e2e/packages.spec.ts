import { expect, test, type Page } from '@playwright/test';
import { readFileSync, readdirSync } from 'node:fs';
import type { Entry } from '../../src/content/collections';
import type { Claims } from '../../src/content/schemas/claims';
import type { CostComparison } from '../../src/content/schemas/cost-comparison';
import type { Home } from '../../src/content/schemas/home';
import type { HowWeCount } from '../../src/content/schemas/how-we-count';
import type { PackagesPageContent } from '../../src/content/schemas/packages-page';
import type { Testimonial } from '../../src/content/schemas/testimonial';
import { claimFigure } from '../../src/lib/figures';
import { formatDuration } from '../../src/lib/format';
import { fillTemplate } from '../../src/lib/template';
import { once, openPage, ratingText, waitForIsland, watchConsole } from './helpers';
import { figureNotes, packageCard, packageCards, ratings, reviewedByLine } from './locate';
import { inTwoPieces, splitBefore } from './two-pieces';

/** A link to the request form with this package chosen, landing on the form itself (an anchor on it). */
const toTheForm = (id: string) => new RegExp(`^/coordinator-connect\\?package=${id}(#[\\w-]+)?$`);

const dir = '.build/entries/packages';
const packages = readdirSync(dir)
  .map((file) => JSON.parse(readFileSync(`${dir}/${file}`, 'utf8')) as Entry<'packages'>)
  .sort((a, b) => a.order - b.order);
// Prices as a patient reads them, and the saving as decisions.md defines it, written here rather
// than taken from the code under test: savings = original - price, percent rounded.
const formatPrice = (dollars: number) => `$${dollars.toLocaleString('en-US')}`;
const formatPriceRange = (range: { from: number; to: number }) => (range.from === range.to ? formatPrice(range.from) : `${formatPrice(range.from)}–${formatPrice(range.to)}`);
const savingsOf = (pkg: { price?: number; originalPrice?: number }) =>
  pkg.price !== undefined && pkg.originalPrice !== undefined
    ? { amount: pkg.originalPrice - pkg.price, percent: Math.round(((pkg.originalPrice - pkg.price) / pkg.originalPrice) * 100) }
    : undefined;
const json = <T>(file: string) => JSON.parse(readFileSync(file, 'utf8')) as T;
const packagesPage = json<PackagesPageContent>('content/site/packages-page.json');
const home = json<Home>('content/site/home.json');
const { comparisonCountry, package: comparedPackage } = json<CostComparison>('content/site/cost-comparison.json');
const howWeCount = json<HowWeCount>('content/site/how-we-count.json');
const featuredTestimonials = readdirSync('content/testimonials').filter((file) => json<Testimonial>(`content/testimonials/${file}`).featured);

test.describe('package pages', () => {
  const withBody = packages.find((pkg) => /<h2 id="/.test(pkg.html ?? ''));
  test('an address naming a heading in the closed Details tab opens that tab and shows the heading', async ({ page }) => {
    test.skip(!withBody, 'no package has headings in its body');
    const [, id, heading] = [...withBody!.html!.matchAll(/<h2 id="([^"]+)">([^<]+)<\/h2>/g)].at(-1)!;
    const problems = watchConsole(page);
    await page.goto(`/packages/${withBody!.id}#${id}`);
    await expect(page.getByRole('heading', { level: 2, name: heading })).toBeInViewport();
    await expect(page.getByRole('tab', { selected: true })).toHaveText(packagesPage.packagePage.tabs.details);
    expect([...problems.problems, ...problems.warnings]).toEqual([]);
  });

  // Every package at the desktop size; the first at the phone size too, for the template's layout.
  for (const pkg of packages) {
    test(`/packages/${pkg.id} shows its own figures`, pkg === packages[0] ? {} : once, async ({ page }) => {
      await openPage(page, `/packages/${pkg.id}`);
      await expect(page.getByRole('heading', { level: 1, name: pkg.name })).toBeVisible();
      const price = page.getByTestId('package-price');
      await expect(price).toContainText(formatPriceRange(pkg.priceRange));
      if (pkg.price !== undefined) await expect(price).toContainText(formatPrice(pkg.price));
      const savings = savingsOf(pkg);
      if (savings) {
        const typical = fillTemplate(howWeCount.typicalPrice, { country: comparisonCountry.name, year: pkg.originalPriceBasis!.period });
        await expect(price).toContainText(`Save ${formatPrice(savings.amount)} (${savings.percent}%)${typical}: ${formatPrice(pkg.originalPrice!)}`);
        await expect(figureNotes(price)).toContainText(pkg.originalPriceBasis!.source.name);
        await expect(price).not.toHaveCSS('text-decoration-line', 'line-through');
      }
      const facts = page.getByRole('region', { name: packagesPage.packagePage.sections.quickFacts.heading });
      await expect(facts).toContainText(formatDuration(pkg.stayInIndia));
      await expect(facts).toContainText(formatDuration(pkg.hospitalStay));
      if (pkg.rating !== undefined) {
        await expect(page.getByText(ratingText('package', pkg.rating, pkg.reviewCount!))).toBeVisible();
        // Where the reviews were collected, named in the rating's note.
        await expect(figureNotes(ratings(page).first())).toContainText(pkg.ratingBasis!.source.name);
      }
      if (pkg.successRate !== undefined) {
        await expect(facts).toContainText(`${pkg.successRate}%${howWeCount.successRateCaveat}`);
        await expect(figureNotes(facts)).toContainText(pkg.successRateBasis!.source.name);
      }
      await expect(reviewedByLine(page).locator('time')).toHaveAttribute('datetime', pkg.review.lastReviewed);
    });
  }

  /** The tabs a package's file gives it, in order: what it covers and does not, then each optional part it holds. */
  const tabsOf = (pkg: Entry<'packages'>) => {
    const words = packagesPage.packagePage.tabs;
    return [
      words.included,
      words.notIncluded,
      ...(pkg.costBreakdown ? [words.costBreakdown] : []),
      ...(pkg.journey ? [words.journey] : []),
      ...(pkg.benefits ? [words.benefits] : []),
      ...(pkg.html?.trim() ? [words.details] : []),
    ];
  };
  const tabListOf = (page: Page, pkg: Entry<'packages'>) => page.getByRole('tablist', { name: fillTemplate(packagesPage.packagePage.tabs.label, { package: pkg.shortName }) });

  test('every package page has the tabs of its own content, and a breakdown totals its price', once, async ({ page }) => {
    for (const pkg of packages) {
      await openPage(page, `/packages/${pkg.id}`);
      const tabs = tabListOf(page, pkg).getByRole('tab');
      const expected = tabsOf(pkg);
      await expect(tabs).toHaveText(expected);
      if (pkg.costBreakdown) {
        await tabs.nth(expected.indexOf(packagesPage.packagePage.tabs.costBreakdown)).click();
        const panel = page.getByRole('tabpanel', { name: packagesPage.packagePage.tabs.costBreakdown });
        await expect(panel.locator('tfoot')).toContainText(`${packagesPage.packagePage.costBreakdown.total}${formatPrice(pkg.price!)}`);
      }
      if (pkg.journey) {
        await tabs.nth(expected.indexOf(packagesPage.packagePage.tabs.journey)).click();
        await expect(page.getByRole('tabpanel', { name: packagesPage.packagePage.tabs.journey }).getByRole('listitem')).toHaveCount(pkg.journey.length);
      }
    }
  });

  test('on a slow link, a tab chosen before its panel has arrived shows that panel when it does, with no island awake', once, async ({ page, request }) => {
    // The package with the most tabs, so its last panel comes well after the row.
    const pkg = [...packages].sort((a, b) => tabsOf(b).length - tabsOf(a).length)[0];
    const [first, last] = [tabsOf(pkg)[0], tabsOf(pkg).at(-1)!];
    const path = `/packages/${pkg.id}`;
    await page.goto(path);
    const controls = (await tabListOf(page, pkg).getByRole('tab', { name: last, exact: true }).getAttribute('aria-controls'))!;
    const html = await (await request.get(path)).text();
    // The first piece ends just before the last tab's panel; no script but the document's own ever arrives.
    const served = await inTwoPieces(page, path, html, splitBefore(html, controls));
    // Every time the page's own script sets where the page is scrolled to: setting it, even to where it already is, stops
    // a flick of the finger that is still moving the page.
    await page.addInitScript(() => {
      const scrollTo = window.scrollTo.bind(window) as (x: number, y: number) => void;
      const moves = window as unknown as { moves: number };
      moves.moves = 0;
      window.scrollTo = ((x: number, y: number) => (moves.moves++, scrollTo(x, y))) as typeof window.scrollTo;
    });
    const moves = () => page.evaluate(() => (window as unknown as { moves: number }).moves);
    try {
      await page.goto(`${served.origin}${path}`, { waitUntil: 'commit' });
      const tab = tabListOf(page, pkg).getByRole('tab', { name: last, exact: true });
      await expect(tab).toHaveCount(1);
      // Dispatched rather than tapped: where the first piece ends, the browser may not have painted it yet.
      await tab.dispatchEvent('click');
      await expect(tab).toHaveAttribute('aria-selected', 'true');
      const movedByTheTap = await moves();
      served.rest();
      await page.waitForLoadState('domcontentloaded');
      await expect(page.getByRole('tabpanel', { name: last, exact: true })).toBeVisible();
      await expect(page.getByRole('tabpanel', { name: first, exact: true })).toBeHidden();
      // The rest of the page, arriving after the tap, shows the chosen panel without touching the scroll again.
      expect(await moves()).toBe(movedByTheTap);
    } finally {
      await served.close();
    }
  });

  test('tabs switch with the keyboard: arrows wrap, Home and End jump, focus follows', once, async ({ page }) => {
    // The package with the most tabs, so the arrows have somewhere to go.
    const pkg = [...packages].sort((a, b) => tabsOf(b).length - tabsOf(a).length)[0];
    const names = tabsOf(pkg);
    const last = names.length - 1;
    await openPage(page, `/packages/${pkg.id}`);
    await waitForIsland(page, 'Tabs');
    const tabs = tabListOf(page, pkg).getByRole('tab');
    await tabs.first().focus();
    await page.keyboard.press('ArrowRight');
    await expect(tabs.nth(1)).toBeFocused();
    await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel', { name: names[1] })).toBeVisible();
    await page.keyboard.press('End');
    await expect(tabs.nth(last)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowRight');
    await expect(tabs.nth(0)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowLeft');
    await expect(tabs.nth(last)).toBeFocused();
    await page.keyboard.press('Home');
    await expect(tabs.nth(0)).toBeFocused();
    await expect(page.getByRole('tabpanel', { name: names[0] })).toBeVisible();
    await expect(page.getByRole('tabpanel', { name: names[1] })).toBeHidden();
  });

  test('every book, consultation and quote button carries the package', once, async ({ page }) => {
    for (const pkg of packages) {
      await openPage(page, `/packages/${pkg.id}`);
      for (const name of [pkg.consultationLabel ?? packagesPage.consultationLabel, packagesPage.packagePage.closing.action])
        await expect(page.getByRole('link', { name, exact: true })).toHaveAttribute('href', toTheForm(pkg.id));
      // Every button on the page that leads to the form names this package (links in the article text may not).
      for (const href of await page.locator('main a.btn[href^="/coordinator-connect"]').evaluateAll((links) => links.map((link) => link.getAttribute('href'))))
        expect(href).toMatch(toTheForm(pkg.id));
    }
  });

  test('the old fistula address forwards to the fistula package with JavaScript on', once, async ({ page }) => {
    const console = watchConsole(page);
    await page.goto('/packages/fistula-repair');
    await expect(page).toHaveURL(/\/packages\/fistula-surgery$/);
    await expect(page.getByRole('heading', { level: 1, name: packages.find((pkg) => pkg.id === 'fistula-surgery')!.name })).toBeVisible();
    expect(console.problems).toEqual([]);
  });

  test('the redirect page names its canonical address', once, async ({ request }) => {
    const html = await (await request.get('/packages/fistula-repair')).text();
    expect(html).toMatch(/<link rel="canonical" href="https:\/\/[^"]+\/packages\/fistula-surgery">/);
    expect(html).toContain('http-equiv="refresh" content="0; url=/packages/fistula-surgery"');
  });
});

test.describe('the package list', () => {
  test('shows a card for every package, each with Included first, linking to its own page and consultation', async ({ page }) => {
    await openPage(page, '/packages');
    const timing = json<Claims>('content/site/claims.json').claims.find((claim) => claim.id === packagesPage.timingClaim)!;
    await expect(page.getByRole('main').getByText(fillTemplate(packagesPage.timingBadge, { figure: claimFigure(timing) }), { exact: true })).toBeVisible();
    for (const pkg of packages) {
      const card = packageCard(page, pkg.name);
      await expect(card.getByRole('tab', { name: packagesPage.card.tabs.included, exact: true })).toHaveAttribute('aria-selected', 'true');
      await expect(card.getByRole('link', { name: `${packagesPage.viewLabel}: ${pkg.shortName}`, exact: true })).toHaveAttribute('href', `/packages/${pkg.id}`);
      await expect(card.getByRole('link', { name: `${packagesPage.consultationLabel} about the ${pkg.shortName} package` })).toHaveAttribute('href', toTheForm(pkg.id));
      await expect(card).toContainText(formatPriceRange(pkg.priceRange));
    }
    await expect(packageCards(page)).toHaveCount(packages.length);
  });

  test('a card tab switches by click, and the card link opens the package page', async ({ page }) => {
    await openPage(page, '/packages');
    const pkg = packages.at(-1)!;
    const card = packageCard(page, pkg.name);
    const { included, notIncluded } = packagesPage.card.tabs;
    await card.getByRole('tab', { name: notIncluded }).click();
    await expect(card.getByRole('tabpanel', { name: notIncluded })).toBeVisible();
    await expect(card.getByRole('tabpanel', { name: included, exact: true })).toBeHidden();
    await card.getByRole('link', { name: `${packagesPage.viewLabel}: ${pkg.shortName}`, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/packages/${pkg.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: pkg.name })).toBeVisible();
  });

  test('lays the cards out in two columns on a desktop and one on a phone', async ({ page, isMobile }) => {
    await openPage(page, '/packages');
    const boxes = await packageCards(page).evaluateAll((cards) => cards.slice(0, 2).map((card) => card.getBoundingClientRect().top));
    if (isMobile) expect(boxes[1]).toBeGreaterThan(boxes[0]);
    else expect(boxes[1]).toBe(boxes[0]);
  });
});

test.describe('the home page', once, () => {
  test('computes the saving against the comparison country, shows the featured packages and testimonials', async ({ page }) => {
    await openPage(page, '/');
    // The package the home page compares; the saving's rule with the spec's own figures is a unit test (package-rules.test.ts).
    const cancer = packages.find((pkg) => pkg.id === comparedPackage)!;
    const savings = savingsOf(cancer)!;
    await expect(
      page.getByText(fillTemplate(home.savingsBanner, { amount: formatPrice(savings.amount), percent: String(savings.percent), package: cancer.shortName.toLowerCase(), country: comparisonCountry.inSentence }), { exact: true }),
    ).toBeVisible();
    // The table of the same surgery's price by country: the one with a row for the comparison country.
    const comparison = page.getByRole('table').filter({ has: page.getByRole('row', { name: comparisonCountry.name }) });
    await expect(comparison.getByRole('row', { name: /India/ })).toContainText(`${formatPrice(cancer.price!)}Save ${savings.percent}%`);
    await expect(comparison.getByRole('row', { name: comparisonCountry.name })).toContainText(formatPrice(cancer.originalPrice!));
    await expect(packageCards(page)).toHaveCount(packages.filter((pkg) => pkg.featured).length);
    await expect(page.getByRole('link', { name: home.testimonial.more })).toHaveCount(featuredTestimonials.length);
    for (const reason of home.reasons)
      await expect(page.getByRole('region', { name: home.sections.reasons.heading }).locator(`a[href="${reason.href}"]`)).toHaveText(reason.linkLabel);
  });
});
