import { expect, test, type Page } from '@playwright/test';
import coordinatorConnect from '../../content/site/coordinator-connect.json' with { type: 'json' };
import emergencyJson from '../../content/site/emergency-support.json' with { type: 'json' };
import navigation from '../../content/site/navigation.json' with { type: 'json' };
import network from '../../content/site/network.json' with { type: 'json' };
import type { EmergencySupport } from '../../src/content/schemas/emergency-support';
import { emergencyEntryId } from '../../src/lib/emergency';
import { formatDuration, formatPrice, formatPriceRange } from '../../src/lib/format';
import { sectionIds } from '../../src/lib/section-ids';
import { fillTemplate } from '../../src/lib/template';
import { pageRoutes, pathTo, routeForPath } from '../../src/routes';
import { contentEntries } from '../unit/site-content';
import { desktopOnly, menuLive, once, openPage, pagePaths, phoneOnly } from './helpers';

const emergency = emergencyJson as EmergencySupport;
const hospitals = contentEntries<{ name: string; city: string; accreditations: string[]; languages: string[] }>('hospitals');
const packages = contentEntries<{ name: string; hospital: string; order: number; price?: number; priceRange: { from: number; to: number }; hospitalStay: { from: number; to?: number; unit: 'days' | 'weeks' }; stayInIndia: { from: number; to?: number; unit: 'days' | 'weeks' }; consultationLabel?: string }>('packages');
const people = contentEntries<{ name: string; roles: string[]; hospital?: string }>('people');

/** One address of each kind of page (each template), the first the route table gives it. */
const onePathPerTemplate = [...new Map(pagePaths.map((path) => [routeForPath(path)!.template, path])).values()];

/** Whether an element lies wholly inside the window as first shown (no scrolling). */
async function inFirstScreen(page: Page, selector: string) {
  return page.locator(selector).evaluate((element) => {
    const box = element.getBoundingClientRect();
    return box.width > 0 && box.top >= 0 && box.left >= 0 && box.bottom <= innerHeight && box.right <= innerWidth;
  });
}

test.describe('emergency help is one tap from every page', () => {
  test('every kind of page shows the emergency link on its first screen, leading to the emergency page', async ({ page }) => {
    test.slow(); // one page of each kind
    expect(onePathPerTemplate.length).toBe(new Set(pageRoutes.map((route) => route.template)).size);
    for (const path of [...onePathPerTemplate, '/no-such-page']) {
      await page.goto(path);
      const link = page.getByRole('banner').getByRole('link', { name: navigation.emergency, exact: true });
      await expect(link, path).toHaveAttribute('href', pathTo('/emergency-support'));
      expect(await inFirstScreen(page, `header > div > a[href="${pathTo('/emergency-support')}"]`), `${path}: the emergency link is not on the first screen`).toBe(true);
    }
  });

  test('the emergency page jumps from its top to the numbers at home, and from there to each country', async ({ page }) => {
    await openPage(page, pathTo('/emergency-support'));
    const jump = page.getByRole('link', { name: emergency.jump.homeNumbers });
    expect(await inFirstScreen(page, '[data-testid="jump-home-numbers"]')).toBe(true);
    await jump.click();
    await expect(page).toHaveURL(new RegExp(`#${sectionIds.EmergencySupportPage.homeNumbers}$`));
    await expect(page.getByRole('heading', { name: emergency.sections.homeNumbers.heading })).toBeInViewport();
    const countries = page.getByRole('navigation', { name: emergency.jump.countries });
    await expect(countries.getByRole('link')).toHaveText(emergency.homeCountries.map((entry) => entry.country));
    const last = emergency.homeCountries.at(-1)!;
    await countries.getByRole('link', { name: last.country, exact: true }).click();
    await expect(page.locator(`#${emergencyEntryId(last)}`)).toBeInViewport();
    await expect(page.getByTestId('emergency-elsewhere')).toContainText(emergency.elsewhere.text);
  });

  test('each country says where its numbers work and where they were checked', once, async ({ page }) => {
    await openPage(page, pathTo('/emergency-support'));
    for (const entry of [emergency.inIndia, ...emergency.homeCountries]) {
      const section = page.getByRole('region', { name: entry.country, exact: true });
      await expect(section.getByRole('heading', { level: entry === emergency.inIndia ? 2 : 3 })).toHaveText(entry.country);
      // Each number's accessible name says the country it works in.
      for (const item of entry.numbers) await expect(section.locator(`a[href="tel:${item.number}"]`)).toContainText(entry.country);
      const source = section.locator('p', { hasText: entry.source.name });
      await expect(source).toBeVisible();
      await expect(source.locator('time')).toHaveAttribute('datetime', entry.checked);
    }
  });
});

test.describe('the menu and the consultation buttons lead where they say', () => {
  test('"Our Surgeons" opens the list of every surgeon, each linking to the profile', once, async ({ page }) => {
    const item = navigation.groups.flatMap((group) => group.items).find((entry) => entry.href === pathTo('/doctors'));
    expect(item, 'a menu item leads to the list of surgeons').toBeDefined();
    await openPage(page, item!.href);
    for (const person of people.filter((entry) => entry.roles.includes('surgeon'))) {
      await expect(page.getByRole('main').getByRole('link', { name: person.name, exact: true }).first()).toHaveAttribute('href', pathTo('/doctors/:id', { id: person.id }));
    }
  });

  test('a package\'s consultation button lands on the form with the package chosen', async ({ page }) => {
    const pkg = packages.find((entry) => entry.consultationLabel) ?? packages[0];
    await openPage(page, pathTo('/packages/:id', { id: pkg.id }));
    await page.locator(`main a[href^="${pathTo('/coordinator-connect')}?package=${pkg.id}"]`).first().click();
    await expect(page).toHaveURL(new RegExp(`#${sectionIds.CoordinatorConnectPage.form}$`));
    await expect(page.getByRole('heading', { name: coordinatorConnect.form.heading })).toBeInViewport();
    await expect(page.locator('select[name="condition"]')).toHaveValue(pkg.id);
  });

  test('without JavaScript, the package in the address is chosen in the form', once, async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    for (const pkg of packages) {
      await page.goto(`${pathTo('/coordinator-connect')}?package=${pkg.id}`);
      await expect(page.locator('select[name="condition"]'), pkg.id).toHaveValue(pkg.id);
    }
    await page.goto(`${pathTo('/coordinator-connect')}?package=no-such-package`);
    await expect(page.locator('select[name="condition"]')).toHaveValue('');
    await context.close();
  });
});

test.describe('hospitals side by side', once, () => {
  const chosen = hospitals.slice(0, 3);

  test('the comparison works without JavaScript, with a header for every row and column', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(pathTo('/hospitals'));
    await page.getByRole('link', { name: network.comparePage.link }).click();
    for (const hospital of chosen) await page.getByRole('checkbox', { name: hospital.name }).check();
    await page.getByRole('button', { name: network.comparePage.submit }).click();
    const table = page.getByRole('table', { name: network.comparePage.tableCaption });
    await expect(table.getByRole('columnheader')).toHaveText(chosen.map((hospital) => hospital.name));
    const rows = network.comparePage.rows;
    await expect(table.getByRole('rowheader')).toHaveText([rows.city, rows.accreditations, rows.surgeons, rows.packages, rows.hospitalStay, rows.stayInIndia, rows.languages]);
    const cell = (row: string, column: number) => table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: row, exact: true }) }).getByRole('cell').nth(column);
    for (const [column, hospital] of chosen.entries()) {
      await expect(cell(rows.city, column)).toHaveText(hospital.city);
      for (const accreditation of hospital.accreditations) await expect(cell(rows.accreditations, column)).toContainText(accreditation);
      for (const language of hospital.languages) await expect(cell(rows.languages, column)).toContainText(language);
      for (const person of people.filter((entry) => entry.roles.includes('surgeon') && entry.hospital === hospital.id)) await expect(cell(rows.surgeons, column)).toContainText(person.name);
      for (const pkg of packages.filter((entry) => entry.hospital === hospital.id)) {
        await expect(cell(rows.packages, column)).toContainText(`${pkg.name}: ${pkg.price !== undefined ? formatPrice(pkg.price) : formatPriceRange(pkg.priceRange)}`);
        await expect(cell(rows.hospitalStay, column)).toContainText(`${pkg.name}: ${formatDuration(pkg.hospitalStay)}`);
        await expect(cell(rows.stayInIndia, column)).toContainText(`${pkg.name}: ${formatDuration(pkg.stayInIndia)}`);
      }
    }
    // The choice shows ticked on the result, ready to change; the page is kept out of search engines.
    for (const hospital of hospitals) await expect(page.getByRole('checkbox', { name: hospital.name })).toBeChecked({ checked: chosen.includes(hospital) });
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await context.close();
  });

  test('one hospital ticked asks for another', async ({ page }) => {
    await page.goto(`${pathTo('/hospitals/compare')}?${chosen[0].id}=on`);
    await expect(page.getByRole('main').getByRole('status')).toHaveText(fillTemplate(network.comparePage.chooseMore, { name: chosen[0].name }));
    await expect(page.getByRole('table')).toHaveCount(0);
  });
});

test.describe('the header and menus fit the window', () => {
  test('every mega-menu panel stays inside the window, left to right and right to left', desktopOnly, async ({ page }) => {
    for (const width of [1024, 1280, 1440]) {
      await page.setViewportSize({ width, height: 800 });
      await openPage(page, '/');
      for (const dir of ['ltr', 'rtl']) {
        await page.evaluate((value) => (document.documentElement.dir = value), dir);
        const nav = page.getByRole('navigation', { name: navigation.menu.label });
        for (const group of navigation.groups) {
          await nav.locator('summary', { hasText: group.label }).click();
          await menuLive(page);
          const panel = page.locator(`#menu-panel-${group.id}`);
          await expect(panel).toBeVisible();
          const box = (await panel.boundingBox())!;
          expect(box.x, `${group.label} at ${width} px, ${dir}`).toBeGreaterThanOrEqual(0);
          expect(box.x + box.width, `${group.label} at ${width} px, ${dir}`).toBeLessThanOrEqual(width);
          await page.keyboard.press('Escape');
        }
      }
    }
  });

  test('at 320 px no page of any kind scrolls sideways, and search boxes show their whole example', phoneOnly, async ({ page }) => {
    test.slow(); // one page of each kind
    await page.setViewportSize({ width: 320, height: 640 });
    for (const path of [...onePathPerTemplate, `${pathTo('/hospitals/compare')}?${hospitals.slice(0, 3).map((hospital) => `${hospital.id}=on`).join('&')}`]) {
      await page.goto(path);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `${path} scrolls sideways`).toBeLessThanOrEqual(320);
      const cut = await page.locator('input[placeholder]').evaluateAll((inputs) =>
        (inputs as HTMLInputElement[])
          .filter((input) => input.checkVisibility())
          .filter((input) => {
            const style = getComputedStyle(input);
            const context = document.createElement('canvas').getContext('2d')!;
            context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
            const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
            return context.measureText(input.placeholder).width > room;
          })
          .map((input) => input.placeholder),
      );
      expect(cut, `${path}: placeholders cut at 320 px`).toEqual([]);
    }
  });
});
