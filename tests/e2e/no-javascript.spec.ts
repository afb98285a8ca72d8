import { expect, test } from '@playwright/test';
import navigation from '../../content/site/navigation.json' with { type: 'json' };
import { desktopOnly, once, phoneOnly } from './helpers';

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('a package page is readable in full, every tab panel included', async ({ page }) => {
    const response = await page.goto('/packages/colorectal-cancer');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Colorectal Cancer Surgery Package' })).toBeVisible();
    await expect(page.getByText('$8,500').first()).toBeVisible();
    await expect(page.getByText('International flights')).toBeVisible();
    await expect(page.getByText('Surgeon and anaesthesia fees')).toBeVisible();
    await expect(page.getByText('Arrival and assessment')).toBeVisible();
    await expect(page.getByTestId('reviewed-by')).toBeVisible();
  });

  test('the old fistula address forwards to the fistula package', once, async ({ page }) => {
    await page.goto('/packages/fistula-repair');
    await expect(page).toHaveURL(/\/packages\/fistula-surgery$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Anal Fistula Repair Package' })).toBeVisible();
  });

  test('the menu button opens the drawer on a phone, and its groups open and close', phoneOnly, async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Menu' }).click();
    const drawer = page.getByRole('navigation', { name: 'Main' });
    await expect(drawer).toBeVisible();
    const [first] = navigation.groups;
    await drawer.locator('summary', { hasText: first.label }).click();
    await expect(drawer.getByRole('link', { name: new RegExp(first.items[0].label) })).toBeVisible();
    await drawer.getByRole('button', { name: 'Close menu' }).click();
    await expect(drawer).toBeHidden();
  });

  test('the mega-menu opens a group at desktop widths', desktopOnly, async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const [first, second] = navigation.groups;
    await nav.locator('summary', { hasText: first.label }).click();
    await expect(nav.getByRole('link', { name: new RegExp(first.items[0].label) })).toBeVisible();
    await nav.locator('summary', { hasText: second.label }).click();
    await expect(nav.getByRole('link', { name: new RegExp(first.items[0].label) })).toBeHidden();
  });
});
