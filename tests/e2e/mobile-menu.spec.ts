import { expect, test, type Locator, type Page } from '@playwright/test';
import navigation from '../../content/site/navigation.json' with { type: 'json' };
import { menuLive, openPage, phoneOnly } from './helpers';
import { scrollingPart } from './locate';

/** The drawer: the site's main navigation, shown as a popover below the desktop breakpoint. */
const drawerOf = (page: Page) => page.getByRole('navigation', { name: navigation.menu.label });
/** A menu group's header (a <summary>) and whether its <details> is open. */
const header = (drawer: Locator, label: string) => drawer.locator('summary', { hasText: label });
const group = (drawer: Locator, label: string) => drawer.locator('details').filter({ has: drawer.page().locator('summary', { hasText: label }) });

test.describe('the mobile menu drawer', phoneOnly, () => {

  test('a tap on Menu opens the drawer before the menu island has any code: the island only starts loading then', async ({ page }) => {
    // The island's code never arrives: the drawer must open without it.
    await page.route(/\/assets\/SiteMenu-[\w-]+\.js$/, () => undefined);
    await openPage(page, '/');
    await page.getByRole('button', { name: navigation.menu.title }).click();
    await expect(drawerOf(page)).toBeVisible();
    expect(await page.locator('island-root[data-island="SiteMenu"]').getAttribute('data-live')).toBeNull();
  });

  test('shows the menu groups as an accordion with one group open at a time, collapsible', async ({ page }) => {
    await openPage(page, '/');
    await page.getByRole('button', { name: navigation.menu.title }).click();
    const drawer = drawerOf(page);
    const [first, second] = navigation.groups;
    for (const { label } of navigation.groups) await expect(group(drawer, label)).not.toHaveAttribute('open');

    await header(drawer, first.label).click();
    await expect(group(drawer, first.label)).toHaveAttribute('open');
    await expect(drawer.getByRole('link', { name: new RegExp(first.items[0].label) })).toBeVisible();
    await expect(drawer.getByText(navigation.menu.popular).first()).toBeVisible();

    await header(drawer, second.label).click();
    await expect(group(drawer, second.label)).toHaveAttribute('open');
    await expect(group(drawer, first.label)).not.toHaveAttribute('open');

    await header(drawer, second.label).click();
    await expect(group(drawer, second.label)).not.toHaveAttribute('open');
  });

  test('moves between group headers with the arrow keys, Home and End', async ({ page }) => {
    await openPage(page, '/');
    await page.getByRole('button', { name: navigation.menu.title }).click();
    await menuLive(page);
    const drawer = drawerOf(page);
    const headers = navigation.groups.map((item) => header(drawer, item.label));
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
    await page.getByRole('button', { name: navigation.menu.title }).click();
    const drawer = drawerOf(page);
    const first = navigation.groups[0];
    await header(drawer, first.label).click();
    await menuLive(page);
    await (await scrollingPart(drawer)).evaluate((element) => element.scrollTo({ top: 200 }));
    await drawer.getByRole('link', { name: new RegExp(first.items[1].label) }).click();
    await expect(page).toHaveURL(new RegExp(`${first.items[1].href}$`));
    await expect(drawerOf(page)).toBeHidden();

    await openPage(page, '/');
    await page.getByRole('button', { name: navigation.menu.title }).click();
    await expect(group(drawerOf(page), first.label)).not.toHaveAttribute('open');
    expect(await (await scrollingPart(drawerOf(page))).evaluate((element) => element.scrollTop)).toBe(0);
  });

  test('closing the drawer collapses the open group', async ({ page }) => {
    await openPage(page, '/packages');
    await page.getByRole('button', { name: navigation.menu.title }).click();
    const drawer = drawerOf(page);
    const label = navigation.groups[2].label;
    await header(drawer, label).click();
    await expect(group(drawer, label)).toHaveAttribute('open');
    await menuLive(page);
    await drawer.getByRole('button', { name: navigation.menu.close }).click();
    await expect(drawer).toBeHidden();
    await page.getByRole('button', { name: navigation.menu.title }).click();
    await expect(group(drawer, label)).not.toHaveAttribute('open');
  });

  test('a tap on the dimmed page beside the drawer closes it', async ({ page }) => {
    await openPage(page, '/');
    await page.getByRole('button', { name: navigation.menu.title }).click();
    await expect(drawerOf(page)).toBeVisible();
    await page.mouse.click(10, 10);
    await expect(drawerOf(page)).toBeHidden();
  });

  test('dragging the drawer down past a quarter of its height closes it; a shorter drag does not', async ({ page }) => {
    await openPage(page, '/');
    await page.getByRole('button', { name: navigation.menu.title }).click();
    const drawer = drawerOf(page);
    await expect(drawer).toBeVisible();
    await menuLive(page);
    // The slide-in has ended when the drawer stops moving.
    await expect.poll(() => drawer.evaluate((element) => element.getAnimations().length)).toBe(0);
    const box = (await drawer.boundingBox())!;
    const title = (await drawer.getByRole('heading', { name: navigation.menu.title }).boundingBox())!;
    const drag = async (distance: number) => {
      await page.mouse.move(title.x + title.width + 20, title.y + title.height / 2);
      await page.mouse.down();
      await page.mouse.move(title.x + title.width + 20, title.y + title.height / 2 + distance, { steps: 5 });
      await page.mouse.up();
    };
    await drag(box.height * 0.1);
    await expect(drawer).toBeVisible();
    await drag(box.height * 0.4);
    await expect(drawer).toBeHidden();
  });

  test('for the keyboard: Enter opens it with focus inside, Tab stays inside, Escape closes it and focus returns to Menu', async ({ page }) => {
    await openPage(page, '/');
    const menu = page.getByRole('button', { name: navigation.menu.title });
    await menu.focus();
    await page.keyboard.press('Enter');
    const drawer = drawerOf(page);
    await expect(drawer).toBeVisible();
    // The key woke the menu's island, which moves focus into the drawer.
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

  test('before any script has run, Menu opens the drawer and its groups open, and the island adopts it as it is', async ({ page }) => {
    // Hold the islands' runtime back: the page is painted and tapped before any of its code runs.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/', { waitUntil: 'commit' });
    await page.getByRole('button', { name: navigation.menu.title }).click();
    const drawer = drawerOf(page);
    await expect(drawer).toBeVisible();
    const label = navigation.groups[1].label;
    await header(drawer, label).click();
    await expect(group(drawer, label)).toHaveAttribute('open');
    expect(await page.locator('island-root[data-island="SiteMenu"]').getAttribute('data-live')).toBeNull();

    release();
    // The runtime came after the taps; it wakes the island that has focus.
    await menuLive(page);
    // Waking changed nothing the visitor sees: the drawer and its open group stay as they were.
    await expect(drawer).toBeVisible();
    await expect(group(drawer, label)).toHaveAttribute('open');
    await drawer.getByRole('button', { name: navigation.menu.close }).click();
    await expect(drawer).toBeHidden();
    await page.getByRole('button', { name: navigation.menu.title }).click();
    await expect(group(drawer, label)).not.toHaveAttribute('open');
  });
});
