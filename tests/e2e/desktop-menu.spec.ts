import { expect, test, type Locator } from '@playwright/test';
import navigation from '../../content/site/navigation.json' with { type: 'json' };
import { desktopOnly, menuLive, openPage } from './helpers';

/** A menu group's header (a <summary>: a disclosure button as HTML) and its <details>, open or not. */
const header = (nav: Locator, label: string) => nav.locator('summary', { hasText: label });
const group = (nav: Locator, label: string) => nav.locator('details').filter({ has: nav.page().locator('summary', { hasText: label }) });

test.describe('the desktop mega-menu', desktopOnly, () => {

  test('opens a group with descriptions and Popular badges, one group at a time, and closes with Escape', async ({ page }) => {
    await openPage(page, '/');
    const nav = page.getByRole('navigation', { name: navigation.menu.label });
    const [first, second] = navigation.groups;
    const firstButton = header(nav, first.label);
    await firstButton.click();
    await expect(group(nav, first.label)).toHaveAttribute('open');
    for (const item of first.items) {
      await expect(nav.getByRole('link', { name: new RegExp(item.label) })).toBeVisible();
      await expect(nav.getByText(item.description)).toBeVisible();
    }
    await expect(nav.locator(`#menu-panel-${first.id}`).getByText(navigation.menu.popular)).toBeVisible();

    await header(nav, second.label).click();
    await expect(group(nav, first.label)).not.toHaveAttribute('open');

    await menuLive(page);
    await page.keyboard.press('Escape');
    await expect(group(nav, second.label)).not.toHaveAttribute('open');
    await expect(header(nav, second.label)).toBeFocused();
  });

  test('following a menu link opens the page and closes the menu', async ({ page }) => {
    await openPage(page, '/');
    const nav = page.getByRole('navigation', { name: navigation.menu.label });
    const menuGroup = navigation.groups[1];
    await header(nav, menuGroup.label).click();
    await menuLive(page);
    await nav.getByRole('link', { name: new RegExp(menuGroup.items[1].label) }).click();
    await expect(page).toHaveURL(new RegExp(`${menuGroup.items[1].href}$`));
    await expect(group(nav, menuGroup.label)).not.toHaveAttribute('open');
  });

  test('the care team is one menu away: the header has no room for its button at desktop widths', async ({ page }) => {
    const patientCare = navigation.groups.find((group) => group.items.some((item) => item.href === navigation.action.href))!;
    const connectItem = patientCare.items.find((item) => item.href === navigation.action.href)!;
    await openPage(page, '/packages');
    await expect(page.getByRole('banner').getByRole('link', { name: navigation.action.label })).toBeHidden();
    await header(page.getByRole('navigation', { name: navigation.menu.label }), patientCare.label).click();
    await page.getByRole('navigation', { name: navigation.menu.label }).getByRole('link', { name: new RegExp(`^${connectItem.label}`) }).click();
    await expect(page).toHaveURL(/\/coordinator-connect$/);
  });

  test('a panel closes when keyboard focus leaves the menu', async ({ page }) => {
    await openPage(page, '/');
    const nav = page.getByRole('navigation', { name: navigation.menu.label });
    const last = navigation.groups[navigation.groups.length - 1];
    const button = header(nav, last.label);
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(group(nav, last.label)).toHaveAttribute('open');
    await menuLive(page);
    for (let press = 0; press <= last.items.length; press++) await page.keyboard.press('Tab');
    await expect(nav.locator(':focus')).toHaveCount(0);
    await expect(group(nav, last.label)).not.toHaveAttribute('open');
    await expect(nav.locator(`#menu-panel-${last.id}`)).toBeHidden();
  });

  test('before its island wakes, a group opens at the first click, and the island adopts it open', async ({ page }) => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/', { waitUntil: 'commit' });
    const nav = page.getByRole('navigation', { name: navigation.menu.label });
    const [first] = navigation.groups;
    await header(nav, first.label).click();
    await expect(nav.getByRole('link', { name: new RegExp(first.items[0].label) })).toBeVisible();
    release();
    // The runtime came after the click; it wakes the island that has focus.
    await menuLive(page);
    await expect(group(nav, first.label)).toHaveAttribute('open');
    await page.keyboard.press('Escape');
    await expect(group(nav, first.label)).not.toHaveAttribute('open');
  });

  for (const width of [1024, 1100, 1280]) {
    test(`at ${width} px the logo and every header label stay on one line`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await openPage(page, '/');
      const wrapped = await page.getByRole('banner').evaluate((header) =>
        [...header.querySelectorAll<HTMLElement>('a, button')]
          .filter((element) => element.checkVisibility())
          .filter((element) => {
            // The lines its text occupies: text boxes whose tops differ by more than half a line.
            const tops: number[] = [];
            const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
            for (let node = walker.nextNode(); node; node = walker.nextNode()) {
              const range = document.createRange();
              range.selectNodeContents(node);
              for (const rect of range.getClientRects()) if (rect.width > 0) tops.push(rect.top);
            }
            return tops.some((top) => Math.abs(top - tops[0]) > 8);
          })
          .map((element) => element.textContent?.trim()),
      );
      expect(wrapped).toEqual([]);
    });
  }
});
