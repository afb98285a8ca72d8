import { describe, expect, it } from 'vitest';
import type { DoctorPortal } from '../../src/content/schemas/demo-doctor';
import { profileErrors, profileLimits, type ProfileValues } from '../../src/lib/forms/doctor-profile';
import { fillTemplate } from '../../src/lib/template';
import { hoistHead } from '../../scripts/page-document';
import { languages } from '../../src/generated/languages';
import { contentJson } from './site-content';

const source = languages[0];
const errorsIn = (tag: string) => contentJson<DoctorPortal>(tag === source.tag ? 'demo/doctor-portal.json' : `${tag}/demo/doctor-portal.json`).profile.errors;
const messages = errorsIn(source.tag);
const errors = { ...messages, fee: fillTemplate(messages.fee, { min: String(profileLimits.fee.min), max: String(profileLimits.fee.max) }) };
const check = (values: ProfileValues, locale = source.locale, words = messages) => profileErrors(values, words, locale);
const valid: ProfileValues = { name: 'Dr. A', title: 'Consultant', fee: '150', email: 'a@clinic.test', phone: '+91 22 5555 0100', bio: 'Keyhole surgery.' };

describe("the doctor portal demo's profile form", () => {
  it('accepts the fields as the form starts', () => {
    expect(check(valid)).toEqual({});
  });

  it('says each empty field needs filling in, in the words of the content', () => {
    const empty = { name: ' ', title: '', fee: '', email: '', phone: '', bio: '   ' };
    expect(check(empty)).toEqual({
      name: errors.required,
      title: errors.required,
      fee: errors.required,
      email: errors.required,
      phone: errors.required,
      bio: errors.required,
    });
  });

  it('refuses an address that is not one, a number without its country code, and a fee that is not whole dollars in range', () => {
    expect(check({ ...valid, email: 'priya@' })).toEqual({ email: errors.email });
    expect(check({ ...valid, phone: '022 5555 0100' })).toEqual({ phone: errors.phone });
    for (const fee of ['0', '12.50', '$150', String(profileLimits.fee.max + 1)]) expect(check({ ...valid, fee }), fee).toEqual({ fee: errors.fee });
    expect(check({ ...valid, fee: String(profileLimits.fee.max) })).toEqual({});
  });

  it("names the limit of a text that is too long, in the plural form its number takes in each of the site's languages", () => {
    for (const { tag, locale } of languages) {
      const words = errorsIn(tag);
      for (const field of ['name', 'title', 'bio'] as const) {
        const limit = profileLimits[field];
        const form = words.tooLong[new Intl.PluralRules(locale).select(limit)] ?? words.tooLong.other;
        expect(check({ ...valid, [field]: 'x'.repeat(limit + 1) }, locale, words), `${tag} ${field}`).toEqual({ [field]: fillTemplate(form, { max: String(limit) }) });
      }
    }
  });
});

describe('a page with a stylesheet of its own', () => {
  it('gets it in <head>, with its title and meta tags', () => {
    const html = '<style data-precedence="default" data-href="x">[data-a]{display:none}</style><title>T</title><meta name="robots" content="noindex"><main>page</main>';
    expect(hoistHead(html)).toEqual({
      head: '<style data-precedence="default" data-href="x">[data-a]{display:none}</style><title>T</title><meta name="robots" content="noindex">',
      body: '<main>page</main>',
    });
  });
});
