import { expect, test, type Page } from '@playwright/test';
import words from '../../content/site/doctor-verification.json' with { type: 'json' };
import site from '../../content/site/site.json' with { type: 'json' };
import { applicationInput, applicationSchema, applicationTextFields, validateApplication, type ApplicationTextField } from '../../src/lib/forms/doctor-application';
import { fillTemplate } from '../../src/lib/template';
import { once, openPage, waitForIsland } from './helpers';
import { sharedStoreDir, storedRequests } from './receiver-process';
import { axe } from './wcag-checks';
import { pluralRange } from '../../src/lib/plural';

const form = words.form;
const schema = applicationSchema(form.messages, site.languages[0]!.locale);

/** A valid application, each surgeon told apart by a registration number of their own. */
function applicant(registrationNumber: string): Record<ApplicationTextField, string> {
  return {
    name: 'Dr Meera Iyer',
    email: 'meera.iyer@example.org',
    phone: '+91 98765 43210',
    registrationNumber,
    council: 'Tamil Nadu Medical Council',
    speciality: 'Colorectal surgery',
    affiliation: 'A teaching hospital in Chennai',
    years: '14',
    message: 'Available for video consultations on weekdays.',
  };
}

const uniqueNumber = () => `TNMC/${Date.now().toString(36).toUpperCase()}-${Math.floor(Math.random() * 1e6)}`;

/** The application form (the footer has an email field of its own). */
const box = (page: Page) => page.getByTestId('application-form');
const field = (page: Page, name: ApplicationTextField) => box(page).getByLabel(form.fields[name].label, { exact: true });

async function fill(page: Page, values: Record<ApplicationTextField, string>) {
  for (const name of applicationTextFields) await field(page, name).fill(values[name]);
  await box(page).getByRole('checkbox', { name: form.consent }).check();
}

test.describe('/doctor-verification', once, () => {
  test('shows the requirements, the checklist and the timeline from content, the total computed', async ({ page }) => {
    await openPage(page, '/doctor-verification');
    for (const item of words.requirements.items) await expect(page.getByRole('heading', { name: item.name, exact: true })).toBeVisible();
    await expect(page.getByTestId('checklist-required').getByRole('listitem')).toHaveText(words.checklist.required);
    await expect(page.getByTestId('checklist-recommended').getByRole('listitem')).toHaveText(words.checklist.recommended);
    const steps = page.getByTestId('timeline-step');
    await expect(steps).toHaveCount(words.timeline.steps.length);
    for (const [index, step] of words.timeline.steps.entries())
      await expect(steps.nth(index)).toContainText(fillTemplate(pluralRange(words.timeline.days, step.minDays, step.maxDays, site.languages[0]!.locale), { min: String(step.minDays), max: String(step.maxDays) }));
    const min = words.timeline.steps.reduce((sum, step) => sum + step.minDays, 0);
    const max = words.timeline.steps.reduce((sum, step) => sum + step.maxDays, 0);
    await expect(page.getByTestId('timeline-total')).toHaveText(fillTemplate(pluralRange(words.timeline.total, min, max, site.languages[0]!.locale), { min: String(min), max: String(max) }));
  });

  test('an invalid application shows each error beside its field, keeps what was typed and focuses the first', async ({ page }) => {
    await openPage(page, '/doctor-verification');
    await waitForIsland(page, 'DoctorApplicationForm');
    const typed = { ...applicant(uniqueNumber()), email: 'meera@', years: 'many' };
    for (const name of ['name', 'email', 'years'] as const) await field(page, name).fill(typed[name]);
    await page.getByRole('button', { name: form.submit }).click();
    const expected = validateApplication(schema, applicationInput({ name: typed.name, email: typed.email, years: typed.years }, false));
    if (expected.ok) throw new Error('this application must be invalid');
    for (const [name, message] of Object.entries(expected.errors)) {
      const control = name === 'consent' ? box(page).getByRole('checkbox', { name: form.consent }) : field(page, name as ApplicationTextField);
      await expect(control, `${name} is marked invalid`).toHaveAttribute('aria-invalid', 'true');
      const errorId = (await control.getAttribute('aria-describedby'))!.split(' ').find((id) => id.endsWith('-error'))!;
      await expect(page.locator(`[id="${errorId}"]`)).toHaveText(message!);
    }
    await expect(field(page, 'name')).not.toHaveAttribute('aria-invalid', 'true');
    await expect(field(page, 'email')).toBeFocused();
    await expect(field(page, 'email')).toHaveValue(typed.email);
    await expect(field(page, 'name')).toHaveValue(typed.name);
    await expect(page.getByTestId('application-status')).toHaveText(fillTemplate(form.invalid, { count: String(Object.keys(expected.errors).length) }));
    const results = await axe(page).analyze();
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });

  test('sends as props only what the form says once used: its labels, hints, consent, button, address and language come from its HTML', async ({ page }) => {
    await openPage(page, '/doctor-verification');
    const props = JSON.parse((await page.locator('island-root[data-island="DoctorApplicationForm"]').getAttribute('data-props')) ?? '{}') as Record<string, unknown>;
    expect(Object.keys(props).sort()).toEqual(['messages', 'words']);
    const shown = [form.consent, form.submit, ...Object.values(form.fields).flatMap((words) => [words.label, ...('hint' in words ? [words.hint] : [])])];
    for (const word of shown) expect(JSON.stringify(props)).not.toContain(JSON.stringify(word));
    expect(JSON.stringify(props)).toContain(JSON.stringify(form.invalid));
    await waitForIsland(page, 'DoctorApplicationForm');
    for (const [name, words] of Object.entries(form.fields)) if ('hint' in words) await expect(field(page, name as ApplicationTextField)).toHaveAccessibleDescription(words.hint);
    await field(page, 'email').fill('meera@');
    await page.getByRole('button', { name: form.submit }).click();
    const expected = validateApplication(schema, applicationInput({ email: 'meera@' }, false));
    if (expected.ok) throw new Error('this application must be invalid');
    await expect(page.getByTestId('application-status')).toHaveText(fillTemplate(form.invalid, { count: String(Object.keys(expected.errors).length) }));
    await expect(page.getByRole('form', { name: form.submit })).toBeVisible();
    await expect(field(page, 'email')).toHaveValue('meera@');
  });

  test('a valid application is stored in the request store, marked as an application, with its reference shown', async ({ page }) => {
    await openPage(page, '/doctor-verification');
    await waitForIsland(page, 'DoctorApplicationForm');
    const values = applicant(uniqueNumber());
    await fill(page, values);
    await page.getByRole('button', { name: form.submit }).click();
    await expect(page.getByTestId('application-received')).toContainText(form.received.heading);
    const reference = (await page.getByTestId('application-reference').textContent())!;
    await expect.poll(async () => (await storedRequests(sharedStoreDir)).find((record) => record.reference === reference)).toBeTruthy();
    const record = (await storedRequests(sharedStoreDir)).find((stored) => stored.reference === reference) as unknown as { kind: string; request: Record<string, string>; consent: { given: boolean; text: string } };
    expect(record.kind).toBe('doctor-application');
    expect(record.request).toEqual(values);
    expect(record.consent).toEqual({ given: true, text: form.consent });
  });
});

test.describe('/doctor-verification without JavaScript', once, () => {
  test.use({ javaScriptEnabled: false });

  test('the form posts to the receiver, which stores the application and answers with its reference', async ({ page }) => {
    await page.goto('/doctor-verification');
    const values = applicant(uniqueNumber());
    await fill(page, values);
    await page.getByRole('button', { name: form.submit }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(form.received.heading);
    const reference = (await page.locator('.reference strong').textContent())!;
    const stored = (await storedRequests(sharedStoreDir)).find((record) => record.reference === reference) as unknown as { kind: string; request: Record<string, string> };
    expect(stored.kind).toBe('doctor-application');
    expect(stored.request.registrationNumber).toBe(values.registrationNumber);
  });

  test('an invalid application is answered with each field to correct in a form holding what was typed, nothing stored until it is corrected and sent again', async ({ page }) => {
    await page.goto('/doctor-verification');
    const number = `bad number ${uniqueNumber()} !`;
    const typed = { ...applicant(number), phone: '12' };
    await fill(page, typed);
    await page.getByRole('button', { name: form.submit }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(form.correctHeading);
    await expect(page.getByRole('listitem')).toHaveText([`${form.fields.phone.label}: ${form.messages.phone}`, `${form.fields.registrationNumber.label}: ${form.messages.registrationNumber}`]);
    expect((await storedRequests(sharedStoreDir)).some((record) => (record as unknown as { request: { registrationNumber?: string } }).request.registrationNumber === number)).toBe(false);
    await expect(page.getByRole('link', { name: form.back })).toHaveAttribute('href', '/doctor-verification#apply');
    // Everything typed is in the form on this page: only the two fields named need correcting.
    const again = page.locator('form.resend');
    for (const name of applicationTextFields) await expect(again.getByLabel(form.fields[name].label, { exact: true })).toHaveValue(typed[name]);
    await expect(again.getByRole('checkbox', { name: form.consent })).toBeChecked();
    const corrected = { ...typed, ...applicant(uniqueNumber()), message: typed.message };
    await again.getByLabel(form.fields.phone.label, { exact: true }).fill(corrected.phone);
    await again.getByLabel(form.fields.registrationNumber.label, { exact: true }).fill(corrected.registrationNumber);
    await again.getByRole('button', { name: form.submit }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(form.received.heading);
    const reference = (await page.locator('.reference strong').textContent())!;
    const stored = (await storedRequests(sharedStoreDir)).find((record) => record.reference === reference) as unknown as { request: Record<string, string> };
    expect(stored.request).toEqual(corrected);
  });
});
