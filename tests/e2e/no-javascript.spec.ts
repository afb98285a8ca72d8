import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import matter from 'gray-matter';
import navigation from '../../content/site/navigation.json' with { type: 'json' };
import { desktopOnly, once, phoneOnly } from './helpers';
import { reviewedByLine } from './locate';

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('a package page is readable in full, every tab panel included', async ({ page }) => {
    const response = await page.goto('/packages/colorectal-cancer');
    expect(response?.status()).toBe(200);
    // One thing from each tab's panel, as the package's file gives it: what is not included, the cost breakdown, the journey.
    const pkg = matter(readFileSync('content/packages/colorectal-cancer.mdx', 'utf8')).data as { name: string; price: number; notIncluded: string[]; costBreakdown: Array<{ item: string }>; journey: Array<{ title: string }> };
    await expect(page.getByRole('heading', { level: 1, name: pkg.name })).toBeVisible();
    await expect(page.getByText(`$${pkg.price.toLocaleString('en-US')}`).first()).toBeVisible();
    await expect(page.getByText(pkg.notIncluded[0]!)).toBeVisible();
    await expect(page.getByText(pkg.costBreakdown[0]!.item)).toBeVisible();
    await expect(page.getByText(pkg.journey[0]!.title)).toBeVisible();
    await expect(reviewedByLine(page)).toBeVisible();
  });

  test('the old fistula address forwards to the fistula package', once, async ({ page }) => {
    await page.goto('/packages/fistula-repair');
    await expect(page).toHaveURL(/\/packages\/fistula-surgery$/);
    await expect(page.getByRole('heading', { level: 1, name: (matter(readFileSync('content/packages/fistula-surgery.mdx', 'utf8')).data as { name: string }).name })).toBeVisible();
  });

  test('the menu button opens the drawer on a phone, and its groups open and close', phoneOnly, async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: navigation.menu.title }).click();
    const drawer = page.getByRole('navigation', { name: navigation.menu.label });
    await expect(drawer).toBeVisible();
    const [first] = navigation.groups;
    await drawer.locator('summary', { hasText: first.label }).click();
    await expect(drawer.getByRole('link', { name: new RegExp(first.items[0].label) })).toBeVisible();
    await drawer.getByRole('button', { name: navigation.menu.close }).click();
    await expect(drawer).toBeHidden();
  });

  test('the mega-menu opens a group at desktop widths', desktopOnly, async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: navigation.menu.label });
    const [first, second] = navigation.groups;
    await nav.locator('summary', { hasText: first.label }).click();
    await expect(nav.getByRole('link', { name: new RegExp(first.items[0].label) })).toBeVisible();
    await nav.locator('summary', { hasText: second.label }).click();
    await expect(nav.getByRole('link', { name: new RegExp(first.items[0].label) })).toBeHidden();
  });
});
