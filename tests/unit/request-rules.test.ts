
import { describe, expect, it } from 'vitest';
import {
  emptyRequestValues,
  firstInvalidField,
  formatBytes,
  reportLimits,
  reportsHint,
  isAcceptedReportType,
  reportAccept,
  requestInput,
  requestSchema,
  validateRequest,
  type RequestValues,
} from '../../src/lib/forms/request';
import { requestChoiceLists, requestChoices } from '../../src/lib/forms/request-choices';
import { contentEntries, contentJson } from './site-content';
import { hospitalWithCity } from '../../src/lib/hospital-name';
import { count, filledIn, formFor, formWords, messages, sourceLocale } from './helpers/request-words';
import siteJson from '../../content/site/site.json' with { type: 'json' };

const siteLanguages = siteJson.languages;
const translatedLanguages = siteLanguages.slice(1).map((language) => language.tag);

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
const errorsOf = (values: Partial<RequestValues>, reports = [pdf]) => {
  // The schema is built inside the test, so a test of a message also tests the code that builds it.
  const result = validateRequest(requestSchema(requestChoices(), formWords, sourceLocale), requestInput({ ...filled, ...values }, true, reports));
  return result.ok ? {} : result.errors;
};

describe('the choices a request offers come from content', () => {
  it('lists each package as a condition, in the packages\' order, by its short name', () => {
    const packages = contentEntries<{ shortName: string; order: number }>('packages').sort((a, b) => a.order - b.order);
    expect(requestChoiceLists().conditions).toEqual(packages.map((pkg) => ({ id: pkg.id, label: pkg.shortName })));
  });

  it('lists each partner hospital by name and city, in the order of their names, naming the city once', () => {
    const hospitals = contentEntries<{ name: string; city: string }>('hospitals').sort((a, b) => a.name.localeCompare(b.name));
    expect(requestChoiceLists().hospitals.map((choice) => choice.id)).toEqual(hospitals.map((hospital) => hospital.id));
    for (const [index, choice] of requestChoiceLists().hospitals.entries()) {
      const { name, city } = hospitals[index];
      expect(choice.label.startsWith(name)).toBe(true);
      expect(choice.label.split(city).length - 1, choice.label).toBe(name.includes(city) ? name.split(city).length - 1 : 1);
    }
    expect(requestChoices()).toMatchObject({ conditions: requestChoiceLists().conditions.map((c) => c.id), hospitals: hospitals.map((hospital) => hospital.id) });
  });

  it('lists every country of content/site/countries.json once, named in the page’s language and sorted by name', () => {
    const { codes } = contentJson<{ codes: string[] }>('site/countries.json');
    const listed = requestChoiceLists('en-GB').countries;
    expect(listed.map((choice) => choice.id).sort()).toEqual([...codes].sort());
    const english = new Intl.DisplayNames(['en-GB'], { type: 'region' });
    expect(listed.every((choice) => choice.label === english.of(choice.id))).toBe(true);
    expect(listed.map((choice) => choice.label)).toEqual(listed.map((choice) => choice.label).sort((a, b) => a.localeCompare(b, 'en-GB')));
    // Another language names them in its own words, and falls back to English where it has none.
    const french = requestChoiceLists('fr').countries;
    expect(french.find((choice) => choice.id === codes[0])!.label).toBe(new Intl.DisplayNames(['fr'], { type: 'region' }).of(codes[0]));
  });

  it('offers the site’s languages for replies, the page’s own first', () => {
    // The site's languages: its `languages` list once it has several, its one `language` until then.
    const site = contentJson<{ language?: string; languages?: { locale: string }[] }>('site/site.json');
    const tags = site.languages?.map((entry) => entry.locale) ?? [site.language!];
    expect(requestChoiceLists().replyLanguages.map((choice) => choice.id)).toEqual(tags);
    // The page's own language comes first.
    const last = tags[tags.length - 1];
    expect(requestChoiceLists(last).replyLanguages.map((choice) => choice.id)).toEqual([last, ...tags.filter((tag) => tag !== last)]);
  });
});

describe('a hospital named with its city', () => {
  it('adds the city only when the name does not say it, joined as each language joins two facts', () => {
    for (const file of ['site/common.json', ...translatedLanguages.map((tag) => `${tag}/site/common.json`)]) {
      const joiner = contentJson<{ joiners: { comma: string } }>(file).joiners.comma;
      expect(hospitalWithCity({ name: 'Apollo Hospital', city: 'New Delhi' }, joiner)).toBe(filledIn(joiner, { first: 'Apollo Hospital', second: 'New Delhi' }));
      expect(hospitalWithCity({ name: 'Manipal Hospital, Chennai', city: 'Chennai' }, joiner)).toBe('Manipal Hospital, Chennai');
      expect(hospitalWithCity({ name: 'AIIMS new delhi', city: 'New Delhi' }, joiner)).toBe('AIIMS new delhi');
    }
  });
});

describe('the fields of a request', () => {
  it('keeps names and message within their lengths, and takes a country and a reply language only from their lists', () => {
    expect(errorsOf({ firstName: 'x'.repeat(80), lastName: 'x'.repeat(80), message: 'x'.repeat(4000) })).toEqual({});
    expect(errorsOf({ firstName: 'x'.repeat(81), lastName: 'x'.repeat(81), country: 'Nigeria', message: 'x'.repeat(4001), replyLanguage: 'xx' })).toEqual({
      firstName: filledIn(formFor(messages.firstName.tooLong, 80), { max: count(80) }),
      lastName: filledIn(formFor(messages.lastName.tooLong, 80), { max: count(80) }),
      country: messages.country,
      message: filledIn(formFor(messages.message, 4000), { max: count(4000) }),
      replyLanguage: messages.replyLanguage,
    });
  });

  it('counts the length without the spaces around what was typed', () => {
    expect(errorsOf({ firstName: ` ${'x'.repeat(80)} `, message: ` ${'x'.repeat(4000)} ` })).toEqual({});
    expect(errorsOf({ email: ' amina@example.com ', phone: ' +447700900123 ' })).toEqual({});
  });

  it('keeps an email address and a phone number within their lengths', () => {
    expect(errorsOf({ email: `${'a'.repeat(64)}@${'b'.repeat(186)}.com` })).toEqual({ email: messages.email.invalid });
    expect(errorsOf({ phone: `+44 ${'7'.repeat(29)}` })).toEqual({ phone: messages.phone.invalid });
  });

  it('takes an international number of 7 to 15 digits, written with spaces, dots, dashes or brackets', () => {
    const sentence = messages.phone.invalid;
    for (const phone of ['+1234567', '+123456789012345', '+44 (20) 7946.0958', '+44-20-7946-0958']) expect(errorsOf({ phone }), phone).toEqual({});
    for (const phone of ['+123456', '+1234567890123456', '+0447700900123', '447700900123', '+44 7700 900123 ext 2', 'tel +447700900123'])
      expect(errorsOf({ phone }), phone).toEqual({ phone: sentence });
  });

  it('takes no hospital when content lists none', () => {
    const noHospitals = requestSchema({ ...requestChoices(), conditions: ['ibd-crohns'], hospitals: [] }, formWords, sourceLocale);
    expect(validateRequest(noHospitals, requestInput({ ...filled, hospital: '' }, true, [])).ok).toBe(true);
    expect(validateRequest(noHospitals, requestInput(filled, true, [])).ok).toBe(false);
  });

  it('turns an empty or missing optional field into no value, and a missing text into an empty one', () => {
    expect(requestInput({ hospital: '  ', message: null }, false, [])).toEqual({
      ...emptyRequestValues,
      hospital: undefined,
      message: undefined,
      reports: [],
      consent: false,
    });
    expect(requestInput({ hospital: 'apollo-delhi', message: 'Hello' }, true, [pdf])).toMatchObject({ hospital: 'apollo-delhi', message: 'Hello', reports: [pdf], consent: true });
  });

  it('gives the first problem of each field, and the first field with one in the form\'s order', () => {
    expect(errorsOf({ email: '' })).toEqual({ email: messages.email.empty });
    expect(firstInvalidField({ country: 'x', email: 'y' })).toBe('email');
    expect(firstInvalidField({ consent: 'x' })).toBe('consent');
    expect(firstInvalidField({})).toBeUndefined();
  });
});

describe('medical reports', () => {
  it('are PDFs or images the form offers, HEIC included', () => {
    expect(reportAccept).toBe('application/pdf,image/jpeg,image/png,image/webp,image/heic,image/heif,.pdf,.jpg,.jpeg,.png,.webp,.heic,.heif');
  });

  it('are known by their type, or by their name when the browser cannot tell the type', () => {
    for (const type of ['application/pdf', 'image/jpeg', 'image/png', 'image/webp', 'image/heic', 'image/heif'])
      expect(isAcceptedReportType({ name: 'report', type }), type).toBe(true);
    for (const name of ['scan.pdf', 'scan.JPG', 'scan.jpeg', 'scan.png', 'scan.webp', 'scan.heic', 'scan.heif', 'my.scan.Heic'])
      expect(isAcceptedReportType({ name, type: '' }), name).toBe(true);
    expect(isAcceptedReportType({ name: 'scan.heic', type: 'application/octet-stream' })).toBe(true);
  });

  it('are refused when neither the type nor the name says PDF or image', () => {
    expect(isAcceptedReportType({ name: 'scan.heic', type: 'text/plain' })).toBe(false);
    expect(isAcceptedReportType({ name: 'notes.docx', type: '' })).toBe(false);
    expect(isAcceptedReportType({ name: 'pdf', type: '' })).toBe(false);
    expect(isAcceptedReportType({ name: '.pdf', type: '' })).toBe(true);
    expect(isAcceptedReportType({ name: 'scan', type: 'application/octet-stream' })).toBe(false);
  });

  it('may be as large as 10 MB each and 20 MB together, and may not be empty', () => {
    const mb = 1024 * 1024;
    expect(errorsOf({}, [{ ...pdf, size: 10 * mb }, { ...pdf, name: 'b.pdf', size: 10 * mb }])).toEqual({});
    expect(errorsOf({}, [{ ...pdf, size: 1 }])).toEqual({});
    expect(errorsOf({}, [{ ...pdf, size: 0 }])).toEqual({ reports: filledIn(messages.reports.empty, { name: 'colonoscopy.pdf' }) });
    expect(errorsOf({}, [{ ...pdf, size: 8 * mb }, { ...pdf, size: 8 * mb }, { ...pdf, size: 4 * mb + 1 }])).toEqual({
      reports: filledIn(messages.reports.tooLarge, { total: formatBytes(reportLimits.maxTotalBytes, sourceLocale) }),
    });
    expect(errorsOf({}, Array.from({ length: 6 }, () => pdf))).toEqual({ reports: filledIn(formFor(messages.reports.tooMany, 5), { max: '5' }) });
    expect(errorsOf({}, Array.from({ length: 5 }, () => pdf))).toEqual({});
  });
});

describe('sizes are written for people', () => {
  // Each language's own words for the units and its own decimal mark, as its Intl data has them; digits always Western.
  const unitWords = (locale: string, unit: string, value: number) => new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'long' }).formatToParts(value).find((part) => part.type === 'unit')!.value;
  const decimalMark = (locale: string) => new Intl.NumberFormat(locale).formatToParts(1.5).find((part) => part.type === 'decimal')!.value;
  const digitsOf = (text: string) => text.replace(/[^\p{Nd}]/gu, '');

  it.each(siteLanguages.map((language) => language.locale))('in kilobytes below a megabyte, never less than 1, and in megabytes from one, in %s words with Western digits', (locale) => {
    for (const [bytes, amount, unit] of [
      [1, 1, 'kilobyte'],
      [180 * 1024, 180, 'kilobyte'],
      [1024 * 1024 - 600, 1023, 'kilobyte'],
      [1024 * 1024, 1, 'megabyte'],
      [reportLimits.maxFileBytes, reportLimits.maxFileBytes / (1024 * 1024), 'megabyte'],
    ] as const) {
      const size = formatBytes(bytes, locale);
      expect(digitsOf(size), size).toBe(String(amount));
      expect(size, size).toContain(unitWords(locale, unit, amount));
    }
    const size = formatBytes(2.45 * 1024 * 1024, locale);
    expect(size).toContain(`2${decimalMark(locale)}5`);
    expect(digitsOf(size)).toBe('25');
  });

  it.each(siteLanguages.map((language) => language.locale))('the reports hint in %s is filled from the limits, never typed', (locale) => {
    const hint = reportsHint(formWords.hints.reports, locale);
    expect(hint).not.toMatch(/\{\w+\}/);
    expect(hint).toContain(formatBytes(reportLimits.maxFileBytes, locale));
    expect(hint).toContain(formatBytes(reportLimits.maxTotalBytes, locale));
  });
});
