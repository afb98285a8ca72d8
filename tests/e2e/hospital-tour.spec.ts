import { expect, test, type Page } from '@playwright/test';
import network from '../../content/site/network.json' with { type: 'json' };
import { fillTemplate } from '../../src/lib/template';
import { contentEntries } from '../unit/site-content';
import { once, openPage, waitForIsland } from './helpers';
import { axe } from './wcag-checks';

interface HospitalFile {
  name: string;
  tour: Array<{ id: string; name: string; minutes: number }>;
}

const hospital = contentEntries<HospitalFile>('hospitals')[0];
const areas = hospital.tour;
const controls = network.hospitalPage.tourControls;
const path = `/hospital/${hospital.id}`;

const tour = (page: Page) => page.getByTestId('tour');
const tabs = (page: Page) => tour(page).getByRole('tab');
const position = (index: number) => fillTemplate(controls.position, { number: String(index + 1), total: String(areas.length) });

/** The area shown: its tab selected, its panel the one visible, the position line saying so. */
async function expectShown(page: Page, index: number) {
  await expect(tabs(page).nth(index)).toHaveAttribute('aria-selected', 'true');
  await expect(tour(page).getByRole('tabpanel')).toHaveCount(1);
  await expect(tour(page).getByRole('tabpanel')).toContainText(areas[index].name);
  await expect(page.getByTestId('tour-position')).toHaveText(position(index));
}

async function openTour(page: Page) {
  await openPage(page, path);
  await waitForIsland(page, 'HospitalTour');
}

test.describe('the virtual tour', () => {
  test('by mouse: previous and next wrap round, choosing an area stops playback, play advances on its own', async ({ page }) => {
    await openTour(page);
    await expect(tabs(page)).toHaveText(areas.map((area) => area.name));
    await expectShown(page, 0);
    await tour(page).getByRole('button', { name: controls.previous }).click();
    await expectShown(page, areas.length - 1);
    await tour(page).getByRole('button', { name: controls.next }).click();
    await expectShown(page, 0);

    await tour(page).getByRole('button', { name: controls.play }).click();
    await expect(tour(page)).toHaveAttribute('data-playing', 'true');
    // The first stop lasts its minutes divided by the demo's speed-up: waited for, never slept.
    await expectShown(page, 1);
    await tabs(page).nth(3).click();
    await expect(tour(page)).toHaveAttribute('data-playing', 'false');
    await expect(tour(page).getByRole('button', { name: controls.play })).toBeVisible();
    await expectShown(page, 3);
  });

  test('by keyboard: arrow keys move between areas and wrap, the buttons answer Enter and Space', once, async ({ page }) => {
    await openTour(page);
    await tabs(page).first().focus();
    await page.keyboard.press('ArrowLeft');
    await expectShown(page, areas.length - 1);
    await expect(tabs(page).last()).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expectShown(page, 0);
    await expect(tabs(page).first()).toBeFocused();
    await page.keyboard.press('End');
    await expectShown(page, areas.length - 1);

    const next = tour(page).getByRole('button', { name: controls.next });
    await next.focus();
    await page.keyboard.press('Enter');
    await expectShown(page, 0);
    const play = tour(page).getByRole('button', { name: controls.play });
    await play.focus();
    await page.keyboard.press('Space');
    await expect(tour(page)).toHaveAttribute('data-playing', 'true');
    await expectShown(page, 1);
    // Choosing an area by keyboard stops playback too.
    await tabs(page).nth(1).focus();
    await page.keyboard.press('ArrowRight');
    await expect(tour(page)).toHaveAttribute('data-playing', 'false');
    await expectShown(page, 2);
  });

  test('awake and playing, the tour passes axe', async ({ page }) => {
    await openTour(page);
    await tour(page).getByRole('button', { name: controls.play }).click();
    const results = await axe(page).include('[data-testid="tour"]').analyze();
    expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
  });

  test('a hidden browser tab pauses the tour', once, async ({ page }) => {
    await openTour(page);
    await tour(page).getByRole('button', { name: controls.play }).click();
    await expect(tour(page)).toHaveAttribute('data-playing', 'true');
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await expect(tour(page)).toHaveAttribute('data-playing', 'false');
  });

  test("loads only on a hospital page, and there only once it scrolls into view", async ({ page }) => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await openPage(page, path);
    const island = page.locator('island-root[data-island="HospitalTour"]');
    const own = ((await island.getAttribute('data-modules')) ?? '').split(' ').filter((module) => /HospitalTour/.test(module));
    expect(own.length).toBeGreaterThan(0);
    expect(requested.filter((url) => own.includes(url))).toEqual([]);
    await waitForIsland(page, 'HospitalTour');
    expect(requested.filter((url) => own.includes(url)).length).toBeGreaterThan(0);
    for (const other of ['/', '/hospitals', '/doctor-verification', `/doctors/rajesh-kumar`]) {
      requested.length = 0;
      await openPage(page, other);
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.waitForLoadState('networkidle');
      expect(requested.filter((url) => /HospitalTour/.test(url)), other).toEqual([]);
      await expect(page.locator('island-root[data-island="HospitalTour"]')).toHaveCount(0);
    }
  });

  test('under reduced motion the areas change without a transition; otherwise they fade', once, async ({ browser }) => {
    for (const reducedMotion of ['reduce', 'no-preference'] as const) {
      const context = await browser.newContext({ reducedMotion });
      const page = await context.newPage();
      await openTour(page);
      await tour(page).getByRole('button', { name: controls.next }).click();
      const duration = await tour(page).getByRole('tabpanel').evaluate((panel) => parseFloat(getComputedStyle(panel).transitionDuration) * (getComputedStyle(panel).transitionDuration.endsWith('ms') ? 1 : 1000));
      if (reducedMotion === 'reduce') expect(duration).toBeLessThanOrEqual(0.01);
      else expect(duration).toBeGreaterThan(0);
      await context.close();
    }
  });
});

test.describe('the virtual tour without JavaScript', once, () => {
  test.use({ javaScriptEnabled: false });

  test('is a readable list of the five areas, with no controls that need a script', async ({ page }) => {
    await page.goto(path);
    const stops = page.getByTestId('tour-areas').locator('[data-tour-area]');
    await expect(stops).toHaveCount(areas.length);
    for (const [index, area] of areas.entries()) {
      await expect(stops.nth(index)).toBeVisible();
      await expect(stops.nth(index).getByRole('heading', { level: 3 })).toHaveText(`${index + 1}. ${area.name}`);
    }
    await expect(page.getByRole('tab')).toHaveCount(0);
    await expect(page.getByRole('button', { name: controls.play })).toHaveCount(0);
  });
});
