import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import type { Hospital } from '../../src/content/schemas/hospital';
import type { Tourism } from '../../src/content/schemas/tourism';
import { contentEntries } from '../unit/site-content';
import { openPage } from './helpers';

const tourism = JSON.parse(readFileSync('content/site/tourism.json', 'utf8')) as Tourism;
const hospitals = contentEntries<Hospital>('hospitals');

test.describe('/tourism', () => {
  test('each destination counts and links the partner hospitals of its cities', async ({ page }) => {
    await openPage(page, '/tourism');
    const cards = page.getByTestId('destination');
    await expect(cards).toHaveCount(tourism.destinations.length);
    for (const [index, destination] of tourism.destinations.entries()) {
      const partners = hospitals.filter((hospital) => destination.hospitalCities.includes(hospital.city));
      const card = cards.nth(index);
      await expect(card.getByRole('heading', { name: destination.city })).toBeVisible();
      await expect(card.getByTestId('hospital-count')).toHaveText(`${partners.length} partner hospital${partners.length === 1 ? '' : 's'}`);
      for (const hospital of partners) await expect(card.getByRole('link', { name: hospital.name })).toHaveAttribute('href', `/hospital/${hospital.id}`);
    }
  });

  test('shows the travel packages with their stay and starting price, and the reasons', async ({ page }) => {
    await openPage(page, '/tourism');
    const cards = page.getByTestId('travel-package');
    await expect(cards).toHaveCount(tourism.packages.length);
    for (const [index, travelPackage] of tourism.packages.entries()) {
      const card = cards.nth(index);
      await expect(card.getByRole('heading', { name: travelPackage.title })).toBeVisible();
      await expect(card).toContainText(`${travelPackage.duration.from}–${travelPackage.duration.to} ${travelPackage.duration.unit}`);
      await expect(card).toContainText(`from $${travelPackage.priceFrom.toLocaleString('en-US')}`);
      for (const item of travelPackage.includes) await expect(card.getByText(item, { exact: true })).toBeVisible();
    }
    for (const reason of tourism.reasons) await expect(page.getByRole('heading', { name: reason.title })).toBeVisible();
  });
});
