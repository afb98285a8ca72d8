import { expect, test, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { careTeam, coordinatorConnect, footer, mail, receiver, site } from '../../src/generated/site';
import { requestChoices } from '../../src/lib/forms/request-choices';
import { inLanguage, pathInLanguage } from '../../src/lib/page-language';
import { fillTemplate } from '../../src/lib/template';
import { pathTo } from '../../src/routes';
import { startSmtpCapture, type SmtpCapture } from './smtp-capture';
import { startServer, type ServerProcess } from './receiver-process';
import { fillRequest, patient, pdfReport, type FormWords } from './request-form';

// A request sent from the form in a language of the site that is not its source (one written right
// to left where the site has one): every error, the page the receiver answers with, and the
// acknowledgement the patient is emailed speak that language. Nothing here names a language.
const [source, ...others] = site.languages;
const language = others.find((candidate) => candidate.direction === 'rtl') ?? others[0]!;
const words = inLanguage(coordinatorConnect, language.tag).form as FormWords;
const pages = inLanguage(receiver, language.tag);
const mailWords = inLanguage(mail, language.tag);
const newsletter = inLanguage(footer, language.tag).newsletter;
const formPath = pathInLanguage(pathTo('/coordinator-connect'), language.tag, source.tag);
const condition = requestChoices().conditions[0]!;
/** A file that says it is a PDF but is not one: only the receiver, which reads its bytes, can tell. */
const notAPdf = { name: 'scan.pdf', mimeType: 'application/pdf', buffer: Buffer.from('MZ not a pdf at all') };

/** The loopback mail server and what it received. */
let smtp: SmtpCapture;
let server: ServerProcess;

test.describe.configure({ mode: 'serial' });
test.setTimeout(180_000);

test.beforeAll(async () => {
  smtp = await startSmtpCapture();
  const store = join(process.env.E2E_STORE_DIR!, '..', `request-language-store-${randomUUID()}`);
  mkdirSync(store, { recursive: true });
  server = await startServer(store, { SMTP_URL: smtp.url });
});
test.afterAll(async () => {
  await server?.kill();
  await smtp?.close();
});

/** Bytes of one encoded word or body part, decoded from base64 or quoted-printable. */
function bytesOf(encoding: string, text: string): Buffer {
  if (/^b(ase64)?$/i.test(encoding)) return Buffer.from(text.replace(/\s+/g, ''), 'base64');
  const qp = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let index = 0; index < qp.length; index += 1) {
    if (qp[index] === '=' && /^[0-9A-F]{2}$/i.test(qp.slice(index + 1, index + 3))) {
      bytes.push(parseInt(qp.slice(index + 1, index + 3), 16));
      index += 2;
    } else bytes.push(...Buffer.from(encoding === 'q' && qp[index] === '_' ? ' ' : qp[index]!));
  }
  return Buffer.from(bytes);
}

/** The subject and text of a raw single-part email, decoded (RFC 2047 words, base64 or quoted-printable body). */
function decoded(raw: string): { subject: string; text: string } {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const header = (name: string) => new RegExp(`^${name}:[ \\t]*(.*)$`, 'im').exec(head)?.[1] ?? '';
  // Adjacent encoded words are one text: their bytes are joined before they are read as UTF-8.
  const subject = header('Subject').replace(/(=\?[^?]+\?[BQ]\?[^?]*\?=\s*)+/gi, (run) =>
    Buffer.concat([...run.matchAll(/=\?[^?]+\?([BQ])\?([^?]*)\?=/gi)].map(([, kind, text]) => bytesOf(kind!.toLowerCase(), text!))).toString('utf8'),
  );
  const encoding = header('Content-Transfer-Encoding').trim().toLowerCase();
  const body = raw.slice(split + 4);
  return { subject, text: encoding === 'base64' || encoding === 'quoted-printable' ? bytesOf(encoding, body).toString('utf8') : body };
}

/** The patient's acknowledgement of a request, once the mail server has it. */
async function acknowledgementTo(address: string, reference: string) {
  await expect.poll(() => smtp.mails.filter((message) => message.to.includes(address)).length, { timeout: 30_000 }).toBeGreaterThan(0);
  const message = decoded(smtp.mails.find((candidate) => candidate.to.includes(address))!.raw);
  expect(message.subject).toBe(fillTemplate(mailWords.acknowledgement.subject, { reference }));
  return message;
}

/** The page's language and direction on the root element. */
async function expectLanguage(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('lang', language.locale);
  await expect(page.locator('html')).toHaveAttribute('dir', language.direction);
}

test('with JavaScript: the errors in the page’s language, the receiver’s own among them, what was typed kept, then the request received and acknowledged in it', async ({ page }) => {
  const email = `amina+script-${language.tag}@example.com`;
  await page.goto(`${server.url}${formPath}`);
  const box = page.getByRole('form', { name: words.heading });
  // A server just started compresses each script on its first request: its first page wakes slowly.
  const island = page.locator('island-root[data-island="RequestForm"]');
  await island.scrollIntoViewIfNeeded();
  await expect(island).toHaveAttribute('data-live', '', { timeout: 60_000 });

  // Sent empty: each field's message from the page's words, checked in the browser.
  await box.getByRole('button', { name: words.submitLabel }).click();
  await expect(box.getByText(words.messages.firstName.empty)).toBeVisible();
  await expect(box.getByText(words.messages.consent)).toBeVisible();
  await expect(box.getByRole('textbox', { name: words.labels.firstName, exact: true })).toBeFocused();

  // A file the browser takes for a PDF and the receiver does not: the receiver's JSON error, in the page's language.
  await fillRequest(page, { words, condition, email, report: notAPdf });
  await box.getByRole('button', { name: words.submitLabel }).click();
  await expect(box.getByText(fillTemplate(words.messages.reports.notAReport, { name: notAPdf.name }))).toBeVisible();
  await expect(box.getByRole('textbox', { name: words.labels.firstName, exact: true })).toHaveValue(patient.firstName);
  await expect(box.getByRole('textbox', { name: words.labels.email, exact: true })).toHaveValue(email);
  await expect(box.getByRole('textbox', { name: words.labels.message, exact: true })).toHaveValue(patient.message);
  await expect(box.getByRole('combobox', { name: words.labels.replyLanguage, exact: true })).toHaveValue(language.locale);

  await box.getByLabel(words.labels.reports, { exact: true }).setInputFiles(pdfReport);
  await box.getByRole('button', { name: words.submitLabel }).click();
  const received = page.getByRole('heading', { name: words.received.heading });
  await expect(received).toBeVisible();
  const reference = (await page.getByTestId('request-reference').textContent())!.trim();
  const acknowledgement = await acknowledgementTo(email, reference);
  expect(acknowledgement.text).toContain(fillTemplate(mailWords.acknowledgement.intro, { reference }));
  expect(acknowledgement.text).not.toContain(patient.message);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the receiver answers in the page’s language: errors, the typed fields again, then the page of a received request', async ({ page }) => {
    const email = `amina+form-${language.tag}@example.com`;
    await page.goto(`${server.url}${formPath}`);
    // The browser checks what it can (required fields, an address's shape) before sending; the receiver reads what a report truly is.
    await fillRequest(page, { words, condition, email, report: notAPdf });
    await page.getByRole('form', { name: words.heading }).getByRole('button', { name: words.submitLabel }).click();

    await expect(page.getByRole('heading', { level: 1, name: pages.correctHeading })).toBeVisible();
    await expectLanguage(page);
    const notAReport = fillTemplate(words.messages.reports.notAReport, { name: notAPdf.name });
    await expect(page.getByRole('listitem').filter({ hasText: notAReport })).toContainText(words.labels.reports);
    // The field sent wrong says so under it, is marked invalid and read with its message, and the list's item links to it.
    const reports = page.getByLabel(words.labels.reports, { exact: true });
    await expect(reports).toHaveAttribute('aria-invalid', 'true');
    await expect(reports).toHaveAccessibleDescription(new RegExp(notAReport.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
    await expect(page.getByRole('listitem').filter({ hasText: notAReport }).getByRole('link')).toHaveAttribute('href', `#${await reports.getAttribute('id')}`);
    await expect(page.getByRole('textbox', { name: words.labels.email, exact: true })).not.toHaveAttribute('aria-invalid');
    await expect(page.getByRole('textbox', { name: words.labels.firstName, exact: true })).toHaveValue(patient.firstName);
    await expect(page.getByRole('textbox', { name: words.labels.lastName, exact: true })).toHaveValue(patient.lastName);
    await expect(page.getByRole('textbox', { name: words.labels.email, exact: true })).toHaveValue(email);
    await expect(page.getByRole('textbox', { name: words.labels.phone, exact: true })).toHaveValue(patient.phone);
    await expect(page.getByRole('combobox', { name: words.labels.country, exact: true })).toHaveValue(patient.country);
    await expect(page.getByRole('combobox', { name: words.labels.condition, exact: true })).toHaveValue(condition);
    await expect(page.getByRole('textbox', { name: words.labels.message, exact: true })).toHaveValue(patient.message);
    await expect(page.getByRole('combobox', { name: words.labels.replyLanguage, exact: true })).toHaveValue(language.locale);
    await expect(page.getByRole('radio', { name: words.contactMethods.whatsapp })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: words.consent })).toBeChecked();
    await expect(page.getByRole('link', { name: pages.backToForm })).toHaveAttribute('href', formPath);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);

    // Sent again with a real report: received, in the same language.
    await page.getByLabel(words.labels.reports, { exact: true }).setInputFiles(pdfReport);
    await page.getByRole('button', { name: words.submitLabel }).click();
    await expect(page.getByRole('heading', { level: 1, name: words.received.heading })).toBeVisible();
    await expectLanguage(page);
    const reference = (await page.locator('.reference strong').textContent())!.trim();
    await expect(page.getByRole('link', { name: pages.home })).toHaveAttribute('href', pathInLanguage(pathTo('/'), language.tag, source.tag));
    expect((await acknowledgementTo(email, reference)).text).toContain(mailWords.acknowledgement.nextStepsHeading);
  });

  test('the newsletter box names its page’s language: the receiver answers in it with the browser’s Referer taken away', async ({ page }) => {
    // Without the Referer, only the form's own hidden field can say which language the page was in.
    await page.route('**/api/subscriptions', (route) => {
      const headers = { ...route.request().headers() };
      delete headers.referer;
      return route.continue({ headers });
    });
    await page.goto(`${server.url}${pathInLanguage(pathTo('/'), language.tag, source.tag)}`);
    const box = page.getByRole('form', { name: newsletter.heading });
    await box.getByLabel(newsletter.emailLabel).fill('patient@');
    await box.getByRole('button', { name: newsletter.subscribe }).click();
    await expect(page.getByRole('heading', { level: 1, name: pages.emailHeading })).toBeVisible();
    await expectLanguage(page);
    await expect(page.getByRole('link', { name: pages.home })).toHaveAttribute('href', pathInLanguage(pathTo('/'), language.tag, source.tag));
    // The address comes back in a box of its own to correct, and the answer to it is in the same language.
    const again = page.locator('form.resend');
    await expect(again.getByLabel(newsletter.emailLabel)).toHaveValue('patient@');
    await again.getByLabel(newsletter.emailLabel).fill(`patient-${Date.now()}@example.com`);
    await again.getByRole('button', { name: newsletter.subscribe }).click();
    await expect(page.getByRole('heading', { level: 1, name: inLanguage(careTeam, language.tag).newsletter.confirmHeading })).toBeVisible();
    await expectLanguage(page);
  });
});
