import { expect, test } from '@playwright/test';
import navigation from '../../content/site/navigation.json' with { type: 'json' };
import { openPage } from './helpers';

test.describe('the mobile menu drawer', () => {
  test.skip(({ isMobile }) => !isMobile, 'phone viewport only');

  test('the drawer comes with the menu island after the page has loaded, so a tap downloads nothing more', async ({ page }) => {
    let loaded = false;
    const beforeLoad: string[] = [];
    const afterTap: string[] = [];
    let tapped = false;
    page.on('load', () => (loaded = true));
    page.on('request', (request) => {
      if (request.resourceType() !== 'script') return;
      if (!loaded) beforeLoad.push(request.url());
      if (tapped) afterTap.push(request.url());
    });
    await openPage(page, '/');
    expect(beforeLoad).toHaveLength(1);
    tapped = true;
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    expect(afterTap).toEqual([]);
  });

  test('shows the menu groups as an accordion with one group open at a time, collapsible', async ({ page }) => {
    await openPage(page, '/');
    await page.getByRole('button', { name: 'Menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    const [first, second] = navigation.groups;
    const firstHeader = drawer.getByRole('button', { name: first.label });
    const secondHeader = drawer.getByRole('button', { name: second.label });
    for (const group of navigation.groups) await expect(drawer.getByRole('button', { name: group.label })).toHaveAttribute('aria-expanded', 'false');

    await firstHeader.click();
    await expect(firstHeader).toHaveAttribute('aria-expanded', 'true');
    await expect(drawer.getByRole('link', { name: new RegExp(first.items[0].label) })).toBeVisible();
    await expect(drawer.getByText('Popular').first()).toBeVisible();

    await secondHeader.click();
    await expect(secondHeader).toHaveAttribute('aria-expanded', 'true');
    await expect(firstHeader).toHaveAttribute('aria-expanded', 'false');

    await secondHeader.click();
    await expect(secondHeader).toHaveAttribute('aria-expanded', 'false');
  });

  test('moves between group headers with the arrow keys, Home and End', async ({ page }) => {
    await openPage(page, '/');
    await page.getByRole('button', { name: 'Menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    const headers = navigation.groups.map((group) => drawer.getByRole('button', { name: group.label }));
    await headers[0].focus();
    await page.keyboard.press('ArrowDown');
    await expect(headers[1]).toBeFocused();
    await page.keyboard.press('End');
    await expect(headers[headers.length - 1]).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(headers[0]).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(headers[headers.length - 1]).toBeFocused();
    await page.keyboard.press('Home');
    await expect(headers[0]).toBeFocused();
  });

  test('following a link closes the drawer, and it reopens with every group collapsed and scrolled to the top', async ({ page }) => {
    await openPage(page, '/');
    await page.getByRole('button', { name: 'Menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    const group = navigation.groups[0];
    await drawer.getByRole('button', { name: group.label }).click();
    await drawer.getByTestId('mobile-menu-scroll').evaluate((element) => element.scrollTo({ top: 200 }));
    await drawer.getByRole('link', { name: new RegExp(group.items[1].label) }).click();
    await expect(page).toHaveURL(new RegExp(`${group.items[1].href}$`));
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();

    await page.getByRole('button', { name: 'Menu' }).click();
    const reopened = page.getByRole('dialog', { name: 'Menu' });
    await expect(reopened.getByRole('button', { name: group.label })).toHaveAttribute('aria-expanded', 'false');
    expect(await reopened.getByTestId('mobile-menu-scroll').evaluate((element) => element.scrollTop)).toBe(0);
  });

  test('closing the drawer collapses the open group', async ({ page }) => {
    await openPage(page, '/packages');
    await page.getByRole('button', { name: 'Menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    const header = drawer.getByRole('button', { name: navigation.groups[2].label });
    await header.click();
    await expect(header).toHaveAttribute('aria-expanded', 'true');
    await drawer.getByRole('button', { name: 'Close menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: navigation.groups[2].label })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  test('is a dialog for the keyboard: Enter opens it with focus inside, Tab stays inside, Escape closes it and focus returns to Menu', async ({ page }) => {
    await openPage(page, '/');
    const menu = page.getByRole('button', { name: 'Menu' });
    await menu.focus();
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();
    await expect(drawer.locator(':focus')).toHaveCount(1);
    // More presses than the drawer has controls: focus must wrap inside it, never reach the page behind.
    for (let press = 0; press < navigation.groups.length + 4; press++) {
      await page.keyboard.press('Tab');
      await expect(drawer.locator(':focus')).toHaveCount(1);
    }
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(menu).toBeFocused();
  });
});
