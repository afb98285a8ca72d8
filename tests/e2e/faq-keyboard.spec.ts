import { expect, test, type Locator, type Page } from '@playwright/test';
import { desktopOnly, openPage } from './helpers';
import { faqQuestions } from './locate';

/** Presses Tab until the element has focus, as a keyboard user would get there. */
async function tabTo(page: Page, target: Locator) {
  for (let step = 0; step < 200; step++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

test('the questions on /resources with the keyboard alone: Tab reaches each, Enter opens, Space closes, and an answer\'s links are in the Tab order only while it is open', desktopOnly, async ({ page }) => {
  await openPage(page, '/resources');
  const questions = faqQuestions(page);
  const first = questions.first();
  await tabTo(page, first.locator('summary'));
  await expect(first.locator('summary')).toHaveAccessibleName((await first.locator('summary h3, summary h4').textContent())!);
  await page.keyboard.press('Enter');
  await expect(first).toHaveAttribute('open', '');
  await expect(first.locator('.prose-body')).toBeVisible();
  await page.keyboard.press('Space');
  await expect(first).not.toHaveAttribute('open');

  // The first question whose answer holds a link, and is not the last question of the page.
  const index = await questions.evaluateAll((elements) => elements.findIndex((element, at) => at < elements.length - 1 && element.querySelector('.prose-body a')));
  expect(index, 'a question with a link in its answer').toBeGreaterThanOrEqual(0);
  const withLink = questions.nth(index);
  await tabTo(page, withLink.locator('summary'));
  await page.keyboard.press('Tab');
  await expect(questions.nth(index + 1).locator('summary'), 'a closed answer is skipped').toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await expect(withLink.locator('.prose-body a').first(), 'an open answer is entered').toBeFocused();
});
