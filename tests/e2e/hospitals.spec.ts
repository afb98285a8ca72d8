import { expect, test } from '@playwright/test';
import network from '../../content/site/network.json' with { type: 'json' };
import { contentEntries, contentJson } from '../unit/site-content';
import { fillTemplate } from '../../src/lib/template';
import { filterKey } from '../../src/lib/hospital-filter';
import { once, openPage, waitForIsland } from './helpers';
import { figureNotes } from './locate';
import { plural } from '../../src/lib/plural';

interface HospitalFile {
  name: string;
  city: string;
  accreditations: string[];
  tour: Array<{ name: string }>;
  ratingBasis?: { source: { name: string } };
  reviews: Array<{ comment: string }>;
}
interface PersonFile {
  name: string;
  roles: string[];
  hospital?: string;
  ratingBasis?: { source: { name: string } };
  reviews?: Array<{ comment: string }>;
  registration?: { number: string; issuedBy: string };
}

const hospitals = contentEntries<HospitalFile>('hospitals');
const people = contentEntries<PersonFile>('people');
const surgeons = people.filter((person) => person.roles.includes('surgeon'));
const site = contentJson<{ origin: string }>('site/site.json');
const pages = { hospitals: contentJson<{ pages: Array<{ path: string; title: string }> }>('site/pages.json').pages.find((page) => page.path === '/hospitals')! };
// A city's or an accreditation's key in the address: the rule is stated with literal keys in tests/unit/hospital-filter.test.ts.
const key = filterKey;

test.describe('partner hospitals', () => {
  test('every hospital card opens its own hospital, with its own surgeons and tour', once, async ({ page }) => {
    for (const hospital of hospitals) {
      await openPage(page, '/hospitals');
      await page.getByRole('link', { name: hospital.name, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/hospital/${hospital.id}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(hospital.name);
      const cards = page.locator('#surgeons ~ * [data-surgeon], section[aria-labelledby="surgeons"] [data-surgeon]');
      const own = surgeons.filter((surgeon) => surgeon.hospital === hospital.id).map((surgeon) => surgeon.id);
      await expect(cards).toHaveCount(own.length);
      for (const id of own) await expect(page.locator(`[data-surgeon="${id}"]`)).toBeVisible();
      if (own.length === 0) await expect(page.getByText(network.hospitalPage.noSurgeons)).toBeVisible();
      await expect(page.getByTestId('tour-areas').locator('[data-tour-area]')).toHaveText(hospital.tour.map((area, index) => new RegExp(`${index + 1}\\. ${area.name}`)));
    }
  });

  test('the filters narrow the list, combine, live in the address and survive a reload', once, async ({ page }) => {
    const city = hospitals[0].city;
    const accreditation = hospitals.flatMap((hospital) => hospital.accreditations)[0];
    await openPage(page, '/hospitals');
    await expect(page.locator('[data-hospital]:visible')).toHaveCount(hospitals.length);
    await page.getByRole('navigation', { name: network.hospitalsPage.cityLabel }).getByRole('link', { name: city, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/hospitals\\?city=${key(city)}$`));
    await expect(page.locator('island-root[data-island="HospitalFilter"]')).toHaveAttribute('data-live', '');
    const inCity = hospitals.filter((hospital) => hospital.city === city);
    await expect(page.locator('[data-hospital]:visible')).toHaveCount(inCity.length);
    await page.getByRole('navigation', { name: network.hospitalsPage.accreditationLabel }).getByRole('link', { name: accreditation, exact: true }).click();
    const both = inCity.filter((hospital) => hospital.accreditations.includes(accreditation));
    await expect(page.locator('[data-hospital]:visible')).toHaveCount(both.length);
    await expect(page).toHaveURL(new RegExp(`/hospitals\\?city=${key(city)}&accreditation=${key(accreditation)}$`));
    const heading = fillTemplate(network.hospitalsPage.filteredTitle, { title: pages.hospitals.title, filters: `${city}, ${accreditation}` });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page.locator('[data-hospital]:visible')).toHaveCount(both.length);
    await expect(page.getByTestId('hospital-count')).toHaveText(plural(network.hospitalsPage.resultCount, both.length, 'en-GB').replace('{count}', String(both.length)));
    // Back returns to the city alone.
    await page.goBack();
    await expect(page.locator('[data-hospital]:visible')).toHaveCount(inCity.length);
  });

  test('in Arabic the filter stays in the Arabic list: its address, a reload and Back', once, async ({ page }) => {
    const city = hospitals[0].city;
    const inCity = hospitals.filter((hospital) => hospital.city === city);
    const visible = page.locator('[data-hospital]:visible');
    await openPage(page, '/ar/hospitals');
    await expect(page.locator('island-root[data-island="HospitalFilter"]')).toHaveAttribute('data-live', '');
    // Filtered in place by the island: the page is never left.
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    await page.locator(`a[data-filter-field="city"][data-filter-value="${key(city)}"]`).click();
    await expect(page).toHaveURL(new RegExp(`/ar/hospitals\\?city=${key(city)}$`));
    await expect(visible).toHaveCount(inCity.length);
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', /^ar/);
    await expect(visible).toHaveCount(inCity.length);
    await page.goBack();
    await expect(page).toHaveURL(/\/ar\/hospitals$/);
    await expect(visible).toHaveCount(hospitals.length);
  });

  test('the filter reads the list\'s title and the filter its page was rendered with from the page, not from its props', once, async ({ page }) => {
    const [city, other] = [...new Set(hospitals.map((hospital) => hospital.city))];
    const heading = page.getByRole('heading', { level: 1 });
    const visible = page.locator('[data-hospital]:visible');
    const { filteredTitle } = network.hospitalsPage;
    await openPage(page, `/hospitals/filter/${key(city!)}/any`);
    const props = JSON.parse((await page.locator('island-root[data-island="HospitalFilter"]').getAttribute('data-props')) ?? '{}') as Record<string, unknown>;
    expect(Object.keys(props).sort()).toEqual(['filteredTitle', 'joiner', 'resultCount']);
    // Awake at the filter page's own address, it keeps the page's filter.
    await expect(visible).toHaveCount(hospitals.filter((hospital) => hospital.city === city).length);
    await expect(heading).toHaveText(fillTemplate(filteredTitle, { title: pages.hospitals.title, filters: city! }));
    // The island filters in place: the page is never left (a page the server answers would have the right heading anyway).
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    await page.getByRole('navigation', { name: network.hospitalsPage.cityLabel }).getByRole('link', { name: other, exact: true }).click();
    await expect(visible).toHaveCount(hospitals.filter((hospital) => hospital.city === other).length);
    await expect(heading).toHaveText(fillTemplate(filteredTitle, { title: pages.hospitals.title, filters: other! }));
    await page.getByRole('navigation', { name: network.hospitalsPage.cityLabel }).getByRole('link', { name: network.hospitalsPage.anyChoice }).click();
    await expect(heading).toHaveText(pages.hospitals.title);
    await expect(visible).toHaveCount(hospitals.length);
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  });

  test.describe('without JavaScript', once, () => {
    test.use({ javaScriptEnabled: false });

    test('the filters are links to pages already filtered, in the address, surviving a reload', async ({ page }) => {
      // The accreditation held by the fewest hospitals, and a city with a hospital holding it and one without, if any.
      const accreditations = [...new Set(hospitals.flatMap((hospital) => hospital.accreditations))];
      const accreditation = accreditations.sort((a, b) => hospitals.filter((h) => h.accreditations.includes(a)).length - hospitals.filter((h) => h.accreditations.includes(b)).length)[0];
      const city = hospitals.find((hospital) => hospital.accreditations.includes(accreditation))!.city;
      const visible = page.locator('[data-hospital]:visible');
      await page.goto('/hospitals');
      await expect(visible).toHaveCount(hospitals.length);
      await page.getByRole('navigation', { name: network.hospitalsPage.accreditationLabel }).getByRole('link', { name: accreditation, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/hospitals\\?accreditation=${key(accreditation)}$`));
      const accredited = hospitals.filter((hospital) => hospital.accreditations.includes(accreditation));
      await expect(visible).toHaveCount(accredited.length);
      for (const hospital of accredited) await expect(page.locator(`[data-hospital="${hospital.id}"]`)).toBeVisible();
      await expect(page.getByRole('link', { name: accreditation, exact: true })).toHaveAttribute('aria-current', 'true');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(fillTemplate(network.hospitalsPage.filteredTitle, { title: pages.hospitals.title, filters: accreditation }));
      await page.getByRole('navigation', { name: network.hospitalsPage.cityLabel }).getByRole('link', { name: city, exact: true }).click();
      const both = accredited.filter((hospital) => hospital.city === city);
      await expect(page).toHaveURL(new RegExp(`/hospitals\\?city=${key(city)}&accreditation=${key(accreditation)}$`));
      await expect(visible).toHaveCount(both.length);
      await page.reload();
      await expect(visible).toHaveCount(both.length);
      await expect(page.getByTestId('hospital-count')).toHaveText(plural(network.hospitalsPage.resultCount, both.length, 'en-GB').replace('{count}', String(both.length)));
      await page.getByRole('navigation', { name: network.hospitalsPage.cityLabel }).getByRole('link', { name: network.hospitalsPage.anyChoice }).click();
      await expect(visible).toHaveCount(accredited.length);
    });
  });

  test('/hospital shows the featured hospital with a canonical link to its own page', once, async ({ page }) => {
    await openPage(page, '/hospital');
    const featured = hospitals.find((hospital) => hospital.id === 'apollo-delhi')!;
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(featured.name);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${site.origin}/hospital/apollo-delhi`);
  });

  test('an unknown hospital or surgeon answers 404, naming what was asked and listing hospitals and surgeons in the HTML', once, async ({ page, request }) => {
    for (const path of ['/hospital/no-such-hospital', '/doctors/no-such-surgeon']) {
      const response = await request.get(path);
      expect(response.status()).toBe(404);
      const html = await response.text();
      for (const hospital of hospitals) expect(html).toContain(`href="/hospital/${hospital.id}"`);
      for (const surgeon of surgeons) expect(html).toContain(`href="/doctors/${surgeon.id}"`);
      await openPage(page, path);
      await expect(page.getByTestId('requested-path')).toContainText(path.split('/').pop()!);
    }
  });
});

test.describe('ratings name their source and lead to reviews a patient can read', () => {
  const rated = hospitals.find((hospital) => hospital.ratingBasis && hospital.reviews.length > 0)!;
  const link = (name: string) => fillTemplate(network.doctorPage.reviewsLink, { name });

  test('from a hospital card and from the hospital page to its reviews', async ({ page }) => {
    await openPage(page, '/hospitals');
    const card = page.locator(`[data-hospital="${rated.id}"]`);
    await expect(figureNotes(card)).toContainText(rated.ratingBasis!.source.name);
    await card.getByRole('link', { name: link(rated.name) }).click();
    await expect(page).toHaveURL(new RegExp(`/hospital/${rated.id}#reviews$`));
    await expect(page.getByRole('heading', { name: network.hospitalPage.sections.reviews.heading })).toBeInViewport();
    await expect(page.getByText(rated.reviews[0].comment)).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole('link', { name: link(rated.name) }).click();
    await expect(page.getByText(rated.reviews[0].comment)).toBeInViewport();
  });

  test("from a surgeon's rating to the Reviews tab, which it opens", once, async ({ page }) => {
    const surgeon = surgeons.find((person) => person.ratingBasis && (person.reviews ?? []).length > 0)!;
    await openPage(page, `/doctors/${surgeon.id}`);
    await expect(figureNotes(page)).toContainText(surgeon.ratingBasis!.source.name);
    await page.getByRole('link', { name: link(surgeon.name) }).click();
    await expect(page.getByRole('tab', { name: network.doctorPage.tabs.reviews })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText(surgeon.reviews![0].comment)).toBeVisible();
  });
});

test.describe('surgeon profiles', once, () => {
  test('every surgeon shows a registration number a patient can check', async ({ page }) => {
    for (const surgeon of surgeons) {
      await openPage(page, `/doctors/${surgeon.id}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(surgeon.name);
      const registration = page.getByTestId('registration');
      await expect(registration).toContainText(surgeon.registration!.number);
      await expect(registration).toContainText(surgeon.registration!.issuedBy);
      await expect(registration.locator(`a[href="${network.doctorPage.registerLink.href}"]`)).toContainText(network.doctorPage.registerLink.label);
    }
  });

  test('the profile tabs work by keyboard, starting on the overview', async ({ page }) => {
    const surgeon = surgeons[0];
    await openPage(page, `/doctors/${surgeon.id}`);
    await waitForIsland(page, 'Tabs');
    const tabs = page.getByRole('tab');
    const labels = Object.values(network.doctorPage.tabs);
    await expect(tabs).toHaveText(labels);
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
    await tabs.first().focus();
    await page.keyboard.press('ArrowRight');
    await expect(tabs.nth(1)).toBeFocused();
    await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel')).toContainText(surgeon.registration!.number);
    await page.keyboard.press('End');
    await expect(tabs.last()).toHaveAttribute('aria-selected', 'true');
  });

  test('/doctor-profile shows the featured surgeon with a canonical link to the profile', async ({ page }) => {
    await openPage(page, '/doctor-profile');
    const featured = people.find((person) => person.id === 'rajesh-kumar')!;
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(featured.name);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${site.origin}/doctors/rajesh-kumar`);
  });

  test('the sitemap page and sitemap.xml list every hospital and surgeon', async ({ page, request }) => {
    const xml = await (await request.get('/sitemap.xml')).text();
    await openPage(page, '/sitemap');
    for (const hospital of hospitals) {
      expect(xml).toContain(`${site.origin}/hospital/${hospital.id}<`);
      await expect(page.getByTestId('sitemap-hospitals').locator(`a[href="/hospital/${hospital.id}"]`)).toBeVisible();
    }
    for (const surgeon of surgeons) {
      expect(xml).toContain(`${site.origin}/doctors/${surgeon.id}<`);
      await expect(page.getByTestId('sitemap-surgeons').locator(`a[href="/doctors/${surgeon.id}"]`)).toBeVisible();
    }
  });
});
