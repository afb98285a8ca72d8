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

/** Opens the form (waking its island) at the given address of /coordinator-connect. */
export async function openForm(page: Page, path = '/coordinator-connect') {
  await page.goto(path);
  await waitForIsland(page, 'RequestForm');
  return page.getByRole('form', { name: form.heading });
}

/** Fills every field of the form, with a report (the PDF above unless another file is given, none when false), and ticks the consent. */
export async function fillRequest(page: Page, { report = true as boolean | typeof pdfReport, condition = "IBD & Crohn's" } = {}) {
  const box = page.getByRole('form', { name: form.heading });
  await box.getByLabel(labels.firstName).fill(patient.firstName);
  await box.getByLabel(labels.lastName).fill(patient.lastName);
  await box.getByLabel(labels.email).fill(patient.email);
  await box.getByLabel(labels.phone).fill(patient.phone);
  await box.getByLabel(labels.country).selectOption(patient.country);
  await box.getByLabel(labels.condition).selectOption({ label: condition });
  await box.getByLabel(labels.message).fill(patient.message);
  await box.getByRole('radio', { name: form.contactMethods.whatsapp }).check();
  if (report) await box.getByLabel(labels.reports).setInputFiles(report === true ? pdfReport : report);
  await box.getByRole('checkbox', { name: /I agree/ }).check();
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
