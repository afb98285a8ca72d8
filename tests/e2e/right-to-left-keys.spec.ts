import { expect, test, type Locator, type Page } from '@playwright/test';
import { languages } from '../../src/generated/languages';
import { pageStatuses } from '../../src/generated/page-statuses';
import { menuLive, once, openPage, waitForIsland } from './helpers';
import { siteMenu } from './locate';

// What differs in a right-to-left language, tested there alone (the English specs test the rest):
// ArrowLeft goes to the next item of a row and ArrowRight to the previous (WAI-ARIA), and the menu
// still opens, takes focus and gives it back. Pages whose words are translated, so they read right to left.
const rtl = languages.find((language) => language.direction === 'rtl' && (pageStatuses[language.tag]?.translated.length ?? 0) > 0)!;
const translated = pageStatuses[rtl.tag].translated;
const inLanguage = (path: string) => (path === '/' ? `/${rtl.tag}` : `/${rtl.tag}${path}`);
const packagePath = translated.find((path) => path.startsWith('/packages/'))!;
const hospitalPath = translated.find((path) => path.startsWith('/hospital/'))!;

/** The row's tabs, the one selected and the one focused, by index. */
async function expectTab(tabs: Locator, index: number) {
  await expect(tabs.nth(index)).toHaveAttribute('aria-selected', 'true');
  await expect(tabs.nth(index)).toBeFocused();
}

/** Arrow keys along a row of tabs read right to left: ArrowLeft next, ArrowRight previous, both wrapping. */
async function expectMirroredArrows(page: Page, tabs: Locator) {
  const count = await tabs.count();
  expect(count).toBeGreaterThan(2);
  await expect(tabs.first().locator('xpath=ancestor::*[@role="tablist"]')).toHaveCSS('direction', 'rtl');
  await tabs.first().focus();
  await page.keyboard.press('ArrowLeft');
  await expectTab(tabs, 1);
  await page.keyboard.press('ArrowRight');
  await expectTab(tabs, 0);
  await page.keyboard.press('ArrowRight');
  await expectTab(tabs, count - 1);
  await page.keyboard.press('ArrowLeft');
  await expectTab(tabs, 0);
}

test.describe(`keyboard paths in ${rtl.tag} (right to left)`, () => {
  test('tabs: ArrowLeft moves to the next tab, ArrowRight to the previous', once, async ({ page }) => {
    await openPage(page, inLanguage(packagePath));
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const tablist = page.locator('main [role="tablist"]').first();
    await tablist.scrollIntoViewIfNeeded();
    await waitForIsland(page, 'Tabs');
    await expectMirroredArrows(page, tablist.getByRole('tab'));
  });

  test('the hospital tour: ArrowLeft moves to the next area, ArrowRight to the previous', once, async ({ page }) => {
    await openPage(page, inLanguage(hospitalPath));
    await page.getByTestId('tour').scrollIntoViewIfNeeded();
    await waitForIsland(page, 'HospitalTour');
    await expectMirroredArrows(page, page.getByTestId('tour').getByRole('tab'));
  });

  test('the menu opens with focus inside, its headers follow the arrows right to left, and Escape gives focus back', async ({ page, isMobile }) => {
    await openPage(page, inLanguage('/'));
    const nav = siteMenu(page);
    const headers = nav.locator('summary');
    if (isMobile) {
      const menu = page.locator('button[popovertarget]:not([popovertargetaction="hide"])');
      await menu.focus();
      await page.keyboard.press('Enter');
      await expect(nav).toBeVisible();
      await expect(nav.locator(':focus')).toHaveCount(1);
      await menuLive(page);
      await headers.first().focus();
      await page.keyboard.press('ArrowLeft');
      await expect(headers.nth(1)).toBeFocused();
      await page.keyboard.press('ArrowRight');
      await expect(headers.first()).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(nav).toBeHidden();
      await expect(menu).toBeFocused();
      return;
    }
    // From the desktop breakpoint the headers stand in a row, the first at the right.
    const [first, second] = [await headers.nth(0).boundingBox(), await headers.nth(1).boundingBox()];
    expect(first!.x).toBeGreaterThan(second!.x);
    await headers.first().click();
    await menuLive(page);
    await expect(nav.locator('details').first()).toHaveAttribute('open');
    await headers.first().focus();
    await page.keyboard.press('ArrowLeft');
    await expect(headers.nth(1)).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(headers.first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(nav.locator('details').first()).not.toHaveAttribute('open');
    await expect(headers.first()).toBeFocused();
  });
});
