import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import careTeamWords from '../../content/site/care-team.json' with { type: 'json' };
import words from '../../content/site/your-request.json' with { type: 'json' };
import site from '../../content/site/site.json' with { type: 'json' };
import { packages } from '../../src/generated/packages';
import { formatPriceRange } from '../../src/lib/format';
import { pathTo } from '../../src/routes';
import { startSmtpCapture, type SmtpCapture } from './smtp-capture';
import { startServer, type ServerProcess } from './receiver-process';
import { patient, pdfReport } from './request-form';
import { once } from './helpers';
import { layOutEverything, wcagTags } from './wcag-checks';

const coordinator = { email: 'coordinator@care.example', password: 'a password long enough' };
const reply = 'Please send your latest CT scan before Friday';
const secondReport = { name: 'ct-scan.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n% CT scan\n') };

/** The loopback mail server and what it received. */
let smtp: SmtpCapture;
let server: ServerProcess;
let reference: string;
let patientContext: BrowserContext;
let patientPage: Page;

test.describe.configure({ mode: 'serial' });
// The patient's pages are seen in a browser of their own at 320 px, whatever the project's size:
// every test runs once (`once`), not once per project.
test.setTimeout(180_000);

test.beforeAll(async ({ browser }) => {
  smtp = await startSmtpCapture();
  const store = join(process.env.E2E_STORE_DIR!, '..', `patient-side-store-${randomUUID()}`);
  mkdirSync(store, { recursive: true });
  server = await startServer(store, { SMTP_URL: smtp.url }, { accounts: [coordinator] });
  // The patient's pages work without JavaScript: the patient's browser has none, on the narrowest phone.
  patientContext = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 320, height: 720 } });
  patientPage = await patientContext.newPage();
});
test.afterAll(async () => {
  await patientContext?.close();
  await server?.kill();
  await smtp?.close();
});

/** The emails to an address, their text decoded (base64, as a text in another script is sent, or quoted-printable) so a link reads whole. */
function mailsTo(address: string): string[] {
  return smtp.mails
    .filter((mail) => mail.to.includes(address))
    .map((mail) => {
      const [head, ...body] = mail.raw.split(/\r?\n\r?\n/);
      const text = body.join('\n\n');
      if (/content-transfer-encoding:\s*base64/i.test(head)) return `${head}\n\n${Buffer.from(text.replace(/\s+/g, ''), 'base64').toString('utf8')}`;
      return mail.raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    });
}

/** The path of the newest private link emailed to the patient (the email points at the site's origin; the test's server is elsewhere). */
async function newestLink(count: number): Promise<string> {
  await expect.poll(() => mailsTo(patient.email).length, { timeout: 30_000 }).toBeGreaterThanOrEqual(count);
  const text = mailsTo(patient.email)[count - 1];
  const match = /https?:\/\/[^\s/]+(\/patient\/open\?token=[\w-]+)/.exec(text);
  expect(match, text).not.toBeNull();
  return match![1];
}

async function axeViolations(page: Page): Promise<string[]> {
  await layOutEverything(page);
  const results = await new AxeBuilder({ page }).withTags(wcagTags).analyze();
  return results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

/**
 * Axe needs JavaScript, which the patient's browser has off: the page the patient sees (whatever
 * answered it, a GET or a form's POST), in a browser with it on at 320 px, on the same server so
 * its stylesheet loads.
 */
async function patientAxeViolations(browser: Browser, shown: Page = patientPage): Promise<string[]> {
  const html = await shown.content();
  const context = await browser.newContext({ viewport: { width: 320, height: 720 } });
  const page = await context.newPage();
  await page.goto(`${server.url}/patient`);
  await page.setContent(html, { waitUntil: 'load' });
  const violations = await axeViolations(page);
  await context.close();
  return violations;
}

/** A page of the static site (a GET), at 320 px, in a browser with JavaScript on (axe needs it). */
async function siteAxeViolations(browser: Browser, address: string): Promise<string[]> {
  const context = await browser.newContext({ viewport: { width: 320, height: 720 } });
  const page = await context.newPage();
  await page.goto(address);
  const violations = await axeViolations(page);
  await context.close();
  return violations;
}

/** Nothing wider than the narrowest phone. */
async function fitsThePhone(page: Page = patientPage) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
}

async function coordinatorPage(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto(`${server.url}/care-team`);
  await page.getByLabel(careTeamWords.signIn.emailLabel).fill(coordinator.email);
  await page.getByLabel(careTeamWords.signIn.passwordLabel).fill(coordinator.password);
  await page.getByRole('button', { name: careTeamWords.signIn.submit }).click();
  await expect(page.getByRole('heading', { level: 1, name: careTeamWords.list.heading })).toBeVisible();
  return page;
}

test('a patient opens the private link of the acknowledgement and sees the request received', once, async ({ request, browser }) => {
  const response = await request.post(`${server.url}/api/requests`, {
    headers: { Accept: 'application/json' },
    multipart: { ...patient, condition: 'other', contactMethod: 'email', consent: 'yes', reports: pdfReport },
  });
  expect(response.status()).toBe(201);
  reference = ((await response.json()) as { reference: string }).reference;
  const link = await newestLink(1);
  expect(mailsTo(patient.email)[0]).not.toContain(patient.message);

  await patientPage.goto(`${server.url}${link}`);
  await expect(patientPage.getByRole('heading', { level: 1, name: words.open.heading })).toBeVisible();
  expect(await patientAxeViolations(browser)).toEqual([]);
  await patientPage.getByRole('button', { name: words.open.submit }).click();
  await expect(patientPage.getByRole('heading', { level: 1, name: words.request.heading.replace('{reference}', reference) })).toBeVisible();
  const timeline = patientPage.getByRole('region', { name: words.request.timelineHeading });
  await expect(timeline.getByText(words.request.statuses.new)).toBeVisible();
  await expect(timeline.locator('[data-reached="yes"]')).toHaveCount(1);
  // The report is listed by its name, not shown.
  await expect(patientPage.getByRole('link', { name: new RegExp(pdfReport.name) })).toBeVisible();
  expect(await patientAxeViolations(browser)).toEqual([]);
  await fitsThePhone();

  // The link worked once.
  await patientPage.goto(`${server.url}${link}`);
  await expect(patientPage.getByRole('heading', { level: 1, name: words.invalidLink.heading })).toBeVisible();
  expect(await patientAxeViolations(browser)).toEqual([]);
  await fitsThePhone();
});

test('"Your request" sends a fresh link, without JavaScript, at 320 px', once, async ({ browser }) => {
  await patientPage.goto(`${server.url}${pathTo('/your-request')}`);
  expect(await siteAxeViolations(browser, patientPage.url())).toEqual([]);
  await fitsThePhone();
  await patientPage.getByLabel(words.page.emailLabel).fill(patient.email);
  await patientPage.getByRole('button', { name: words.page.submit }).click();
  await expect(patientPage.getByRole('heading', { level: 1, name: words.linkSent.heading })).toBeVisible();
  expect(await patientAxeViolations(browser)).toEqual([]);
  await fitsThePhone();
  const link = await newestLink(2);
  await patientPage.goto(`${server.url}${link}`);
  await patientPage.getByRole('button', { name: words.open.submit }).click();
  await expect(patientPage.getByRole('heading', { level: 1, name: words.request.heading.replace('{reference}', reference) })).toBeVisible();
});

test('a coordinator replies and sets "contacted"; the patient is emailed a link without the words, reads it and adds a second report', once, async ({ browser }) => {
  const page = await coordinatorPage(browser);
  await page.goto(`${server.url}/care-team/requests/${reference}`);
  await page.getByLabel(words.careTeam.replyLabel).fill(reply);
  await page.getByRole('button', { name: words.careTeam.send }).click();
  await expect(page.getByRole('region', { name: words.careTeam.heading })).toContainText(reply);
  await page.getByLabel(careTeamWords.list.columns.status, { exact: true }).selectOption({ label: careTeamWords.statuses.contacted });
  await page.getByRole('button', { name: careTeamWords.request.statusSubmit }).click();
  expect(await axeViolations(page)).toEqual([]);

  const link = await newestLink(3);
  const told = mailsTo(patient.email)[2];
  expect(told).not.toContain('CT scan');
  expect(told).not.toContain('Friday');

  await patientPage.goto(`${server.url}${link}`);
  await patientPage.getByRole('button', { name: words.open.submit }).click();
  const thread = patientPage.getByRole('region', { name: words.messages.heading });
  await expect(thread).toContainText(reply);
  await expect(patientPage.getByRole('region', { name: words.request.timelineHeading }).locator('[data-reached="yes"]')).toHaveCount(2);
  await patientPage.getByLabel(words.messages.replyLabel).fill('Here it is.');
  await patientPage.getByLabel(words.messages.reportLabel).setInputFiles(secondReport);
  await patientPage.getByRole('button', { name: words.messages.send }).click();
  await expect(patientPage.getByText(words.messages.sent)).toBeVisible();
  await expect(thread).toContainText('Here it is.');
  expect(await patientAxeViolations(browser)).toEqual([]);

  // The coordinator sees it unread in the list, reads it and downloads the report.
  await page.goto(`${server.url}/care-team`);
  await expect(page.getByText(words.careTeam.unread)).toBeVisible();
  await page.goto(`${server.url}/care-team/requests/${reference}`);
  await expect(page.getByRole('region', { name: words.careTeam.heading })).toContainText('Here it is.');
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: new RegExp(secondReport.name) }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.pdf$/);
  await page.context().close();
});

test('the coordinator quotes a package with no headline price and plans the travel; the patient sees the range and the step with its day', once, async ({ browser }) => {
  // Chosen by its shape: a package that shows only its price range (else any package).
  const pkg = packages.find((entry) => entry.price === undefined) ?? packages[0];
  const page = await coordinatorPage(browser);
  await page.goto(`${server.url}/care-team/requests/${reference}`);
  await page.getByLabel(words.careTeam.quotePackage).selectOption(pkg.id);
  await page.getByLabel(words.careTeam.quoteArrival).fill('2027-03-01');
  await page.getByLabel(words.careTeam.quoteDeparture).fill('2027-03-12');
  await page.getByLabel(words.careTeam.quoteNotes).fill('Airport pickup arranged');
  await page.getByRole('button', { name: words.careTeam.quoteSubmit }).click();
  await page.getByLabel(careTeamWords.list.columns.status, { exact: true }).selectOption({ label: careTeamWords.statuses['travel-planned'] });
  await page.getByRole('button', { name: careTeamWords.request.statusSubmit }).click();
  await page.context().close();

  await patientPage.goto(`${server.url}/patient/requests/${reference}`);
  const quote = patientPage.getByRole('region', { name: words.quote.heading });
  await expect(quote).toContainText(pkg.name);
  await expect(quote).toContainText(formatPriceRange(pkg.price === undefined ? pkg.priceRange : { from: pkg.price, to: pkg.price }));
  await expect(quote).toContainText('Airport pickup arranged');
  const planned = patientPage.getByRole('region', { name: words.request.timelineHeading }).getByRole('listitem').filter({ hasText: words.request.statuses['travel-planned'] });
  await expect(planned).toHaveAttribute('data-reached', 'yes');
  await expect(planned).not.toContainText(words.request.pending);
  expect(await patientAxeViolations(browser)).toEqual([]);
  await fitsThePhone();
});

test('a request whose reply language is written right to left: its pages are in that language, right to left, at 320 px, axe 0', once, async ({ request, browser }) => {
  // The language chosen by its shape in the site's list, never by name.
  const language = site.languages.find((entry) => entry.direction === 'rtl');
  test.skip(!language, 'the site has no right-to-left language');
  const inIt = JSON.parse(readFileSync(`content/${language!.tag}/site/your-request.json`, 'utf8')) as typeof words;
  const address = `rtl-${randomUUID()}@example.com`;
  const response = await request.post(`${server.url}/api/requests`, {
    headers: { Accept: 'application/json' },
    multipart: { ...patient, email: address, replyLanguage: language!.locale, condition: 'other', contactMethod: 'email', consent: 'yes' },
  });
  expect(response.status()).toBe(201);
  const rtlReference = ((await response.json()) as { reference: string }).reference;
  await expect.poll(() => mailsTo(address).length, { timeout: 30_000 }).toBeGreaterThanOrEqual(1);
  const link = /https?:\/\/[^\s/]+(\/patient\/open\?token=[\w-]+)/.exec(mailsTo(address)[0])![1];
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 320, height: 720 } });
  const page = await context.newPage();
  await page.goto(`${server.url}${link}`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', language!.locale);
  await page.getByRole('button', { name: inIt.open.submit }).click();
  await expect(page.getByRole('heading', { level: 1, name: inIt.request.heading.replace('{reference}', rtlReference) })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('region', { name: inIt.request.timelineHeading })).toContainText(inIt.request.statuses.new);
  expect(await patientAxeViolations(browser, page)).toEqual([]);
  await fitsThePhone(page);
  // "Your request" in that language: the answer speaks it too.
  await page.goto(`${server.url}/${language!.tag}${pathTo('/your-request')}`);
  expect(await siteAxeViolations(browser, page.url())).toEqual([]);
  await page.getByLabel(inIt.page.emailLabel).fill(address);
  await page.getByRole('button', { name: inIt.page.submit }).click();
  await expect(page.getByRole('heading', { level: 1, name: inIt.linkSent.heading })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  expect(await patientAxeViolations(browser, page)).toEqual([]);
  await fitsThePhone(page);
  await context.close();
});

test('the patient erases the request after a confirmation', once, async ({ browser }) => {
  await patientPage.goto(`${server.url}/patient/requests/${reference}`);
  await patientPage.getByRole('button', { name: words.erase.submit }).click();
  await expect(patientPage.getByText(words.erase.notConfirmed)).toBeVisible();
  expect(await patientAxeViolations(browser)).toEqual([]);
  await patientPage.getByLabel(words.erase.confirm).check();
  await patientPage.getByRole('button', { name: words.erase.submit }).click();
  await expect(patientPage.getByRole('heading', { level: 1, name: words.erase.doneHeading })).toBeVisible();
  expect(await patientAxeViolations(browser)).toEqual([]);
  await fitsThePhone();
  expect((await patientPage.goto(`${server.url}/patient/requests/${reference}`))!.status()).toBe(404);
});
