import { expect, test } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import type { PatientJourney } from '../../src/content/schemas/patient-journey';
import type { Persona } from '../../src/content/schemas/persona';
import common from '../../content/site/common.json' with { type: 'json' };
import { formatDate } from '../../src/lib/format';
import { once, openPage } from './helpers';

const journey = JSON.parse(readFileSync('content/site/patient-journey.json', 'utf8')) as PatientJourney;
const personas = readdirSync('content/personas')
  .map((file) => JSON.parse(readFileSync(`content/personas/${file}`, 'utf8')) as Persona)
  .sort((a, b) => a.order - b.order);

test.describe('/patient-journey', once, () => {
  test('shows every step in order with its status in words, and a date only on complete and current steps', async ({ page }) => {
    await openPage(page, '/patient-journey');
    const steps = page.getByTestId('journey-step');
    await expect(steps).toHaveCount(journey.steps.length);
    for (const [index, step] of journey.steps.entries()) {
      const item = steps.nth(index);
      await expect(item.getByRole('heading', { name: step.title })).toBeVisible();
      await expect(item.getByTestId('step-status')).toHaveText(journey.statusLabels[step.status]);
      if (step.date) await expect(item.getByTestId('step-date')).toHaveText(formatDate(step.date));
      else await expect(item.getByTestId('step-date')).toHaveCount(0);
    }
    await expect(page.locator('[aria-current="step"]')).toHaveCount(1);
  });
});

test.describe('/patient-journey-persona', once, () => {
  test('shows each persona with needs, fears, journey and quote, and leads to emergency support and a coordinator', async ({ page }) => {
    await openPage(page, '/patient-journey-persona');
    const cards = page.getByTestId('persona');
    await expect(cards).toHaveCount(personas.length);
    for (const [index, persona] of personas.entries()) {
      const card = cards.nth(index);
      await expect(card.getByRole('heading', { level: 2 })).toContainText(persona.name);
      await expect(card).toContainText(persona.condition);
      await expect(card).toContainText(persona.quote);
      for (const item of [...persona.needs, ...persona.fears, ...persona.journey]) await expect(card.getByText(item, { exact: true })).toBeVisible();
      await expect(card.locator(`a[href="/packages/${persona.package}"]`)).toBeVisible();
    }
    await expect(page.getByRole('main').getByRole('link', { name: common.helpLinks.emergency })).toHaveAttribute('href', '/emergency-support');
    await expect(page.getByRole('main').getByRole('link', { name: common.helpLinks.coordinator })).toHaveAttribute('href', '/coordinator-connect');
  });
});
