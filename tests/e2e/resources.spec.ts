import { expect, test } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import matter from 'gray-matter';
import type { CostEstimatorContent } from '../../src/content/schemas/cost-estimator';
import type { Resource } from '../../src/content/schemas/resource';
import type { ResourcesPage } from '../../src/content/schemas/resources-page';
import { fillTemplate } from '../../src/lib/template';
import { once, openPage, waitForIsland, watchConsole } from './helpers';
import { faqQuestions } from './locate';

const resourcesPage = JSON.parse(readFileSync('content/site/resources-page.json', 'utf8')) as ResourcesPage;
const frontMatter = (file: string) => matter(readFileSync(file, 'utf8')).data as Record<string, unknown>;
const resources = readdirSync('content/resources').map((file) => {
  const resource = JSON.parse(readFileSync(`content/resources/${file}`, 'utf8')) as Resource;
  const id = file.replace(/\.json$/, '');
  if (resource.kind === 'article') {
    const article = frontMatter(`content/blog/${resource.article}.mdx`) as { title: string; excerpt: string };
    return { id, category: resource.category, title: article.title, text: `${article.title} ${article.excerpt}`, href: `/blog/${resource.article}` };
  }
  const href = resource.kind === 'download' ? resource.file : resource.href;
  return { id, category: resource.category, title: resource.title, text: `${resource.title} ${resource.description} ${resource.kind === 'download' ? resource.format : ''}`, href };
});
const usd = (value: number) => `$${value.toLocaleString('en-US')}`;

test.describe('/resources', once, () => {
  test('lists every resource under the tab of its category', async ({ page }) => {
    const console = watchConsole(page);
    await openPage(page, '/resources');
    await waitForIsland(page, 'Tabs');
    const tabs = page.getByRole('tablist', { name: resourcesPage.tabsLabel }).getByRole('tab');
    await expect(tabs).toHaveText(resourcesPage.tabs.map((tab) => tab.label));
    for (const [index, tab] of resourcesPage.tabs.entries()) {
      await tabs.nth(index).click();
      const panel = page.getByRole('tabpanel', { name: tab.label });
      for (const resource of resources.filter((item) => item.category === tab.category))
        await expect(panel.locator(`[data-resource="${resource.id}"]`).getByRole('heading', { name: resource.title })).toBeVisible();
    }
    expect(console.problems).toEqual([]);
  });

  test('the search box filters what is listed, and says how many match in which tab', async ({ page }) => {
    await openPage(page, '/resources');
    await waitForIsland(page, 'ResourceSearch');
    for (const query of ['visa', 'checklist']) {
      const matching = resources.filter((resource) => resource.text.toLowerCase().includes(query));
      expect(matching.length).toBeGreaterThan(0);
      await page.getByRole('searchbox', { name: resourcesPage.search.label }).fill(query);
      await expect(page.getByTestId('search-status')).toContainText(`${matching.length} resource`);
      for (const resource of resources) {
        const card = page.locator(`[data-resource="${resource.id}"]`);
        if (matching.includes(resource)) await expect(card).not.toHaveAttribute('hidden');
        else await expect(card).toHaveAttribute('hidden', '');
      }
    }
    await page.getByRole('searchbox', { name: resourcesPage.search.label }).fill('zzzz');
    await expect(page.getByTestId('search-status')).toHaveText(fillTemplate(resourcesPage.search.noMatches, { query: 'zzzz' }));
    await page.getByRole('searchbox', { name: resourcesPage.search.label }).fill('');
    await expect(page.locator('[data-resource][hidden]')).toHaveCount(0);
  });

  test('the search box sends as props only what its result line says: its label, placeholder and the tabs come from the page', async ({ page }) => {
    await openPage(page, '/resources');
    const props = JSON.parse((await page.locator('island-root[data-island="ResourceSearch"]').getAttribute('data-props')) ?? '{}') as Record<string, unknown>;
    expect(Object.keys(props)).toEqual(['messages']);
    const { label, placeholder, ...messages } = resourcesPage.search;
    expect(props.messages).toEqual(messages);
    for (const shown of [label, placeholder, ...resourcesPage.tabs.map((tab) => tab.label)]) expect(JSON.stringify(props)).not.toContain(JSON.stringify(shown));
    await waitForIsland(page, 'ResourceSearch');
    const box = page.getByRole('searchbox', { name: label });
    await expect(box).toHaveAttribute('placeholder', placeholder);
    // The result line names each tab with matches by its label, read from the tab row.
    const [first] = resources;
    const query = first!.title.toLowerCase();
    await box.fill(query);
    const tab = resourcesPage.tabs.find((candidate) => candidate.category === first!.category)!;
    await expect(page.getByTestId('search-status')).toContainText(tab.label);
  });

  test('each resource link opens something that exists, and downloads are real files', async ({ page, request }) => {
    await openPage(page, '/resources');
    for (const resource of resources) {
      const link = page.locator(`[data-resource="${resource.id}"] [data-testid="resource-link"]`);
      await expect(link).toHaveAttribute('href', resource.href);
      const response = await request.get(resource.href);
      expect(response.status(), resource.href).toBe(200);
      if (resource.href.startsWith('/downloads/')) {
        await expect(link).toHaveAttribute('download', '');
        expect((await response.body()).length).toBeGreaterThan(200);
      }
    }
  });

  test('shows the travel, visa, payment and aftercare questions as disclosures, with FAQPage data, and links the legal pages', async ({ page }) => {
    await openPage(page, '/resources');
    const faqs = readdirSync('content/faqs')
      .map((file) => frontMatter(`content/faqs/${file}`) as { question: string; topic: string; package?: string })
      .filter((faq) => !faq.package && (resourcesPage.faqTopics as string[]).includes(faq.topic));
    await expect(faqQuestions(page)).toHaveCount(faqs.length);
    const first = faqQuestions(page).first();
    await expect(first.locator('.prose-body')).toBeHidden();
    await first.locator('summary').click();
    await expect(first.locator('.prose-body')).toBeVisible();
    const blocks = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((block) => JSON.parse(block) as { '@type': string; mainEntity: Array<{ name: string }> });
    const data = blocks.find((block) => block['@type'] === 'FAQPage')!;
    expect(data['@type']).toBe('FAQPage');
    expect(data.mainEntity.map((question) => question.name).sort()).toEqual(faqs.map((faq) => faq.question).sort());
    for (const href of ['/privacy', '/terms', '/medical-disclaimer']) await expect(page.getByRole('main').locator(`a[href="${href}"]`)).toBeVisible();
  });

  test('a question opens and closes from the keyboard', async ({ page }) => {
    await openPage(page, '/resources');
    const first = faqQuestions(page).first();
    await first.locator('summary').focus();
    await page.keyboard.press('Enter');
    await expect(first).toHaveAttribute('open', '');
    await page.keyboard.press('Space');
    await expect(first).not.toHaveAttribute('open');
  });
});

test.describe('/resources/cost-estimator', once, () => {
  test('adds up the package, visas and flights as the patient chooses', async ({ page }) => {
    const estimator = JSON.parse(readFileSync('content/site/cost-estimator.json', 'utf8')) as CostEstimatorContent;
    const pkg = frontMatter('content/packages/hemorrhoid-surgery.mdx') as { shortName: string; priceRange: { from: number; to: number } };
    await openPage(page, '/resources/cost-estimator');
    await waitForIsland(page, 'CostEstimator');
    await page.getByLabel(estimator.estimator.package).selectOption({ label: pkg.shortName });
    await page.getByLabel(estimator.estimator.companions).selectOption('1');
    await page.getByLabel(estimator.estimator.fare).fill('1000');
    const from = pkg.priceRange.from + 2 * estimator.visaFee.from + 2000;
    const to = pkg.priceRange.to + 2 * estimator.visaFee.to + 2000;
    await expect(page.getByTestId('estimate-total')).toHaveText(`${usd(from)}–${usd(to)}`);
  });

  test('sends as props only the figures and words its HTML does not show, and adds up once awake', async ({ page }) => {
    const estimator = JSON.parse(readFileSync('content/site/cost-estimator.json', 'utf8')) as CostEstimatorContent;
    await openPage(page, '/resources/cost-estimator');
    const island = page.locator('island-root[data-island="CostEstimator"]');
    const props = JSON.parse((await island.getAttribute('data-props')) ?? '{}') as Record<string, unknown>;
    // The packages' names, the labels, the hint and the rows' names are in the form: only prices, the visa fee and what it says later travel.
    expect(Object.keys(props).sort()).toEqual(['messages', 'prices', 'visaFee']);
    const { heading, package: packageLabel, companions, noCompanions, fare, fareHint, flights, notCounted, total } = estimator.estimator;
    for (const shown of [heading, packageLabel, companions, noCompanions, fare, fareHint, flights, notCounted, total]) expect(JSON.stringify(props)).not.toContain(JSON.stringify(shown));
    const names = await island.locator('select').first().locator('option').allTextContents();
    for (const name of names) expect(JSON.stringify(props)).not.toContain(JSON.stringify(name));

    await waitForIsland(page, 'CostEstimator');
    const packages = readdirSync('content/packages').map((file) => frontMatter(`content/packages/${file}`) as { shortName: string; priceRange: { from: number; to: number } });
    const pkg = packages.find((candidate) => candidate.shortName === names[names.length - 1])!;
    await page.getByLabel(packageLabel).selectOption({ label: pkg.shortName });
    await expect(page.getByLabel(companions).locator('option')).toHaveCount(estimator.maxCompanions + 1);
    await page.getByLabel(companions).selectOption(String(estimator.maxCompanions));
    await page.getByLabel(fare).fill('-5');
    await expect(page.getByText(estimator.estimator.fareInvalid)).toBeVisible();
    await page.getByLabel(fare).fill('100');
    await expect(page.getByText(fareHint)).toBeVisible();
    const travellers = estimator.maxCompanions + 1;
    await expect(page.getByTestId('estimate-total')).toHaveText(
      `${usd(pkg.priceRange.from + travellers * (estimator.visaFee.from + 100))}–${usd(pkg.priceRange.to + travellers * (estimator.visaFee.to + 100))}`,
    );
    await expect(page.getByTestId('estimate')).toContainText(flights);
    await expect(page.getByTestId('estimate')).toContainText(total);
  });

  test('choices made before the estimator wakes are kept, and the estimate adds them up once it does', async ({ page }) => {
    const estimator = JSON.parse(readFileSync('content/site/cost-estimator.json', 'utf8')) as CostEstimatorContent;
    const pkg = frontMatter('content/packages/hemorrhoid-surgery.mdx') as { shortName: string; priceRange: { from: number; to: number } };
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/CostEstimator-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/resources/cost-estimator');
    await page.getByLabel(estimator.estimator.package).selectOption({ label: pkg.shortName });
    await page.getByLabel(estimator.estimator.companions).selectOption('1');
    release();
    await waitForIsland(page, 'CostEstimator');
    await expect(page.getByLabel(estimator.estimator.package)).toHaveValue('hemorrhoid-surgery');
    await expect(page.getByTestId('estimate-total')).toHaveText(`${usd(pkg.priceRange.from + 2 * estimator.visaFee.from)}–${usd(pkg.priceRange.to + 2 * estimator.visaFee.to)}`);
  });
});
