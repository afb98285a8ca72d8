import { expect, test, type Page } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import type { Testimonial } from '../../src/content/schemas/testimonial';
import { once } from './helpers';
import { figureNotes, noteField } from './locate';

const featured = readdirSync('content/testimonials')
  .map((file) => JSON.parse(readFileSync(`content/testimonials/${file}`, 'utf8')) as Testimonial)
  .filter((testimonial) => testimonial.featured);

/** Each featured testimonial on the home page shows the basis of its stars, opened with the keyboard or a tap. */
async function basisShows(page: Page, open: (summary: ReturnType<Page['locator']>) => Promise<void>) {
  expect(featured.length).toBeGreaterThan(0);
  for (const testimonial of featured) {
    // The card that names the patient and carries the note on their stars.
    const card = page.getByRole('listitem').filter({ hasText: testimonial.name }).filter({ has: figureNotes(page) });
    const note = figureNotes(card);
    const summary = note.locator('summary');
    // Always visible: where the stars were given, and the day they were checked.
    await expect(summary).toBeVisible();
    await expect(summary).toContainText(testimonial.ratingBasis.source.name);
    await expect(summary.locator('time')).toHaveAttribute('datetime', testimonial.ratingBasis.checked);
    // One step away: what they are, whose, when.
    await expect(noteField(note, 'meaning')).toBeHidden();
    await open(summary);
    await expect(noteField(note, 'meaning')).toHaveText(testimonial.ratingBasis.meaning);
    await expect(noteField(note, 'countedOver')).toHaveText(testimonial.ratingBasis.population);
    await expect(noteField(note, 'period')).toHaveText(testimonial.ratingBasis.period);
    await expect(note.locator('a[href="/how-we-count#rating"]')).toBeVisible();
  }
}

test.describe('testimonials on the home page', once, () => {
  test('say where and when each rating was given and checked, and open on what it is with the keyboard', async ({ page }) => {
    await page.goto('/');
    await basisShows(page, async (summary) => {
      await summary.focus();
      await page.keyboard.press('Enter');
    });
  });

  test('open on the same without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    await basisShows(page, (summary) => summary.click());
    await context.close();
  });
});
