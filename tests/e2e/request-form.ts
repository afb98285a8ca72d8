import { expect, type Page } from '@playwright/test';
import countries from '../../content/site/countries.json' with { type: 'json' };
import words from '../../content/site/coordinator-connect.json' with { type: 'json' };
import site from '../../content/site/site.json' with { type: 'json' };
import { waitForIsland } from './helpers';

export const form = words.form;
export const labels = words.form.labels;

/** A request as a patient fills it in. */
export const patient = {
  firstName: 'Amina',
  lastName: 'Okafor',
  email: 'amina@example.com',
  phone: '+234 803 123 4567',
  /** A country of the list (its code), and its name as the form shows it. */
  country: countries.codes[0],
  replyLanguage: site.languages[0]!.locale,
  countryName: new Intl.DisplayNames([site.languages[0]!.locale, 'en'], { type: 'region' }).of(countries.codes[0])!,
  message: 'Crohn’s disease since 2021; two operations advised.',
};

export const pdfReport = { name: 'colonoscopy-report.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n% colonoscopy report\n') };

/** The form's words as a page in another language shows them (the same shape as `form`). */
export type FormWords = typeof form;

/** Opens the form (waking its island) at the given address of /coordinator-connect; `words` are those of the page's language. */
export async function openForm(page: Page, path = '/coordinator-connect', words: FormWords = form) {
  await page.goto(path);
  await waitForIsland(page, 'RequestForm');
  return page.getByRole('form', { name: words.heading });
}

/**
 * Fills every field of the form, with a report (the PDF above unless another file is given, none
 * when false), and ticks the consent. `condition` is an option's label or value; `words` are the
 * form's in the page's language, and `email` the address to give.
 */
export async function fillRequest(page: Page, { report = true as boolean | typeof pdfReport, condition = "IBD & Crohn's", words = form, email = patient.email } = {}) {
  const box = page.getByRole('form', { name: words.heading });
  await box.getByRole('textbox', { name: words.labels.firstName, exact: true }).fill(patient.firstName);
  await box.getByRole('textbox', { name: words.labels.lastName, exact: true }).fill(patient.lastName);
  await box.getByRole('textbox', { name: words.labels.email, exact: true }).fill(email);
  await box.getByRole('textbox', { name: words.labels.phone, exact: true }).fill(patient.phone);
  await box.getByRole('combobox', { name: words.labels.country, exact: true }).selectOption(patient.country);
  await box.getByRole('combobox', { name: words.labels.condition, exact: true }).selectOption(condition);
  await box.getByRole('textbox', { name: words.labels.message, exact: true }).fill(patient.message);
  await box.getByRole('radio', { name: words.contactMethods.whatsapp }).check();
  if (report) await box.getByLabel(words.labels.reports, { exact: true }).setInputFiles(report === true ? pdfReport : report);
  await box.getByRole('checkbox', { name: words.consent }).check();
  return box;
}

/** Every typed field still holds what the patient typed. */
export async function expectEverythingKept(page: Page) {
  const box = page.getByRole('form', { name: form.heading });
  await expect(box.getByLabel(labels.firstName)).toHaveValue(patient.firstName);
  await expect(box.getByLabel(labels.lastName)).toHaveValue(patient.lastName);
  await expect(box.getByLabel(labels.email)).toHaveValue(patient.email);
  await expect(box.getByLabel(labels.phone)).toHaveValue(patient.phone);
  await expect(box.getByLabel(labels.country)).toHaveValue(patient.country);
  await expect(box.getByLabel(labels.message)).toHaveValue(patient.message);
  await expect(box.getByRole('radio', { name: form.contactMethods.whatsapp })).toBeChecked();
  await expect(box.getByRole('checkbox', { name: /I agree/ })).toBeChecked();
}
