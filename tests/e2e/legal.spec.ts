import { expect, test } from '@playwright/test';
import { readFileSync, readdirSync } from 'node:fs';
import type { Entry } from '../../src/content/collections';
import common from '../../content/site/common.json' with { type: 'json' };
import { once, openPage } from './helpers';
import { reviewedByLine, templateWords } from './locate';

const dir = '.build/entries/legal';
const pages = readdirSync(dir).map((file) => JSON.parse(readFileSync(`${dir}/${file}`, 'utf8')) as Entry<'legal'>);

test.describe('legal pages', once, () => {
  for (const legal of pages)
    test(`/${legal.id} shows when its text changed, and a clinician's check of its medical statements only where it has one`, async ({ page }) => {
      await openPage(page, `/${legal.id}`);
      await expect(page.getByText(/^Last updated/).locator('time')).toHaveAttribute('datetime', legal.lastUpdated);
      const review = legal.medicalStatementsReview;
      const line = reviewedByLine(page);
      if (!review) return expect(line).toHaveCount(0);
      const clinician = JSON.parse(readFileSync(`content/people/${review.reviewedBy}.json`, 'utf8')) as { name: string };
      await expect(line).toContainText(templateWords(common.reviewedBy.legal));
      await expect(line).toContainText(clinician.name);
      await expect(line.locator('time')).toHaveAttribute('datetime', review.lastReviewed);
    });
});
