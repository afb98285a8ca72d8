import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import matter from 'gray-matter';
import type { Claims } from '../../src/content/schemas/claims';
import type { WhyIndia } from '../../src/content/schemas/why-india';
import { claimFigure } from '../../src/lib/figures';
import { once, openPage, waitForIsland, watchConsole } from './helpers';

const whyIndia = JSON.parse(readFileSync('content/site/why-india.json', 'utf8')) as WhyIndia;
const usd = (value: number) => `$${value.toLocaleString('en-US')}`;
const india = whyIndia.countries.find((country) => country.highlight)!;
const against = whyIndia.countries.find((country) => country.id === whyIndia.savingsAgainst)!;

/** What the page should say for a procedure, worked out here from the content files alone. */
function expected(procedureId: string) {
  const procedure = whyIndia.procedures.find((item) => item.id === procedureId)!;
  const pkg = procedure.package
    ? (matter(readFileSync(`content/packages/${procedure.package}.mdx`, 'utf8')).data as { priceRange: { from: number; to: number }; originalPrice?: number })
    : undefined;
  const packageRange = pkg?.priceRange;
  // The package's own price in the compared country, written once in its file, is that country's figure.
  const abroad = pkg?.originalPrice;
  const figureFor = (countryId: string, multiplier: number) => {
    if (countryId === against.id && abroad !== undefined) return { text: usd(abroad), compared: abroad, estimate: false };
    const range = countryId === india.id && packageRange ? packageRange : procedure.costs[countryId];
    return range ? { text: `${usd(range.from)}–${usd(range.to)}`, compared: Math.round((range.from + range.to) / 2), estimate: false } : { text: `about ${usd(whyIndia.baseCost * multiplier)}`, compared: whyIndia.baseCost * multiplier, estimate: true };
  };
  const rows = whyIndia.countries.map((country) => ({ country, ...figureFor(country.id, country.multiplier) }));
  const home = rows.find((row) => row.country.id === against.id)!.compared;
  const ours = rows.find((row) => row.country.id === india.id)!.compared;
  return { procedure, rows, saving: `Save about ${usd(home - ours)} (${Math.round(((home - ours) / home) * 100)}%)` };
}

async function expectFigures(page: Page, procedureId: string) {
  const { procedure, rows, saving } = expected(procedureId);
  const panel = page.getByRole('region', { name: `${procedure.name}: cost by country` });
  await expect(panel).toBeVisible();
  await expect(panel.getByTestId('india-saving')).toContainText(saving);
  for (const row of rows) {
    const line = panel.locator(`tr[data-country="${row.country.id}"]`);
    await expect(line).toContainText(row.country.name);
    await expect(line).toContainText(row.text);
    await expect(line).toContainText(row.estimate ? 'Estimate' : /range|package/);
  }
}

test.describe('/why-india', once, () => {
  test('shows the default procedure, and the selector changes the figures and keeps the choice in the address through a reload', async ({ page }) => {
    const console = watchConsole(page);
    await openPage(page, '/why-india');
    // The select's options, its label and its default are in its HTML: its props carry none of them.
    const props = (await page.locator('island-root[data-island="ProcedureSelector"]').getAttribute('data-props')) ?? '';
    for (const procedure of whyIndia.procedures) expect(props).not.toContain(`"id":"${procedure.id}"`);
    await waitForIsland(page, 'ProcedureSelector');
    await expectFigures(page, whyIndia.defaultProcedure);
    await expect(page.getByTestId('procedure-costs').filter({ visible: true })).toHaveCount(1);

    const other = whyIndia.procedures.find((procedure) => procedure.id !== whyIndia.defaultProcedure)!;
    await page.getByRole('combobox', { name: whyIndia.selector.label, exact: true }).selectOption(other.id);
    await expect(page).toHaveURL(new RegExp(`\\?procedure=${other.id}$`));
    await expectFigures(page, other.id);
    await expect(page.getByTestId('procedure-costs').filter({ visible: true })).toHaveCount(1);

    await page.reload();
    await waitForIsland(page, 'ProcedureSelector');
    await expect(page.getByRole('combobox', { name: whyIndia.selector.label, exact: true })).toHaveValue(other.id);
    await expectFigures(page, other.id);
    expect(console.problems).toEqual([]);
  });

  test('a choice made before the selector island wakes shows its figures at once and stays through the wake', async ({ page }) => {
    const console = watchConsole(page);
    // Hold the selector's code back, so the choice surely comes first.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/ProcedureSelector-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/why-india');
    const other = whyIndia.procedures.find((procedure) => procedure.id !== whyIndia.defaultProcedure)!;
    await page.getByRole('combobox', { name: whyIndia.selector.label, exact: true }).selectOption(other.id);
    await expectFigures(page, other.id);
    await expect(page).toHaveURL(new RegExp(`\\?procedure=${other.id}$`));
    expect(await page.locator('island-root[data-island="ProcedureSelector"]').getAttribute('data-live')).toBeNull();

    release();
    await waitForIsland(page, 'ProcedureSelector');
    await expect(page.getByRole('combobox', { name: whyIndia.selector.label, exact: true })).toHaveValue(other.id);
    await expectFigures(page, other.id);
    await expect(page.getByTestId('procedure-costs').filter({ visible: true })).toHaveCount(1);
    expect(console.problems).toEqual([]);
  });

  test('the selector works from the keyboard alone', async ({ page }) => {
    await openPage(page, '/why-india');
    await waitForIsland(page, 'ProcedureSelector');
    await page.getByRole('combobox', { name: whyIndia.selector.label, exact: true }).focus();
    await page.keyboard.press('ArrowDown');
    await expectFigures(page, whyIndia.procedures[whyIndia.procedures.findIndex((item) => item.id === whyIndia.defaultProcedure) + 1].id);
  });

  test('shows every benefit and the outcome figures from the claims', async ({ page }) => {
    await openPage(page, '/why-india');
    await expect(page.getByTestId('benefit')).toHaveCount(whyIndia.benefits.length);
    for (const benefit of whyIndia.benefits) await expect(page.getByRole('heading', { name: benefit.title })).toBeVisible();
    const claims = (JSON.parse(readFileSync('content/site/claims.json', 'utf8')) as { claims: Array<Claims['claims'][number]> }).claims;
    const stats = page.getByRole('region', { name: whyIndia.sections.outcomes.heading }).getByRole('listitem');
    await expect(stats).toHaveCount(whyIndia.stats.length);
    for (const [index, id] of whyIndia.stats.entries()) {
      const claim = claims.find((item) => item.id === id)!;
      await expect(stats.nth(index)).toContainText(claimFigure(claim));
      await expect(stats.nth(index)).toContainText(claim.meaning);
    }
  });

  test('without JavaScript every procedure table is readable', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/why-india');
    for (const procedure of whyIndia.procedures) await expectFigures(page, procedure.id);
    await context.close();
  });
});
