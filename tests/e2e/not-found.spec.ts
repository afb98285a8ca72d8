import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import type { NotFoundContent } from '../../src/content/schemas/not-found';
import contact from '../../content/site/contact.json' with { type: 'json' };
import emergencySupport from '../../content/site/emergency-support.json' with { type: 'json' };
import { collections } from '../../src/content/collections';
import { fillTemplate } from '../../src/lib/template';
import { once, openPage } from './helpers';

const notFound = JSON.parse(readFileSync('content/site/not-found.json', 'utf8')) as NotFoundContent;

test.describe('the not-found page', () => {
  test('an unknown address answers 404 with the path, two ways back, six popular pages and an emergency call', async ({ page }) => {
    const logged: string[] = [];
    page.on('console', (message) => logged.push(message.text()));
    const response = await openPage(page, '/no-such-page?from=test');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: notFound.heading })).toBeVisible();
    await expect(page.getByText('404', { exact: true })).toBeVisible();
    await expect(page.getByTestId('requested-path')).toContainText('/no-such-page?from=test');
    await expect(page.getByRole('link', { name: notFound.homeAction })).toHaveAttribute('href', '/');
    await expect(page.getByRole('button', { name: notFound.backAction })).toBeVisible();
    const popular = page.getByRole('region', { name: notFound.popularHeading }).getByRole('link');
    await expect(popular).toHaveText(notFound.popular.map((item) => new RegExp(`^${item.label}`)));
    await expect(page.getByRole('link', { name: fillTemplate(emergencySupport.callAction, { number: contact.hotline.display }) })).toHaveAttribute('href', `tel:${contact.hotline.number}`);
    expect(logged.some((text) => text.includes('/no-such-page'))).toBe(true);
  });

  test('Go Back returns to the page the visitor came from', once, async ({ page }) => {
    await openPage(page, '/sitemap');
    await openPage(page, '/missing-page');
    await page.getByRole('button', { name: notFound.backAction }).click();
    await expect(page).toHaveURL(/\/sitemap$/);
  });

  test('a package that does not exist gets the not-found page', once, async ({ page }) => {
    const response = await openPage(page, '/packages/no-such-package');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: notFound.heading })).toBeVisible();
  });

  test('an address of a missing entry names the entry it asked for, under the usual header', once, async ({ page }) => {
    const response = await openPage(page, '/hospital/unknown-clinic');
    expect(response?.status()).toBe(404);
    await expect(page.getByText(fillTemplate(notFound.noSuchEntry, { noun: collections.hospitals.noun, id: 'unknown-clinic' }))).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
  });

  test('without JavaScript there is no Go Back button that could do nothing', once, async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/missing-page');
    await expect(page.getByRole('link', { name: notFound.homeAction })).toBeVisible();
    await expect(page.getByRole('button', { name: notFound.backAction })).toBeHidden();
    await context.close();
  });
});
