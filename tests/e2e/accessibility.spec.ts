import { expect, test, type Page } from '@playwright/test';
import navigation from '../../content/site/navigation.json' with { type: 'json' };
import words from '../../content/site/coordinator-connect.json' with { type: 'json' };
import { axe, describedWords, errorsWithoutWords, linksByColourAlone, smallTargets } from './wcag-checks';
import { desktopOnly, once, openPage, pageOfEachKind, pagePaths, phoneOnly, waitForIsland } from './helpers';

/** Rules whose "needs review" answer counts as a failure: a target axe cannot measure, a link it cannot tell apart. */
const mustDecide = ['target-size', 'link-in-text-block'];

async function violations(page: Page): Promise<string[]> {
  const results = await axe(page).analyze();
  return [...results.violations, ...results.incomplete.filter((result) => mustDecide.includes(result.id))].map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
}

// Every page at the desktop size; a page of each kind (and the not-found page) at the phone size
// too: what differs between the sizes is the template's layout, the same for every page of a kind.
test.describe('accessibility (axe-core, WCAG 2.2 A and AA), every page at the desktop size and a page of each kind at a phone size', () => {
  for (const path of [...pagePaths, '/no-such-page']) {
    const bothSizes = pageOfEachKind.includes(path) || path === '/no-such-page';
    test(`${path} has no violations, no target under 24 px without room, no link told by colour alone`, bothSizes ? {} : once, async ({ page }) => {
      await openPage(page, path);
      expect(await violations(page)).toEqual([]);
      expect(await smallTargets(page)).toEqual([]);
      expect(await linksByColourAlone(page)).toEqual([]);
    });
  }

  test('the tags run the rules for target size (2.5.8), links in text (1.4.1) and label in name (2.5.3, experimental)', once, async ({ page }) => {
    await openPage(page, '/');
    const results = await axe(page).analyze();
    const ran = [...results.passes, ...results.violations, ...results.incomplete].map((result) => result.id);
    expect(ran).toEqual(expect.arrayContaining([...mustDecide, 'label-content-name-mismatch']));
  });
});

test.describe('accessibility in the states that matter', () => {
  test('the phone drawer, open with a group expanded', phoneOnly, async ({ page }) => {
    await openPage(page, '/');
    await page.getByRole('button', { name: navigation.menu.title }).click();
    const drawer = page.getByRole('navigation', { name: navigation.menu.label });
    await drawer.locator('summary', { hasText: navigation.groups[0].label }).click();
    await expect(drawer.getByRole('link', { name: new RegExp(navigation.groups[0].items[0].label) })).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });

  test('the mega-menu, open', desktopOnly, async ({ page }) => {
    await openPage(page, '/');
    const nav = page.getByRole('navigation', { name: navigation.menu.label });
    await nav.locator('summary', { hasText: navigation.groups[0].label }).click();
    await expect(nav.getByRole('link', { name: new RegExp(navigation.groups[0].items[0].label) })).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });

  test('the request form, awake and then with its errors shown: each error is said in words, not only in colour', async ({ page }) => {
    test.slow(); // axe twice over the long form page
    await openPage(page, '/coordinator-connect');
    await waitForIsland(page, 'RequestForm');
    // The awake form before a send too: what the island adds when it wakes.
    expect(await violations(page)).toEqual([]);
    const box = page.getByRole('form', { name: words.form.heading });
    const before = await describedWords(page);
    await box.getByRole('button', { name: words.form.submitLabel }).click();
    await expect(box.getByLabel(words.form.labels.firstName)).toHaveAttribute('aria-invalid', 'true');
    const after = await describedWords(page);
    expect(Object.values(after).filter((state) => state.invalid).length).toBeGreaterThan(3);
    expect(errorsWithoutWords(before, after)).toEqual([]);
    expect(await violations(page)).toEqual([]);
  });

  test('the cost estimator with an impossible fare: the error is said in words', async ({ page }) => {
    await openPage(page, '/resources/cost-estimator');
    await waitForIsland(page, 'CostEstimator');
    const before = await describedWords(page);
    await page.getByRole('spinbutton').fill('-5');
    await expect(page.getByRole('spinbutton')).toHaveAttribute('aria-invalid', 'true');
    const after = await describedWords(page);
    expect(errorsWithoutWords(before, after)).toEqual([]);
    expect(await violations(page)).toEqual([]);
  });

  test('package tabs, switched to the last tab', async ({ page }) => {
    await openPage(page, '/packages/colorectal-cancer');
    await waitForIsland(page, 'Tabs');
    const tabs = page.getByRole('tablist').first().getByRole('tab');
    await tabs.last().click();
    await expect(tabs.last()).toHaveAttribute('aria-selected', 'true');
    expect(await violations(page)).toEqual([]);
  });
});
