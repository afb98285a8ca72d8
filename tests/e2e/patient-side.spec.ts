import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import careTeamWords from '../../content/site/care-team.json' with { type: 'json' };
import words from '../../content/site/your-request.json' with { type: 'json' };
import { Accounts } from '../../server/care-team/accounts';
import { startServer, type ServerProcess } from './receiver-process';
import { patient, pdfReport } from './request-form';

const wcag = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const coordinator = { email: 'coordinator@care.example', password: 'a password long enough' };
const reply = 'Please send your latest CT scan before Friday';
const secondReport = { name: 'ct-scan.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n% CT scan\n') };

/** What the loopback mail server received. */
const mails: Array<{ to: string[]; raw: string }> = [];
let smtp: SMTPServer;
let server: ServerProcess;
let reference: string;
let patientContext: BrowserContext;
let patientPage: Page;

test.describe.configure({ mode: 'serial' });
test.setTimeout(180_000);

test.beforeAll(async ({ browser }) => {
  smtp = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        mails.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), raw: Buffer.concat(chunks).toString('utf8') });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const smtpPort = (smtp.server.address() as AddressInfo).port;
  const store = join(process.env.E2E_STORE_DIR!, '..', `patient-side-store-${randomUUID()}`);
  mkdirSync(store, { recursive: true });
  await new Accounts(store).add(coordinator.email, coordinator.password);
  server = await startServer(store, { SMTP_URL: `smtp://127.0.0.1:${smtpPort}` });
  // The patient's pages work without JavaScript: the patient's browser has none, on the narrowest phone.
  patientContext = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 320, height: 720 } });
  patientPage = await patientContext.newPage();
});
test.afterAll(async () => {
  await patientContext?.close();
  await server?.kill();
  await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()));
});

/** The raw emails to an address, decoded from quoted-printable so a link reads whole. */
function mailsTo(address: string): string[] {
  return mails.filter((mail) => mail.to.includes(address)).map((mail) => mail.raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))));
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
  const results = await new AxeBuilder({ page }).withTags(wcag).analyze();
  return results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

/** Axe needs JavaScript, which the patient's browser has off: the same page, with the same cookies, in a browser with it on, at 320 px. */
async function patientAxeViolations(browser: Browser): Promise<string[]> {
  const context = await browser.newContext({ viewport: { width: 320, height: 720 } });
  await context.addCookies(await patientContext.cookies());
  const page = await context.newPage();
  await page.goto(patientPage.url());
  const violations = await axeViolations(page);
  await context.close();
  return violations;
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

test('a patient opens the private link of the acknowledgement and sees the request received', async ({ request, browser }) => {
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
  expect(await patientPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);

  // The link worked once.
  await patientPage.goto(`${server.url}${link}`);
  await expect(patientPage.getByRole('heading', { level: 1, name: words.invalidLink.heading })).toBeVisible();
});

test('a coordinator replies and sets "contacted"; the patient is emailed a link without the words, reads it and adds a second report', async ({ browser }) => {
  const page = await coordinatorPage(browser);
  await page.goto(`${server.url}/care-team/requests/${reference}`);
  await page.getByLabel(words.careTeam.replyLabel).fill(reply);
  await page.getByRole('button', { name: words.careTeam.send }).click();
  await expect(page.getByRole('region', { name: words.careTeam.heading })).toContainText(reply);
  await page.getByLabel(careTeamWords.list.columns.status, { exact: true }).selectOption({ label: careTeamWords.statuses.contacted });
  await page.getByRole('button', { name: careTeamWords.request.statusSubmit }).click();
  expect(await axeViolations(page)).toEqual([]);

  const link = await newestLink(2);
  const told = mailsTo(patient.email)[1];
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

test('the patient erases the request after a confirmation', async () => {
  await patientPage.goto(`${server.url}/patient/requests/${reference}`);
  await patientPage.getByRole('button', { name: words.erase.submit }).click();
  await expect(patientPage.getByText(words.erase.notConfirmed)).toBeVisible();
  await patientPage.getByLabel(words.erase.confirm).check();
  await patientPage.getByRole('button', { name: words.erase.submit }).click();
  await expect(patientPage.getByRole('heading', { level: 1, name: words.erase.doneHeading })).toBeVisible();
  expect((await patientPage.goto(`${server.url}/patient/requests/${reference}`))!.status()).toBe(404);
});
