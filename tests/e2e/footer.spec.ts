import { expect, test } from '@playwright/test';
import footer from '../../content/site/footer.json' with { type: 'json' };
import { openPage, waitForIsland } from './helpers';

test.describe('the footer', () => {
  test('links the portals, sitemap, persona page and the legal pages, with the build year', async ({ page }) => {
    await openPage(page, '/');
    const contentinfo = page.getByRole('contentinfo');
    for (const href of ['/patient-dashboard', '/coordinator-dashboard', '/doctor-dashboard', '/sitemap', '/patient-journey-persona', '/privacy', '/terms', '/medical-disclaimer'])
      await expect(contentinfo.locator(`a[href="${href}"]`).first()).toBeVisible();
    await expect(contentinfo).toContainText(`© ${new Date().getFullYear()}`);
    for (const link of footer.legal) await expect(contentinfo.getByRole('link', { name: link.label, exact: true })).toBeVisible();
  });

  test('the newsletter box rejects a bad address, keeps it, and says honestly how to subscribe', async ({ page }) => {
    await openPage(page, '/');
    await waitForIsland(page, 'NewsletterForm');
    const box = page.getByRole('form', { name: footer.newsletter.heading });
    const field = box.getByLabel('Email address');
    await field.fill('not-an-email');
    await box.getByRole('button', { name: 'Subscribe' }).click();
    await expect(box.getByText('Enter an email address like name@example.com.')).toBeVisible();
    await expect(field).toHaveValue('not-an-email');
    await expect(field).toHaveAttribute('aria-invalid', 'true');

    await field.fill('patient@example.com');
    await box.getByRole('button', { name: 'Subscribe' }).click();
    await expect(box.getByRole('status')).toContainText('Online sign-up is not open yet');
    await expect(field).toHaveValue('patient@example.com');
    const toasts = page.locator('[data-sonner-toast][data-visible="true"]');
    await expect(toasts).toHaveCount(1);
    await expect(toasts.first()).toContainText('Online sign-up is not open yet');

    await box.getByRole('button', { name: 'Subscribe' }).click();
    await expect(toasts).toHaveCount(1);
  });

  test('sonner loads only when the first toast is shown', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await openPage(page, '/');
    await waitForIsland(page, 'NewsletterForm');
    expect(scripts.some((url) => /Toaster/.test(url))).toBe(false);
    const box = page.getByRole('form', { name: footer.newsletter.heading });
    await box.getByLabel('Email address').fill('patient@example.com');
    await box.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(1);
    expect(scripts.some((url) => /Toaster/.test(url))).toBe(true);
  });
});
