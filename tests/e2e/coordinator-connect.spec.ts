import { expect, test, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import contact from '../../content/site/contact.json' with { type: 'json' };
import words from '../../content/site/coordinator-connect.json' with { type: 'json' };
import site from '../../content/site/site.json' with { type: 'json' };
import { emptyRequestValues, formatBytes, reportLimits, requestInput, requestSchema, validateRequest } from '../../src/lib/forms/request';
import { requestChoiceLists, requestChoices } from '../../src/lib/forms/request-choices';
import { fillTemplate } from '../../src/lib/template';
import { once, phoneOnly, waitForIsland } from './helpers';
import receiverWords from '../../content/site/receiver.json' with { type: 'json' };
import { sharedStoreDir, startServer, storedRequests } from './receiver-process';
import { expectEverythingKept, fillRequest, form, labels, openForm, patient, pdfReport } from './request-form';
import { plural } from '../../src/lib/plural';

const schema = requestSchema(requestChoices(), words.form, site.languages[0]!.locale);
const fieldLabel = { ...labels, consent: /I agree/ } as Record<string, string | RegExp>;
const privateStore = () => join(process.env.E2E_STORE_DIR!, '..', `private-store-${randomUUID()}`);

/** The control a field's error belongs to. */
function control(page: Page, field: string) {
  const box = page.getByRole('form', { name: form.heading });
  if (field === 'contactMethod') return box.getByRole('radio', { name: form.contactMethods.email });
  if (field === 'consent') return box.getByRole('checkbox', { name: /I agree/ });
  return box.getByLabel(fieldLabel[field], { exact: true });
}

/** The error a control names in aria-describedby, once it names one. */
async function describedError(page: Page, field: string) {
  const owner = field === 'contactMethod' ? page.locator('fieldset') : control(page, field);
  const errorId = async () => (await owner.getAttribute('aria-describedby'))?.split(' ').find((id) => id.endsWith('-error'));
  await expect.poll(errorId, { message: `${field} names its error` }).toBeTruthy();
  return page.locator(`[id="${(await errorId())!}"]`);
}

test.describe('the coordinator-connect page', () => {
  test('offers a call, a video call and a WhatsApp chat with the numbers of the contact content', once, async ({ page }) => {
    await page.goto('/coordinator-connect');
    const options = page.getByRole('region', { name: words.contactHeading });
    await expect(options.getByRole('link', { name: `${words.phone.action} ${contact.careTeam.display}` })).toHaveAttribute('href', `tel:${contact.careTeam.number}`);
    await expect(options.getByRole('link', { name: words.whatsapp.action })).toHaveAttribute('href', `https://wa.me/${contact.whatsapp.number.slice(1)}?text=${encodeURIComponent(words.whatsapp.greeting)}`);
    await options.getByRole('link', { name: words.video.action }).click();
    await waitForIsland(page, 'RequestForm');
    await expect(page.getByRole('radio', { name: form.contactMethods.video })).toBeChecked();
    await expect(page.getByText(contact.responseTime)).toBeVisible();
  });

  test('the form sends as props none of the choices its selects already list, and offers every one of them once awake', once, async ({ page }) => {
    await page.goto('/coordinator-connect');
    const props = (await page.locator('island-root[data-island="RequestForm"]').getAttribute('data-props'))!;
    const lists = requestChoiceLists();
    for (const choice of [...lists.countries, ...lists.hospitals, ...lists.conditions]) expect(props).not.toContain(`"label":"${choice.label}"`);
    await waitForIsland(page, 'RequestForm');
    const box = page.getByRole('form', { name: form.heading });
    for (const [field, list] of [['country', lists.countries], ['hospital', lists.hospitals], ['condition', lists.conditions]] as const) {
      const offered = await box.locator(`select[name="${field}"] option`).evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
      for (const choice of list) expect(offered, field).toContain(choice.id);
    }
    // A country chosen once awake stays chosen: React's select knows every option.
    const country = lists.countries.at(-1)!;
    await box.locator('select[name="country"]').selectOption(country.id);
    await expect(box.locator('select[name="country"]')).toHaveValue(country.id);
  });

  test('?package= and ?hospital= pre-select what the visitor came from', once, async ({ page }) => {
    await openForm(page, '/coordinator-connect?package=rectal-prolapse&hospital=fortis-mumbai');
    await expect(page.getByLabel(labels.condition)).toHaveValue('rectal-prolapse');
    await expect(page.getByLabel(labels.hospital)).toHaveValue('fortis-mumbai');
    // An unknown id chooses nothing (the draft that kept the last choice is cleared first).
    await page.evaluate(() => localStorage.clear());
    await openForm(page, '/coordinator-connect?package=no-such-package');
    await expect(page.getByLabel(labels.condition)).toHaveValue('');
  });

  test('shows every validation message beside its field, announces them, and moves focus to the first invalid field', once, async ({ page }) => {
    const box = await openForm(page);
    await box.getByRole('button', { name: form.submitLabel }).click();
    // The reply language starts as the page's own.
    const expected = validateRequest(schema, requestInput({ ...emptyRequestValues, replyLanguage: patient.replyLanguage }, false, []));
    if (expected.ok) throw new Error('an empty form must be invalid');
    const fields = Object.keys(expected.errors);
    expect(fields).toHaveLength(8);
    for (const [field, message] of Object.entries(expected.errors)) {
      const error = await describedError(page, field);
      await expect(error, `error of ${field}`).toHaveText(message!);
      // A radio button cannot be invalid on its own: its group is.
      const invalid = field === 'contactMethod' ? page.getByRole('radiogroup', { name: labels.contactMethod }) : control(page, field);
      await expect(invalid, `${field} is marked invalid`).toHaveAttribute('aria-invalid', 'true');
    }
    await expect(box.getByLabel(labels.firstName)).toBeFocused();
    await expect(box.getByRole('status')).toHaveText(form.invalidSummary.replace('{count}', plural(form.fieldCount, fields.length, 'en-GB').replace('{count}', String(fields.length))));

    await fillRequest(page, { report: false });
    await box.getByLabel(labels.email).fill('amina@');
    await box.getByLabel(labels.phone).fill('0803 123 4567');
    await box.getByLabel(labels.message).fill('x'.repeat(4001));
    await box.getByLabel(labels.reports).setInputFiles({ name: 'notes.docx', mimeType: 'application/msword', buffer: Buffer.from('not a report') });
    await box.getByRole('button', { name: form.submitLabel }).click();
    const typed = validateRequest(
      schema,
      requestInput({ ...emptyRequestValues, ...patient, email: 'amina@', phone: '0803 123 4567', message: 'x'.repeat(4001), condition: 'ibd-crohns', contactMethod: 'whatsapp' }, true, [
        { name: 'notes.docx', type: 'application/msword', size: 12 },
      ]),
    );
    if (typed.ok) throw new Error('these values must be invalid');
    expect(Object.keys(typed.errors)).toEqual(['email', 'phone', 'message', 'reports']);
    for (const [field, message] of Object.entries(typed.errors)) await expect(await describedError(page, field)).toHaveText(message!);
    await expect(box.getByLabel(labels.email)).toBeFocused();

    // Fixing a field clears its message at once.
    await box.getByLabel(labels.email).fill(patient.email);
    await expect(box.getByLabel(labels.email)).not.toHaveAttribute('aria-invalid');
    await box.getByLabel(labels.reports).setInputFiles({ ...pdfReport, buffer: Buffer.alloc(reportLimits.maxFileBytes + 1) });
    await expect(await describedError(page, 'reports')).toHaveText(fillTemplate(words.form.messages.reports.fileTooLarge, { name: pdfReport.name, size: formatBytes(reportLimits.maxFileBytes + 1, site.languages[0]!.locale), max: formatBytes(reportLimits.maxFileBytes, site.languages[0]!.locale) }));
    await box.getByLabel(labels.reports).setInputFiles(Array.from({ length: 6 }, (_, index) => ({ ...pdfReport, name: `${index + 1}.pdf` })));
    await expect(await describedError(page, 'reports')).toHaveText(fillTemplate(plural(words.form.messages.reports.tooMany, reportLimits.maxFiles, site.languages[0]!.locale), { max: String(reportLimits.maxFiles) }));
  });

  test('the receiver checks what a report really is, and its answer shows beside the field', once, async ({ page }) => {
    const box = await openForm(page);
    await fillRequest(page, { report: false });
    await box.getByLabel(labels.reports).setInputFiles({ name: 'scan.pdf', mimeType: 'application/pdf', buffer: Buffer.from('<html>not a pdf</html>') });
    await box.getByRole('button', { name: form.submitLabel }).click();
    await expect(await describedError(page, 'reports')).toHaveText(fillTemplate(words.form.messages.reports.notAReport, { name: 'scan.pdf' }));
    await expect(box.getByLabel(labels.reports)).toBeFocused();
  });

  test('what was typed survives a reload (never the consent), and is forgotten once the request is received', once, async ({ page }) => {
    const box = await openForm(page);
    await fillRequest(page, { report: false });
    await page.reload();
    await waitForIsland(page, 'RequestForm');
    await expect(box.getByLabel(labels.firstName)).toHaveValue(patient.firstName);
    await expect(box.getByLabel(labels.message)).toHaveValue(patient.message);
    await expect(box.getByLabel(labels.condition)).toHaveValue('ibd-crohns');
    await expect(box.getByRole('radio', { name: form.contactMethods.whatsapp })).toBeChecked();
    await expect(box.getByRole('checkbox', { name: /I agree/ })).not.toBeChecked();
    await box.getByRole('checkbox', { name: /I agree/ }).check();
    await box.getByRole('button', { name: form.submitLabel }).click();
    await expect(page.getByTestId('request-reference')).toBeVisible();
    await page.reload();
    await waitForIsland(page, 'RequestForm');
    await expect(box.getByLabel(labels.firstName)).toHaveValue('');
  });

  test('a request with a report arrives in the store, and the page shows its reference in a toast that covers nothing', async ({ page }) => {
    await openForm(page, '/coordinator-connect?hospital=apollo-delhi');
    await fillRequest(page);
    await page.getByRole('button', { name: form.submitLabel }).click();
    const received = page.getByTestId('request-received');
    await expect(received.getByRole('heading', { name: form.received.heading })).toBeFocused();
    const reference = (await page.getByTestId('request-reference').textContent())!.trim();
    expect(reference).toMatch(/^CC-\d{8}-[A-Z2-9]{6}$/);
    const stored = (await storedRequests(sharedStoreDir)).find((record) => record.reference === reference)!;
    expect(stored.request).toMatchObject({ firstName: patient.firstName, email: patient.email, condition: 'ibd-crohns', hospital: 'apollo-delhi', contactMethod: 'whatsapp' });
    expect(stored.reports).toEqual([expect.objectContaining({ name: pdfReport.name, size: pdfReport.buffer.length, extension: 'pdf' })]);

    const toast = page.locator('[data-sonner-toast][data-visible="true"]');
    await expect(toast).toHaveCount(1);
    await expect(toast).toContainText(reference);
    // The toast slides in: measure once it has stopped moving.
    let last = '';
    await expect.poll(async () => {
      const box = JSON.stringify(await toast.boundingBox());
      const still = box === last;
      last = box;
      return still;
    }, { intervals: [100] }).toBe(true);
    const [toastBox, panelBox] = [await toast.boundingBox(), await received.boundingBox()];
    const overlaps = toastBox!.y < panelBox!.y + panelBox!.height && panelBox!.y < toastBox!.y + toastBox!.height;
    expect(overlaps, `toast ${JSON.stringify(toastBox)} over panel ${JSON.stringify(panelBox)}`).toBe(false);
  });

  test('can be completed with the keyboard alone', async ({ page }) => {
    await page.goto('/coordinator-connect');
    const heroLink = page.getByRole('link', { name: words.heroFormLink });
    for (let presses = 0; presses < 40 && !(await heroLink.evaluate((link) => link === document.activeElement)); presses += 1) await page.keyboard.press('Tab');
    await expect(heroLink).toBeFocused();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    const box = page.getByRole('form', { name: form.heading });
    await expect(box.getByLabel(labels.firstName)).toBeFocused();
    await waitForIsland(page, 'RequestForm');
    for (const value of [patient.firstName, patient.lastName, patient.email, patient.phone, patient.countryName]) {
      await page.keyboard.type(value);
      await page.keyboard.press('Tab');
    }
    await page.keyboard.type('Rectal');
    await expect(box.getByLabel(labels.condition)).toHaveValue('rectal-prolapse');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.type(patient.message);
    await page.keyboard.press('Tab');
    await expect(box.getByRole('radio', { name: form.contactMethods.email })).toBeFocused();
    await page.keyboard.press('Space');
    await page.keyboard.press('Tab');
    // With more than one language the form asks which one to reply in, already set to the page's.
    const replyLanguage = box.getByLabel(labels.replyLanguage);
    if ((await replyLanguage.count()) > 0) {
      await expect(replyLanguage).toBeFocused();
      await page.keyboard.press('Tab');
    }
    await expect(box.getByLabel(labels.reports)).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    await expect(box.getByRole('checkbox', { name: /I agree/ })).toBeChecked();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(box.getByRole('button', { name: form.submitLabel })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: form.received.heading })).toBeFocused();
  });

  test('sonner loads only when the first toast is shown, after the request is sent', once, async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await openForm(page);
    expect(scripts.some((url) => /Toaster/.test(url))).toBe(false);
    await fillRequest(page, { report: false });
    await page.getByRole('button', { name: form.submitLabel }).click();
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(1);
    expect(scripts.some((url) => /Toaster/.test(url))).toBe(true);
  });

  test.describe('on a 320 px wide phone', phoneOnly, () => {
    test.use({ viewport: { width: 320, height: 640 } });

    test('the page fits the screen and a request goes through', async ({ page }) => {
      await openForm(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
      await fillRequest(page);
      await page.getByRole('button', { name: form.submitLabel }).click();
      await expect(page.getByTestId('request-reference')).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    });
  });
});

// What the form does with each answer of the receiver is the same at every size.
test.describe('when the request cannot be delivered', once, () => {
  test('a receiver answering 500 keeps every field and offers the hand-off', async ({ page }) => {
    // A store that cannot be created: the receiver answers 500 to every request, as a full or broken disk would make it.
    const blocker = privateStore();
    mkdirSync(join(blocker, '..'), { recursive: true });
    writeFileSync(blocker, 'not a folder');
    const server = await startServer(join(blocker, 'store'), {}, { embedded: true });
    try {
      await openForm(page, `${server.url}/coordinator-connect`);
      await fillRequest(page);
      const answer = page.waitForResponse((response) => response.url().endsWith('/api/requests'));
      await page.getByRole('button', { name: form.submitLabel }).click();
      expect((await answer).status()).toBe(500);
      const handoff = page.getByTestId('request-handoff');
      await expect(handoff).toContainText(form.failures.server);
      await expect(handoff.getByRole('heading', { name: form.handoff.heading })).toBeFocused();
      await expectEverythingKept(page);
      await expect(page.getByTestId('request-reference')).toHaveCount(0);
      await expect(page.locator('[data-sonner-toast]')).toContainText(form.failedToast);
    } finally {
      await server.kill();
    }
  });

  test('a busy receiver (503 with Retry-After) keeps every field and says when to try again', async ({ page }) => {
    await page.route('**/api/requests', (route) =>
      route.fulfill({ status: 503, headers: { 'Retry-After': '120', 'Content-Type': 'application/json' }, body: JSON.stringify({ error: 'Busy.' }) }),
    );
    await openForm(page);
    await fillRequest(page);
    await page.getByRole('button', { name: form.submitLabel }).click();
    const handoff = page.getByTestId('request-handoff');
    await expect(handoff).toContainText(form.failures.busy);
    await expect(handoff).toContainText(fillTemplate(plural(form.tryAgainIn, 2, site.languages[0]!.locale), { minutes: '2' }));
    await expectEverythingKept(page);
  });

  test('a receiver that is down keeps every field and offers the hand-off, whose links carry the request', async ({ page }) => {
    await openForm(page, '/coordinator-connect?package=fistula-surgery');
    await fillRequest(page, { condition: 'Anal Fistula' });
    // The receiver goes down: its address refuses the connection, as a stopped server's does.
    await page.route('**/api/requests', (route) => route.abort('connectionrefused'));
    await page.getByRole('button', { name: form.submitLabel }).click();
    const handoff = page.getByTestId('request-handoff');
    await expect(handoff).toContainText(form.failures.network);
    await expect(handoff).toContainText(form.handoff.text);
    await expectEverythingKept(page);

    const email = new URL((await handoff.getByRole('link', { name: form.handoff.emailLabel }).getAttribute('href'))!);
    expect(email.pathname).toBe(contact.email);
    expect(email.searchParams.get('subject')).toBe(form.handoff.subject.replace('{condition}', 'Anal Fistula'));
    const whatsapp = new URL((await handoff.getByRole('link', { name: form.handoff.whatsappLabel }).getAttribute('href'))!);
    expect(whatsapp.pathname).toBe(`/${contact.whatsapp.number.slice(1)}`);
    for (const text of [email.searchParams.get('body')!, whatsapp.searchParams.get('text')!]) {
      for (const value of [patient.firstName, patient.lastName, patient.email, patient.phone, patient.countryName, patient.message]) expect(text).toContain(value);
      expect(text).toContain(form.contactMethods.whatsapp);
      expect(text).toContain(form.handoff.attachNote);
    }
  });

  test('with no endpoint configured, the request is handed over at once, and nothing claims it was sent', async ({ page }) => {
    // The page as a build with no endpoint renders it: the island's props carry none.
    await page.route('**/coordinator-connect', async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(/&quot;endpoint&quot;:&quot;[^&]*&quot;,/, '').replace(' action="/api/requests"', '');
      await route.fulfill({ response, body: html });
    });
    const requests: string[] = [];
    page.on('request', (request) => request.method() === 'POST' && requests.push(request.url()));
    await openForm(page);
    await fillRequest(page);
    await page.getByRole('button', { name: form.submitLabel }).click();
    const handoff = page.getByTestId('request-handoff');
    await expect(handoff).toContainText(form.failures.noEndpoint);
    await expect(handoff.getByRole('button', { name: form.handoff.retryLabel })).toHaveCount(0);
    await expectEverythingKept(page);
    expect(requests).toEqual([]);
  });
});

// What a request answered 201 keeps through a kill of the server and a restart is a unit test
// (tests/unit/mail.test.ts, 'a server killed'), with the server's own process as here.

// The receiver's answers to the form's own post: the same at every size.
test.describe('with JavaScript off', once, () => {
  test.use({ javaScriptEnabled: false });

  test('the form posts to the receiver and the answer shows the reference', async ({ page }) => {
    await page.goto('/coordinator-connect');
    const box = page.getByRole('form', { name: form.heading });
    await box.getByLabel(labels.firstName).fill(patient.firstName);
    await box.getByLabel(labels.lastName).fill(`${patient.lastName} <b>`);
    await box.getByLabel(labels.email).fill(patient.email);
    await box.getByLabel(labels.phone).fill(patient.phone);
    await box.getByLabel(labels.country).selectOption(patient.country);
    await box.getByLabel(labels.condition).selectOption('hemorrhoid-surgery');
    await box.getByRole('radio', { name: form.contactMethods.phone }).check();
    await box.getByLabel(labels.reports).setInputFiles(pdfReport);
    await box.getByRole('checkbox', { name: /I agree/ }).check();
    await box.getByRole('button', { name: form.submitLabel }).click();
    await expect(page.getByRole('heading', { level: 1, name: form.received.heading })).toBeVisible();
    const reference = (await page.locator('.reference strong').textContent())!;
    const stored = (await storedRequests(sharedStoreDir)).find((record) => record.reference === reference)!;
    expect(stored.request).toMatchObject({ lastName: `${patient.lastName} <b>`, condition: 'hemorrhoid-surgery', contactMethod: 'phone', country: patient.country, replyLanguage: patient.replyLanguage });
    expect(stored.reports).toHaveLength(1);
  });

  test('reports too large for the form: the answer holds everything typed in a form that sends it again', async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto('/coordinator-connect');
    const box = page.getByRole('form', { name: form.heading });
    await box.getByLabel(labels.firstName).fill(patient.firstName);
    await box.getByLabel(labels.lastName).fill(`${patient.lastName} <b>`);
    await box.getByLabel(labels.email).fill(patient.email);
    await box.getByLabel(labels.phone).fill(patient.phone);
    await box.getByLabel(labels.country).selectOption(patient.country);
    await box.getByLabel(labels.condition).selectOption('hemorrhoid-surgery');
    await box.getByLabel(labels.message).fill(patient.message);
    await box.getByRole('radio', { name: form.contactMethods.phone }).check();
    // Three scans just under the limit of one file: together past the limit of all.
    const scan = (index: number) => ({ name: `scan-${index}.pdf`, mimeType: 'application/pdf', buffer: Buffer.concat([pdfReport.buffer, Buffer.alloc(9.5 * 1024 * 1024)]) });
    await box.getByLabel(labels.reports).setInputFiles([scan(1), scan(2), scan(3)]);
    await box.getByRole('checkbox', { name: /I agree/ }).check();
    await box.getByRole('button', { name: form.submitLabel }).click();
    await expect(page.getByRole('heading', { level: 1, name: receiverWords.notSent })).toBeVisible();
    await expect(page.getByText(form.failures.tooLarge)).toBeVisible();
    await expect(page.getByLabel(labels.firstName)).toHaveValue(patient.firstName);
    await expect(page.getByLabel(labels.lastName)).toHaveValue(`${patient.lastName} <b>`);
    await expect(page.getByLabel(labels.email)).toHaveValue(patient.email);
    await expect(page.getByLabel(labels.phone)).toHaveValue(patient.phone);
    await expect(page.getByLabel(labels.country)).toHaveValue(patient.country);
    await expect(page.getByLabel(labels.condition)).toHaveValue('hemorrhoid-surgery');
    await expect(page.getByLabel(labels.message)).toHaveValue(patient.message);
    await expect(page.getByRole('radio', { name: form.contactMethods.phone })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: /I agree/ })).toBeChecked();
    // Sent again without the reports: received.
    await page.getByRole('button', { name: form.submitLabel }).click();
    await expect(page.getByRole('heading', { level: 1, name: form.received.heading })).toBeVisible();
    const reference = (await page.locator('.reference strong').textContent())!;
    const stored = (await storedRequests(sharedStoreDir)).find((record) => record.reference === reference)!;
    expect(stored.request).toMatchObject({ lastName: `${patient.lastName} <b>`, message: patient.message, country: patient.country, replyLanguage: patient.replyLanguage });
  });
});
