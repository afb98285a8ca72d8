import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import navigation from '../../content/site/navigation.json' with { type: 'json' };
import { openPage, pagePaths, waitForIsland } from './helpers';

const wcag = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

async function violations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(wcag).analyze();
  return results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

test.describe('accessibility (axe-core, WCAG 2.2 A and AA), every page at a phone and a desktop size', () => {
  for (const path of [...pagePaths, '/no-such-page']) {
    test(`${path} has no violations`, async ({ page }) => {
      await openPage(page, path);
      expect(await violations(page)).toEqual([]);
    });
  }
});

test.describe('accessibility in the states that matter', () => {
  test('the phone drawer, open with a group expanded', async ({ page, isMobile }) => {
    test.skip(!isMobile, 'phone viewport only');
    await openPage(page, '/');
    await page.getByRole('button', { name: 'Menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await drawer.getByRole('button', { name: navigation.groups[0].label }).click();
    await expect(drawer.getByRole('region')).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });

  test('the mega-menu, open', async ({ page, isMobile }) => {
    test.skip(isMobile, 'desktop viewport only');
    await openPage(page, '/');
    const button = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: navigation.groups[0].label });
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
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
