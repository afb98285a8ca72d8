import { expect, test } from '@playwright/test';
import careTeam from '../../content/site/care-team.json' with { type: 'json' };
import contact from '../../content/site/contact.json' with { type: 'json' };
import footer from '../../content/site/footer.json' with { type: 'json' };
import { pageLanguageField } from '../../src/lib/forms/page-language-field';
import { once, openPage, waitForIsland } from './helpers';
import { sharedStoreDir, storedSubscriptions } from './receiver-process';

test.describe('the footer', () => {
  test('links the portals, sitemap, persona page and the legal pages, with the build year', async ({ page }) => {
    await openPage(page, '/');
    const contentinfo = page.getByRole('contentinfo');
    for (const href of ['/patient-dashboard', '/coordinator-dashboard', '/doctor-dashboard', '/sitemap', '/patient-journey-persona', '/privacy', '/terms', '/medical-disclaimer'])
      await expect(contentinfo.locator(`a[href="${href}"]`).first()).toBeVisible();
    await expect(contentinfo).toContainText(`© ${new Date().getFullYear()}`);
    for (const link of footer.legal) await expect(contentinfo.getByRole('link', { name: link.label, exact: true })).toBeVisible();
  });

  test('the newsletter box rejects a bad address, keeps it, and stores a good one in the receiver, saying so once, inline', once, async ({ page }) => {
    await openPage(page, '/');
    await waitForIsland(page, 'NewsletterForm');
    const box = page.getByRole('form', { name: footer.newsletter.heading });
    const field = box.getByLabel(footer.newsletter.emailLabel);
    await field.fill('not-an-email');
    await box.getByRole('button', { name: footer.newsletter.subscribe }).click();
    await expect(box.getByText(footer.newsletter.invalidEmail)).toBeVisible();
    await expect(field).toHaveValue('not-an-email');
    await expect(field).toHaveAttribute('aria-invalid', 'true');

    const address = `reader-${Date.now()}@example.com`;
    await field.fill(address);
    await box.getByRole('button', { name: footer.newsletter.subscribe }).click();
    await expect(box.getByRole('status')).toHaveText(careTeam.newsletter.checkInbox);
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
    // Stored as waiting for confirmation (double opt-in), with its confirmation email in the outbox.
    const stored = await storedSubscriptions(sharedStoreDir);
    expect(stored.pending).toContain(address);
    expect(stored.recipients).toContain(address);
  });

  test('the newsletter box sends as props only the words its HTML does not show', async ({ page }) => {
    await openPage(page, '/');
    const props = await page.locator('island-root[data-island="NewsletterForm"]').getAttribute('data-props');
    for (const shown of [footer.newsletter.heading, footer.newsletter.text, footer.newsletter.emailLabel, footer.newsletter.placeholder]) expect(props).not.toContain(shown);
    // What it says only when it answers is there, for when it does.
    expect(props).toContain(footer.newsletter.emptyEmail);
    await waitForIsland(page, 'NewsletterForm');
    const box = page.getByRole('form', { name: footer.newsletter.heading });
    await box.getByRole('button', { name: footer.newsletter.subscribe }).click();
    await expect(box.getByText(footer.newsletter.emptyEmail)).toBeVisible();
    await expect(box.getByRole('heading', { name: footer.newsletter.heading })).toBeVisible();
    await expect(box.getByLabel(footer.newsletter.emailLabel)).toHaveAttribute('placeholder', footer.newsletter.placeholder);
  });

  test('with no endpoint configured, the newsletter box says once, inline, how to subscribe', once, async ({ page }) => {
    await page.route('**/', async (route) => {
      const response = await route.fetch();
      // The box as the page renders it without an endpoint: a form that writes an email, with no language field to send.
      const mailto = `mailto:${contact.email}?subject=${encodeURIComponent(footer.newsletter.mailSubject)}`;
      const body = (await response.text())
        .replace(`action="${contact.newsletterEndpoint}"`, `action="${mailto}"`)
        .replace(new RegExp(`<input type="hidden" name="${pageLanguageField}"[^>]*>`), '');
      await route.fulfill({ response, body });
    });
    await openPage(page, '/');
    await waitForIsland(page, 'NewsletterForm');
    const box = page.getByRole('form', { name: footer.newsletter.heading });
    await box.getByLabel(footer.newsletter.emailLabel).fill('patient@example.com');
    await box.getByRole('button', { name: footer.newsletter.subscribe }).click();
    await expect(box.getByRole('status')).toContainText(footer.newsletter.notOpen.slice(0, footer.newsletter.notOpen.indexOf('{')).trim());
    await expect(box.getByLabel(footer.newsletter.emailLabel)).toHaveValue('patient@example.com');
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
  });
});
