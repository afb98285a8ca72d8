import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import type { Contact } from '../../src/content/schemas/contact';
import type { EmergencySupport } from '../../src/content/schemas/emergency-support';
import { emergencyEntryId } from '../../src/lib/emergency';
import { fillTemplate } from '../../src/lib/template';
import { once, openPage, watchConsole } from './helpers';
import { reviewedByLine } from './locate';

const emergency = JSON.parse(readFileSync('content/site/emergency-support.json', 'utf8')) as EmergencySupport;
const contact = JSON.parse(readFileSync('content/site/contact.json', 'utf8')) as Contact;

test.describe('/emergency-support', once, () => {
  test('every emergency number is a tel: link inside the section of the country where it works', async ({ page }) => {
    await openPage(page, '/emergency-support');
    for (const entry of [emergency.inIndia, ...emergency.homeCountries]) {
      const section = page.getByRole('region', { name: entry.country, exact: true });
      await expect(section.getByRole('heading', { name: entry.country, exact: true })).toBeVisible();
      for (const item of entry.numbers) {
        const link = section.locator(`a[href="tel:${item.number}"]`);
        await expect(link).toHaveCount(1);
        await expect(link).toContainText(item.number);
        await expect(link).toContainText(item.service);
        if (item.coverage) await expect(link).toContainText(item.coverage);
      }
    }
  });

  test('India comes first, and the care team lines come from the contact content', async ({ page }) => {
    await openPage(page, '/emergency-support');
    // Of every country's numbers, India's come first on the page.
    const countries = page.locator([emergency.inIndia, ...emergency.homeCountries].map((entry) => `section[aria-labelledby="${emergencyEntryId(entry)}"]`).join(', '));
    await expect(countries.first().getByRole('heading')).toHaveText(emergency.inIndia.country);
    for (const phone of [contact.hotline, contact.careTeam]) {
      const link = page.locator(`a[href="tel:${phone.number}"]`, { hasText: phone.display }).first();
      await expect(link).toBeVisible();
    }
    await expect(page.getByText(contact.hotline.hours).first()).toBeVisible();
    await expect(page.getByText(emergency.careTeam.note, { exact: true })).toBeVisible();
    await expect(page.getByRole('region', { name: emergency.sections.homeNumbers.heading })).toContainText(emergency.sections.homeNumbers.lead!);
  });

  test('the emergency box of other pages gives the advice reviewed with this page, and leads here', async ({ page }) => {
    for (const path of ['/packages/colorectal-cancer', '/no-such-page']) {
      await openPage(page, path);
      const box = page.getByRole('complementary', { name: emergency.callBox.heading });
      await expect(box).toContainText(fillTemplate(emergency.callBox.text, { line: contact.hotline.label.toLowerCase(), hours: contact.hotline.hours.toLowerCase() }));
      await expect(box.getByRole('link', { name: emergency.callBox.numbersLink })).toHaveAttribute('href', '/emergency-support');
    }
  });

  test('symptom groups say their urgency in words, list every symptom, and the page names its reviewer', async ({ page }) => {
    const console = watchConsole(page);
    await openPage(page, '/emergency-support');
    for (const group of emergency.symptomGroups) {
      const card = page.getByRole('region', { name: group.heading });
      await expect(card).toContainText(emergency.urgencyLabels[group.urgency]);
      await expect(card.getByRole('heading', { name: group.heading })).toBeVisible();
      await expect(card.getByRole('listitem')).toHaveText(group.symptoms);
    }
    const clinician = JSON.parse(readFileSync(`content/people/${emergency.review.reviewedBy}.json`, 'utf8')) as { name: string };
    await expect(reviewedByLine(page)).toContainText(clinician.name);
    await expect(reviewedByLine(page).locator('time')).toHaveAttribute('datetime', emergency.review.lastReviewed);
    expect(console.problems).toEqual([]);
  });

  test('is complete with JavaScript off', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/emergency-support');
    const numbers = [emergency.inIndia, ...emergency.homeCountries].flatMap((entry) => entry.numbers.map((item) => `tel:${item.number}`));
    const hrefs = await page.locator('main a[href^="tel:"]').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs).toEqual(expect.arrayContaining([...numbers, `tel:${contact.hotline.number}`, `tel:${contact.careTeam.number}`]));
    const critical = emergency.symptomGroups.find((group) => group.urgency === 'critical')!;
    await expect(page.getByRole('region', { name: critical.heading })).toBeVisible();
    await context.close();
  });
});
