import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { daysPer } from '../../src/content/schemas/duration';
import type { Hospital } from '../../src/content/schemas/hospital';
import type { Package } from '../../src/content/schemas/package';
import type { PackagesPageContent } from '../../src/content/schemas/packages-page';
import type { Tourism } from '../../src/content/schemas/tourism';
import { companionRoomSentence } from '../../src/lib/companion-room';
import { formatDuration } from '../../src/lib/format';
import { contentEntries } from '../unit/site-content';
import { once, openPage } from './helpers';

const tourism = JSON.parse(readFileSync('content/site/tourism.json', 'utf8')) as Tourism;
const packagesPage = JSON.parse(readFileSync('content/site/packages-page.json', 'utf8')) as PackagesPageContent;
const hospitals = contentEntries<Hospital>('hospitals');
const packages = contentEntries<Package>('packages').sort((a, b) => a.order - b.order);
const formatPrice = (dollars: number) => `$${dollars.toLocaleString('en-US')}`;

test.describe('/tourism', once, () => {
  test('each destination counts and links the partner hospitals of its cities, and the packages that take place there', async ({ page }) => {
    await openPage(page, '/tourism');
    const cards = page.getByTestId('destination');
    await expect(cards).toHaveCount(tourism.destinations.length);
    for (const [index, destination] of tourism.destinations.entries()) {
      const partners = hospitals.filter((hospital) => destination.hospitalCities.includes(hospital.city));
      const card = cards.nth(index);
      await expect(card.getByRole('heading', { name: destination.city })).toBeVisible();
      await expect(card.getByTestId('hospital-count')).toHaveText(`${partners.length} partner hospital${partners.length === 1 ? '' : 's'}`);
      for (const hospital of partners) await expect(card.getByRole('link', { name: hospital.name })).toHaveAttribute('href', `/hospital/${hospital.id}`);
      // Only packages whose hospital is in the destination: a city is never said to offer a package held elsewhere.
      const here = packages.filter((pkg) => partners.some((hospital) => hospital.id === pkg.hospital));
      const links = card.getByTestId('destination-packages').getByRole('link');
      await expect(links).toHaveText(here.map((pkg) => pkg.shortName));
      for (const pkg of here) await expect(links.filter({ hasText: pkg.shortName })).toHaveAttribute('href', `/packages/${pkg.id}`);
    }
  });

  test('the first card is the surgery package, its price and stays read from the packages; the others say what they add and for how much more', async ({ page }) => {
    await openPage(page, '/tourism');
    const cards = page.getByTestId('travel-package');
    await expect(cards).toHaveCount(tourism.packages.length);
    const lowest = Math.min(...packages.map((pkg) => pkg.priceRange.from));
    const days = (value: number, unit: keyof typeof daysPer) => Math.round(value * daysPer[unit]);
    const shortest = Math.min(...packages.map((pkg) => days(pkg.stayInIndia.from, pkg.stayInIndia.unit)));
    const longest = Math.max(...packages.map((pkg) => days(pkg.stayInIndia.to ?? pkg.stayInIndia.from, pkg.stayInIndia.unit)));
    for (const [index, travelPackage] of tourism.packages.entries()) {
      const card = cards.nth(index);
      await expect(card.getByRole('heading', { name: travelPackage.title })).toBeVisible();
      if (travelPackage.addOn) {
        await expect(card).toContainText(tourism.packageCard.addOnPrice.replace('{price}', formatPrice(travelPackage.addOn.price)));
        await expect(card).toContainText(tourism.packageCard.addOnNote);
        await expect(card).toContainText(tourism.packageCard.addOnStay.replace('{duration}', formatDuration(travelPackage.addOn.stay)));
        await expect(card.getByText(companionRoomSentence(packagesPage.companionRoom), { exact: true })).toHaveCount(0);
      } else {
        await expect(card).toContainText(`${tourism.packageCard.from} ${formatPrice(lowest)}`);
        await expect(card).toContainText(tourism.packageCard.stay.replace('{duration}', formatDuration(longest > shortest ? { from: shortest, to: longest, unit: 'days' } : { from: shortest, unit: 'days' })));
        await expect(card.getByText(companionRoomSentence(packagesPage.companionRoom), { exact: true })).toBeVisible();
      }
      for (const item of travelPackage.includes) await expect(card.getByText(item, { exact: true })).toBeVisible();
    }
    for (const reason of tourism.reasons) await expect(page.getByRole('heading', { name: reason.title })).toBeVisible();
  });
});
