import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  firstInvalidField,
  formatBytes,
  reportLimits,
  requestInput,
  requestSchema,
  validateRequest,
  type RequestValues,
} from '../../src/lib/forms/request';
import { requestChoices } from '../../src/lib/forms/request-choices';
import { count, filledIn, formFor, formWords, messages, sourceLocale } from './helpers/request-words';

/** Built inside each test, so a test of a message also tests the code that builds it. */
const schema = () => requestSchema(requestChoices(), formWords, sourceLocale);
const { countries: [aCountry], replyLanguages: [aLanguage] } = requestChoices();
const filled: RequestValues = {
  firstName: 'Amina',
  lastName: 'Okafor',
  email: 'amina@example.com',
  phone: '+234 803 123 4567',
  country: aCountry,
  condition: 'ibd-crohns',
  hospital: 'apollo-delhi',
  message: 'Diagnosed with Crohn’s disease in 2021.',
  contactMethod: 'whatsapp',
  replyLanguage: aLanguage,
};
const pdf = { name: 'colonoscopy.pdf', type: 'application/pdf', size: 200_000 };
const check = (values: Partial<RequestValues>, consent = true, reports = [pdf]) => validateRequest(schema(), requestInput({ ...filled, ...values }, consent, reports));

describe('the coordinator-connect form schema', () => {
  it('accepts a complete request, trimming what was typed and leaving empty optional fields out', () => {
    const result = check({ firstName: '  Amina ', hospital: '', message: '   ' });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.request.firstName).toBe('Amina');
    expect(result.request.hospital).toBeUndefined();
    expect(result.request.message).toBeUndefined();
  });

  it('names every empty required field, in the order the form shows them, with the consent last', () => {
    const empty = Object.fromEntries(Object.keys(filled).map((key) => [key, ''])) as RequestValues;
    const result = validateRequest(schema(), requestInput(empty, false, []));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual({
      firstName: messages.firstName.empty,
      lastName: messages.lastName.empty,
      email: messages.email.empty,
      phone: messages.phone.empty,
      country: messages.country,
      condition: filledIn(messages.condition, { other: formWords.conditionOther }),
      contactMethod: messages.contactMethod,
      replyLanguage: messages.replyLanguage,
      consent: messages.consent,
    });
    expect(firstInvalidField(result.errors)).toBe('firstName');
  });

  it('explains what a valid email address and an international phone number look like', () => {
    expect(check({ email: 'amina@' })).toMatchObject({ errors: { email: messages.email.invalid } });
    expect(check({ phone: '0803 123 4567' })).toMatchObject({ errors: { phone: messages.phone.invalid } });
    expect(check({ phone: '+44 (0) 7700-900.123' }).ok).toBe(true);
  });

  it('takes every package and "other" as conditions, and only partner hospitals', () => {
    for (const condition of [...requestChoices().conditions, 'other']) expect(check({ condition }).ok).toBe(true);
    const packageIds = readdirSync('content/packages').map((file) => file.replace(/\.mdx$/, ''));
    expect([...requestChoices().conditions].sort()).toEqual(packageIds.sort());
    expect(check({ condition: 'knee-replacement' })).toMatchObject({ errors: { condition: filledIn(messages.condition, { other: formWords.conditionOther }) } });
    expect(check({ hospital: 'st-elsewhere' })).toMatchObject({ errors: { hospital: filledIn(messages.hospital, { any: formWords.hospitalAny }) } });
  });

  it('keeps a message within 4,000 characters', () => {
    expect(check({ message: 'x'.repeat(4001) })).toMatchObject({ errors: { message: filledIn(formFor(messages.message, 4000), { max: count(4000) }) } });
  });

  it('takes PDFs and images within the limits, and says which file is wrong and why', () => {
    expect(check({}, true, [{ name: 'scan.heic', type: '', size: 1000 }]).ok).toBe(true);
    expect(check({}, true, [{ name: 'notes.docx', type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', size: 1000 }])).toMatchObject({
      errors: { reports: filledIn(messages.reports.notAReport, { name: 'notes.docx' }) },
    });
    expect(check({}, true, [{ ...pdf, size: reportLimits.maxFileBytes + 1 }])).toMatchObject({ errors: { reports: filledIn(messages.reports.fileTooLarge, { name: 'colonoscopy.pdf', size: formatBytes(reportLimits.maxFileBytes + 1, sourceLocale), max: formatBytes(reportLimits.maxFileBytes, sourceLocale) }) } });
    expect(check({}, true, Array.from({ length: 6 }, (_, index) => ({ ...pdf, name: `${index}.pdf` })))).toMatchObject({ errors: { reports: filledIn(formFor(messages.reports.tooMany, 5), { max: '5' }) } });
    expect(check({}, true, Array.from({ length: 3 }, () => ({ ...pdf, size: 8 * 1024 * 1024 })))).toMatchObject({ errors: { reports: filledIn(messages.reports.tooLarge, { total: formatBytes(reportLimits.maxTotalBytes, sourceLocale) }) } });
  });

  it('refuses a request without consent', () => {
    expect(check({}, false)).toMatchObject({ errors: { consent: messages.consent } });
  });
});
