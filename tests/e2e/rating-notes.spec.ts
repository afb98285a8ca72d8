import { expect, test, type Locator, type Page } from '@playwright/test';
import type { FigureBasis } from '../../src/content/fields';
import { contentEntries } from '../unit/site-content';
import { once, ratingText } from './helpers';
import { figureNotes, noteField, ratings } from './locate';

interface RatedFile {
  name: string;
  roles?: string[];
  hospital?: string;
  rating?: number;
  ratingBasis?: FigureBasis;
}

const hospitals = contentEntries<RatedFile>('hospitals').filter((hospital) => hospital.ratingBasis);
const surgeons = contentEntries<RatedFile>('people').filter((person) => person.roles?.includes('surgeon') && person.ratingBasis);
const testimonials = contentEntries<{ name: string; ratingBasis: FigureBasis }>('testimonials');

/** A rating's note: the source and checked day always shown; opened (by `open`), what it counts, over whom and when, and the link to how ratings are counted. */
async function noteShows(note: Locator, basis: FigureBasis, open: (summary: Locator) => Promise<void>) {
  const summary = note.locator('summary');
  await expect(summary).toBeVisible();
  await expect(summary).toContainText(basis.source.name);
  await expect(summary.locator('time')).toHaveAttribute('datetime', String(basis.checked));
  await expect(noteField(note, 'meaning')).toBeHidden();
  await open(summary);
  await expect(noteField(note, 'meaning')).toHaveText(basis.meaning);
  await expect(noteField(note, 'countedOver')).toHaveText(basis.population);
  await expect(noteField(note, 'period')).toHaveText(basis.period);
  await expect(note.locator('a[href="/how-we-count#rating"]')).toBeVisible();
  if (basis.source.url) await expect(note.locator(`a[href="${basis.source.url}"]`)).toBeVisible();
}

/** The rating in the page's header (the first on the page), and its note. */
const heroNote = (page: Page) => figureNotes(ratings(page).first());

const byKeyboard = (page: Page) => async (summary: Locator) => {
  await summary.focus();
  await expect(summary).toBeFocused();
  await page.keyboard.press('Enter');
};

test.describe('hospital and surgeon ratings carry their basis', once, () => {
  test.beforeAll(() => {
    expect(hospitals.length).toBeGreaterThan(0);
    expect(surgeons.length).toBeGreaterThan(0);
  });

  test('the hospital page and the surgeon page open the note with the keyboard', async ({ page }) => {
    const hospital = hospitals[0];
    await page.goto(`/hospital/${hospital.id}`);
    await noteShows(heroNote(page), hospital.ratingBasis!, byKeyboard(page));
    const surgeon = surgeons[0];
    await page.goto(`/doctors/${surgeon.id}`);
    await noteShows(heroNote(page), surgeon.ratingBasis!, byKeyboard(page));
  });

  test('and without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const hospital = hospitals.at(-1)!;
    await page.goto(`/hospital/${hospital.id}`);
    await noteShows(heroNote(page), hospital.ratingBasis!, (summary) => summary.click());
    const surgeon = surgeons.at(-1)!;
    await page.goto(`/doctors/${surgeon.id}`);
    await noteShows(heroNote(page), surgeon.ratingBasis!, (summary) => summary.click());
    await context.close();
  });

  test('every hospital card on /hospitals and every surgeon card on a hospital page names the source and date', async ({ page }) => {
    await page.goto('/hospitals');
    for (const hospital of hospitals) {
      const summary = figureNotes(page.locator(`[data-hospital="${hospital.id}"]`)).locator('summary');
      await expect(summary).toContainText(hospital.ratingBasis!.source.name);
      await expect(summary.locator('time')).toHaveAttribute('datetime', String(hospital.ratingBasis!.checked));
    }
    const surgeon = surgeons.find((person) => person.hospital)!;
    await page.goto(`/hospital/${surgeon.hospital}`);
    const card = page.locator(`[data-surgeon="${surgeon.id}"]`);
    await noteShows(figureNotes(card), surgeon.ratingBasis!, byKeyboard(page));
  });

  test('/how-we-count lists every hospital and surgeon rating and every testimonial’s stars, each with its source', async ({ page }) => {
    await page.goto('/how-we-count');
    const listed = page.locator('section:has(#rating)').getByRole('listitem');
    for (const rated of [...hospitals, ...surgeons, ...testimonials]) {
      const item = listed.filter({ hasText: rated.name });
      await expect(item.first(), rated.name).toBeVisible();
      await expect(figureNotes(item.first()).locator('summary')).toContainText(rated.ratingBasis!.source.name);
    }
  });
});

test.describe('every rating says what it rates', once, () => {
  test('on the hospitals list, each hospital card words its rating as the hospital\'s, and each hospital page its surgeons\' as surgeons\'', async ({ page }) => {
    const rated = contentEntries<RatedFile & { reviewCount?: number }>('hospitals').filter((hospital) => hospital.rating !== undefined);
    await page.goto('/hospitals');
    for (const hospital of rated)
      await expect(ratings(page.locator(`[data-hospital="${hospital.id}"]`))).toContainText(ratingText('hospital', hospital.rating!, hospital.reviewCount!));
    const people = contentEntries<RatedFile & { reviewCount?: number }>('people').filter((person) => person.rating !== undefined && person.hospital);
    const hospital = rated.find((candidate) => people.some((person) => person.hospital === candidate.id))!;
    await page.goto(`/hospital/${hospital.id}`);
    for (const person of people.filter((candidate) => candidate.hospital === hospital.id))
      await expect(ratings(page.locator(`[data-surgeon="${person.id}"]`))).toContainText(ratingText('surgeon', person.rating!, person.reviewCount!));
  });
});
