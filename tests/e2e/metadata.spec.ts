import { expect, test, type Page } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import type { Person } from '../../src/content/schemas/person';
import type { Contact } from '../../src/content/schemas/contact';
import type { Site } from '../../src/content/schemas/site';
import { pageRoutes, routeForPath } from '../../src/routes';
import { splitLanguage } from '../../src/lib/page-language';
import { canonicalElsewhere, once, pagePaths, ratingText } from './helpers';
import { breadcrumbs, faqQuestions, ratings, reviewedByLine, writtenByLine } from './locate';
import { plural, type PluralForms } from '../../src/lib/plural';

const json = <T>(file: string) => JSON.parse(readFileSync(file, 'utf8')) as T;
const site = json<Site>('content/site/site.json');
const contact = json<Contact>('content/site/contact.json');
const clinician = (id: string) => json<Person>(`content/people/${id}.json`);
const indexable = pagePaths.filter((path) => !routeForPath(path)?.noindex);
/** The file a static host answers an address with. */
const fileOf = (path: string) => (path === '/' ? 'dist/index.html' : `dist${path}/index.html`);

/** Every value of one kind of tag in a document: the content of <meta name|property=…>, the href of <link rel=…>, or the text of <title>. */
function values(html: string, tag: 'title' | `meta:${string}` | `link:${string}`): string[] {
  const decode = (value: string) => value.replace(/&#x27;|&#39;/g, "'").replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
  if (tag === 'title') return [...html.matchAll(/<title>([^<]*)<\/title>/g)].map((match) => decode(match[1]));
  const [kind, name] = tag.split(/:(.*)/s);
  const pattern = kind === 'meta' ? new RegExp(`<meta (?:name|property)="${name}" content="([^"]*)"`, 'g') : new RegExp(`<link rel="${name}" href="([^"]*)"`, 'g');
  return [...html.matchAll(pattern)].map((match) => decode(match[1]));
}

/** Width and height of a PNG file, from its header; null when the file is not a PNG. */
function pngSize(file: string): { width: number; height: number } | null {
  const bytes = readFileSync(file);
  if (bytes.subarray(0, 8).toString('hex') !== '89504e470d0a1a0a' || bytes.subarray(12, 16).toString('ascii') !== 'IHDR') return null;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

test.describe('metadata of every pre-rendered page', once, () => {
  test('one title, description, canonical address and share image each, all unique, the image a 1200 × 630 PNG, in the site\'s language', () => {
    const seen = { title: new Map<string, string>(), 'meta:description': new Map<string, string>(), 'link:canonical': new Map<string, string>(), 'meta:og:image': new Map<string, string>() };
    for (const path of pagePaths) {
      const html = readFileSync(fileOf(path), 'utf8');
      expect(html, path).toContain(`<html lang="${site.languages[0].locale}"`);
      // A page that shows another page's content names that page as canonical, and shares its metadata.
      const elsewhere = canonicalElsewhere(path);
      if (elsewhere) {
        expect(pagePaths, `${path} names ${elsewhere} as canonical`).toContain(elsewhere);
        expect(values(html, 'link:canonical')).toEqual([`${site.origin}${elsewhere}`]);
        continue;
      }
      for (const [tag, map] of Object.entries(seen)) {
        const found = values(html, tag as keyof typeof seen);
        expect(found, `${path} ${tag}`).toHaveLength(1);
        expect(map.get(found[0]), `${path} has the ${tag} of ${map.get(found[0])}`).toBeUndefined();
        map.set(found[0], path);
      }
      expect(values(html, 'link:canonical')[0]).toBe(`${site.origin}${path}`);
      const image = values(html, 'meta:og:image')[0];
      expect(image.startsWith(`${site.origin}/`), image).toBe(true);
      expect(pngSize(`dist${image.slice(site.origin.length)}`), image).toEqual({ width: 1200, height: 630 });
      expect(values(html, 'meta:twitter:image')).toEqual([image]);
      expect(values(html, 'meta:twitter:card')).toEqual(['summary_large_image']);
      expect(values(html, 'meta:og:url')).toEqual([`${site.origin}${path}`]);
      expect(values(html, 'meta:og:title')).toEqual(values(html, 'title'));
      expect(values(html, 'meta:og:description')).toEqual(values(html, 'meta:description'));
    }
  });

  test('sitemap.xml lists exactly the indexable pages, each with a lastmod of a real day, and robots.txt points to it', () => {
    const xml = readFileSync('dist/sitemap.xml', 'utf8');
    const listed = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1].replace(/&amp;/g, '&'));
    // Besides the pages of the route table, the paged and per-category lists of the blog (routes marked as listings).
    // Translations are listed beside their English pages (under /<tag>), and only where the English page is.
    const tags = site.languages.slice(1).map((language) => language.tag);
    const paths = listed.map((url) => url.slice(site.origin.length));
    const english = paths.filter((path) => splitLanguage(path, tags).tag === null);
    for (const path of paths.filter((path) => splitLanguage(path, tags).tag !== null)) expect(english, path).toContain(splitLanguage(path, tags).path);
    const listings = english.filter((path) => !indexable.includes(path));
    for (const path of listings) expect(routeForPath(path)?.listing, path).toBeDefined();
    expect(english.filter((path) => !listings.includes(path)).sort()).toEqual([...indexable].sort());
    for (const [, day] of xml.matchAll(/<lastmod>([^<]+)<\/lastmod>/g)) expect(new Date(`${day}T00:00:00Z`).toISOString().slice(0, 10)).toBe(day);
    expect(readFileSync('dist/robots.txt', 'utf8')).toContain(`Sitemap: ${site.origin}/sitemap.xml`);
  });

  test('the sitemap page links every indexable page, the home page included, but the entries a listing shows page by page', () => {
    const html = readFileSync(fileOf('/sitemap'), 'utf8');
    const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
    const links = new Set([...main.matchAll(/<a [^>]*href="([^"]+)"/g)].map((match) => match[1]));
    // The blog's articles are named by the blog, whose pages list them all: the sitemap stays one size however many there are.
    const paged = new Set(pageRoutes.flatMap((route) => (route.listing && route.path.includes(':page') ? [route.listing] : [])));
    const onListingPages = (path: string) => paged.has(routeForPath(path)?.entries ?? '');
    expect(indexable.filter((path) => !onListingPages(path) && !links.has(path))).toEqual([]);
    expect(indexable.filter((path) => onListingPages(path) && links.has(path))).toEqual([]);
  });
});

type LinkedData = Record<string, unknown> & { '@type': string };

/** The structured data blocks of the page, parsed. */
async function linkedData(page: Page): Promise<LinkedData[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((block) => JSON.parse(block) as LinkedData);
}

const text = async (page: Page, selector: string) => ((await page.locator(selector).first().textContent()) ?? '').replace(/\s+/g, ' ').trim();
const digits = (value: string) => value.replace(/\D/g, '');
const network = json<{ hospitalPage: { yearsOfOperation: PluralForms } }>('content/site/network.json');
/** A field of a Markdown file's front matter, as written. */
const frontMatter = (file: string, field: string) => new RegExp(`^${field}: (.+)$`, 'm').exec(readFileSync(file, 'utf8'))?.[1].replace(/^"|"$/g, '');
/** The page's address of a full URL on the site's origin. */
const pathOf = (url: unknown) => String(url).slice(site.origin.length);

type Rated = { aggregateRating?: { ratingValue: number; reviewCount: number; bestRating?: number } };

/** The rating the structured data gives is the one the page shows, out of 5, with its number of reviews. */
async function ratingAgrees(page: Page, block: Rated, subject: 'hospital' | 'surgeon' | 'package') {
  const rating = block.aggregateRating;
  if (!rating) return expect(ratings(page)).toHaveCount(0);
  expect(rating.bestRating ?? 5).toBe(5);
  await expect(ratings(page).first()).toContainText(ratingText(subject, rating.ratingValue, rating.reviewCount));
}

/** A hospital's structured data, field by field, against its page and its content file. */
async function hospitalAgrees(page: Page, hospital: LinkedData & Rated) {
  const id = pathOf(hospital.url).split('/').pop()!;
  const file = `content/hospitals/${id}.mdx`;
  expect(hospital.name).toBe(await text(page, 'h1'));
  expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(hospital.url);
  await expect(page.locator('main')).toContainText(String(hospital.description));

  const address = hospital.address as { streetAddress?: string; addressLocality: string; addressRegion: string; addressCountry: string };
  // The line under the heading that gives the address, and the years of operation.
  const location = page.getByRole('main').locator('p', { hasText: address.streetAddress ?? `${address.addressLocality}, ${address.addressRegion}` }).first();
  await expect(location).toBeVisible();
  expect(address.addressLocality).toBe(frontMatter(file, 'city'));
  expect(address.addressRegion).toBe(frontMatter(file, 'region'));

  // Founded when the content says; the years of operation the page shows count from then (to the build's year, this year or last).
  expect(hospital.foundingDate).toBe(frontMatter(file, 'established'));
  const [before, after] = network.hospitalPage.yearsOfOperation.other.split('{years}').map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  const shown = Number(new RegExp(`${before}(\\d+)${after}`).exec((await location.textContent()) ?? '')?.[1] ?? NaN);
  const year = new Date().getUTCFullYear();
  expect([year, year - 1].map((now) => now - Number(hospital.foundingDate))).toContain(shown);
  await expect(location).toContainText(plural(network.hospitalPage.yearsOfOperation, shown, site.languages[0].locale).replace('{years}', String(shown)));

  // The accreditations are exactly those the page lists.
  const certifications = (hospital.hasCertification as Array<{ name: string }>).map((entry) => entry.name);
  const listed = (await page.locator('section[aria-labelledby="accreditations"] .card .h3').allTextContents()).map((name) => name.trim());
  expect(certifications.toSorted()).toEqual(listed.toSorted());

  for (const specialty of hospital.medicalSpecialty as string[]) await expect(page.locator('main'), `${id} shows the specialty ${specialty}`).toContainText(specialty, { ignoreCase: true });
  await ratingAgrees(page, hospital, 'hospital');
}

/** A surgeon's structured data, field by field, against the profile page. */
async function physicianAgrees(page: Page, physician: LinkedData & Rated) {
  expect(physician.name).toBe(await text(page, 'h1'));
  expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(physician.url);
  const main = page.locator('main');
  for (const specialty of physician.medicalSpecialty as string[]) await expect(main).toContainText(specialty);

  const hospital = physician.hospitalAffiliation as { name: string; url: string } | undefined;
  if (hospital) await expect(main.locator(`a[href="${pathOf(hospital.url)}"]`).filter({ hasText: hospital.name }).first()).toBeAttached();

  for (const credential of physician.hasCredential as Array<{ name: string; recognizedBy: { name: string } }>)
    await expect(main).toContainText(`${credential.name}, ${credential.recognizedBy.name}`);

  const identifier = physician.identifier as { propertyID: string; value: string } | undefined;
  const registration = page.getByTestId('registration');
  if (!identifier) await expect(registration).toHaveCount(0);
  else {
    await expect(registration).toContainText(identifier.value);
    await expect(registration).toContainText(identifier.propertyID);
  }
  await ratingAgrees(page, physician, 'surgeon');
}

test.describe('structured data agrees with what the page shows', once, () => {
  // The same HTML at every size: checked once, at the desktop size.

  for (const path of pagePaths) {
    test(`${path}`, async ({ page }) => {
      await page.goto(path);
      const blocks = await linkedData(page);
      const types = blocks.map((block) => block['@type']);
      const canonical = `${site.origin}${path}`;
      for (const block of blocks) expect(block['@context'], path).toBe('https://schema.org');

      // Every page below the home page carries its trail, the one the page shows.
      const trail = blocks.find((block) => block['@type'] === 'BreadcrumbList');
      if (path === '/') expect(trail).toBeUndefined();
      else {
        expect(trail, `${path} has a BreadcrumbList`).toBeDefined();
        const items = trail!.itemListElement as Array<{ position: number; name: string; item: string }>;
        const shown = (await breadcrumbs(page).getByRole('listitem').allTextContents()).map((item) => item.trim());
        expect(items.map((item) => item.name)).toEqual(shown);
        expect(items.map((item) => item.position)).toEqual(items.map((_, index) => index + 1));
        expect(items[0].item).toBe(`${site.origin}/`);
        expect(items.at(-1)!.item).toBe(canonical);
        const hrefs = await breadcrumbs(page).getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
        expect(items.slice(0, -1).map((item) => item.item)).toEqual(hrefs.map((href) => `${site.origin}${href}`));
      }

      if (path === '/') {
        const organisation = blocks.find((block) => block['@type'] === 'MedicalOrganization');
        expect(organisation).toMatchObject({ name: site.name, url: `${site.origin}/`, email: contact.email, foundingDate: String(site.foundedYear) });
        await expect(page.locator('body')).toContainText(site.name);
        await expect(page.locator(`a[href="mailto:${contact.email}"]`).first()).toBeAttached();
        const phones = await page.locator('a[href^="tel:"]').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
        expect(phones.map(digits)).toContain(digits(String(organisation!.telephone)));
        await expect(page.getByRole('contentinfo')).toContainText(String(organisation!.description));
      }

      const medical = blocks.find((block) => block['@type'] === 'MedicalWebPage');
      const reviewed = reviewedByLine(page);
      if (path.startsWith('/packages/') || path === '/emergency-support') expect(medical, `${path} is a medical page`).toBeDefined();
      if (medical) {
        expect(medical.name).toBe(await text(page, 'h1'));
        expect(medical.url).toBe(canonical);
        expect(medical.description).toBe(await page.locator('meta[name="description"]').getAttribute('content'));
        const reviewer = medical.reviewedBy as { name: string; honorificSuffix?: string };
        await expect(reviewed.first()).toContainText(`${reviewer.name}, ${reviewer.honorificSuffix}`);
        expect(await reviewed.first().locator('time').getAttribute('datetime')).toBe(medical.lastReviewed);
        const author = medical.author as { '@type': string; name: string };
        if (author['@type'] === 'Person') await expect(page.locator('body')).toContainText(author.name);
        else await expect(writtenByLine(page)).toContainText(author.name);
        // The reviewer is a clinician of the content, with the credentials it lists.
        const id = readdirSync('content/people').map((file) => file.replace('.json', '')).find((file) => clinician(file).name === reviewer.name);
        expect(id, reviewer.name).toBeDefined();
        expect(reviewer.honorificSuffix).toBe(clinician(id!).credentials);
      }

      const faqs = blocks.filter((block) => block['@type'] === 'FAQPage');
      const shownQuestions = (await faqQuestions(page).locator('summary').allTextContents()).map((question) => question.replace(/\s+/g, ' ').trim());
      if (shownQuestions.length > 0) expect(faqs, `${path} shows questions`).toHaveLength(1);
      for (const faq of faqs) {
        const questions = faq.mainEntity as Array<{ name: string; acceptedAnswer: { text: string } }>;
        expect(questions.map((question) => question.name).sort()).toEqual(shownQuestions.sort());
        for (const question of questions) expect(question.acceptedAnswer.text.length, question.name).toBeGreaterThan(0);
      }

      const product = blocks.find((block) => block['@type'] === 'Product');
      if (product) {
        expect(product.name).toBe(await text(page, 'h1'));
        const offer = product.offers as { lowPrice: number; highPrice: number; priceCurrency: string };
        expect(offer.priceCurrency).toBe('USD');
        await expect(page.getByTestId('package-price')).toContainText(`$${offer.lowPrice.toLocaleString('en-US')}–$${offer.highPrice.toLocaleString('en-US')}`);
        const rating = product.aggregateRating as { ratingValue: number; reviewCount: number } | undefined;
        if (rating) await expect(ratings(page).first()).toContainText(ratingText('package', rating.ratingValue, rating.reviewCount));
      }

      const hospital = blocks.find((block) => block['@type'] === 'Hospital');
      if (path.startsWith('/hospital/')) expect(hospital, `${path} describes its hospital`).toBeDefined();
      if (hospital) await hospitalAgrees(page, hospital);
      const physician = blocks.find((block) => block['@type'] === 'Physician');
      if (path.startsWith('/doctors/') && (await page.getByTestId('registration').count()) > 0) expect(physician, `${path} describes its surgeon`).toBeDefined();
      if (physician) await physicianAgrees(page, physician);

      // Any other type (added by other pages) names what it describes, and the page shows that name.
      for (const block of blocks.filter((candidate) => !['BreadcrumbList', 'FAQPage'].includes(candidate['@type']))) {
        expect(typeof block.name, `${path} ${block['@type']}`).toBe('string');
        await expect(page.locator('body')).toContainText(String(block.name));
      }
      expect(types.filter((type) => type === 'BreadcrumbList').length).toBeLessThanOrEqual(1);
    });
  }
});
