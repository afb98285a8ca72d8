import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import words from '../../content/site/care-team.json' with { type: 'json' };
import connect from '../../content/site/coordinator-connect.json' with { type: 'json' };
import { once, phoneOnly, watchConsole } from './helpers';
import { startServer, type ServerProcess } from './receiver-process';
import { patient, pdfReport } from './request-form';
import { layOutEverything, wcagTags } from './wcag-checks';

const email = 'coordinator@care.example';
const password = 'a password long enough';
const hostileName = '<img src=x onerror=alert(1)>';

let server: ServerProcess;
let reference: string;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ request }) => {
  const store = join(process.env.E2E_STORE_DIR!, '..', `care-team-store-${randomUUID()}`);
  mkdirSync(store, { recursive: true });
  server = await startServer(store, {}, { accounts: [{ email, password }] });
  const response = await request.post(`${server.url}/api/requests`, {
    headers: { Accept: 'application/json' },
    multipart: { ...patient, firstName: hostileName, condition: 'other', contactMethod: 'email', consent: 'yes', message: 'Line one\n<script>alert(2)</script>', reports: pdfReport },
  });
  expect(response.status()).toBe(201);
  reference = ((await response.json()) as { reference: string }).reference;
});
test.afterAll(async () => server?.kill());

async function axeViolations(page: Page): Promise<string[]> {
  await layOutEverything(page);
  const results = await new AxeBuilder({ page }).withTags(wcagTags).options({ rules: { 'target-size': { enabled: true } } }).analyze();
  return results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

async function signIn(page: Page) {
  await page.goto(`${server.url}/care-team`);
  await page.getByLabel(words.signIn.emailLabel).fill(email);
  await page.getByLabel(words.signIn.passwordLabel).fill(password);
  await page.getByRole('button', { name: words.signIn.submit }).click();
  await expect(page.getByRole('heading', { level: 1, name: words.list.heading })).toBeVisible();
}

test('the inbox: sign in with the keyboard, read a request as text, download its report, record a status; no axe violations', async ({ page }) => {
  const console = watchConsole(page);
  let dialogs = 0;
  page.on('dialog', (dialog) => {
    dialogs += 1;
    void dialog.dismiss();
  });
  const first = await page.goto(`${server.url}/care-team`);
  expect(first!.status()).toBe(401);
  expect(first!.headers()['x-robots-tag']).toContain('noindex');
  expect(await axeViolations(page)).toEqual([]);
  await page.getByLabel(words.signIn.emailLabel).focus();
  await page.keyboard.type(email);
  await page.keyboard.press('Tab');
  await page.keyboard.type(password);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: words.list.heading })).toBeVisible();
  const item = page.getByTestId('requests').getByRole('listitem').filter({ hasText: reference });
  await expect(item).toContainText(hostileName);
  await expect(item).toContainText(words.list.withinPromise);
  expect(await axeViolations(page)).toEqual([]);

  await item.getByRole('link', { name: reference }).click();
  await expect(page.getByRole('heading', { level: 1, name: reference })).toBeVisible();
  await expect(page.getByText(hostileName)).toBeVisible();
  await expect(page.getByText('<script>alert(2)</script>')).toBeVisible();
  await expect(page.getByText(connect.form.conditionOther)).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: pdfReport.name }).click();
  expect((await download).suggestedFilename()).toBe(`${reference}-1.pdf`);

  await page.getByLabel(words.list.columns.status, { exact: true }).selectOption({ label: words.statuses.contacted });
  await page.getByLabel(words.request.noteLabel).fill('Called the patient; <b>visa</b> letter next');
  await page.getByRole('button', { name: words.request.statusSubmit }).click();
  const history = page.getByRole('region', { name: words.request.eventsHeading });
  await expect(history).toContainText(words.statuses.contacted);
  await expect(history).toContainText('Called the patient; <b>visa</b> letter next');
  await expect(page.getByLabel(words.list.columns.status, { exact: true })).toHaveValue('contacted');

  expect(dialogs).toBe(0);
  // The one error the console may show is the 401 of the first page, which is the sign-in page; a CSP violation would show here.
  expect(console.problems.filter((problem) => !problem.includes('status of 401'))).toEqual([]);
});

test('the inbox is in no sitemap and asks not to be indexed', once, async ({ request }) => {
  const sitemap = await (await request.get(`${server.url}/sitemap.xml`)).text();
  expect(sitemap).toContain('<urlset');
  expect(sitemap).not.toContain('/care-team');
  const signIn = await request.get(`${server.url}/care-team/sign-in`);
  expect(signIn.headers()['x-robots-tag']).toBe('noindex, nofollow');
  expect(await signIn.text()).toContain('<meta name="robots" content="noindex, nofollow"/>');
});

test.describe('on a 320 px wide phone', phoneOnly, () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test('the list and a request fit the screen', async ({ page }) => {
    await signIn(page);
    const fits = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
    expect(await fits()).toBe(true);
    await page.getByRole('link', { name: reference }).click();
    await expect(page.getByRole('heading', { level: 1, name: reference })).toBeVisible();
    expect(await fits()).toBe(true);
  });
});
