import { expect, test } from '@playwright/test';

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

  test('the old fistula address forwards to the fistula package', async ({ page }) => {
    await page.goto('/packages/fistula-repair');
    await expect(page).toHaveURL(/\/packages\/fistula-surgery$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Anal Fistula Repair Package' })).toBeVisible();
  });

  test('the menu button leads to the sitemap on a phone', async ({ page, isMobile }) => {
    test.skip(!isMobile, 'phone viewport only');
    await page.goto('/');
    await page.getByRole('link', { name: 'Menu' }).click();
    await expect(page).toHaveURL(/\/sitemap$/);
  });
});
