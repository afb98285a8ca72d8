import { describe, expect, it } from 'vitest';
import type { DoctorPortal } from '../../src/content/schemas/demo-doctor';
import { profileErrors, profileLimits, type ProfileValues } from '../../src/lib/forms/doctor-profile';
import { fillTemplate } from '../../src/lib/template';
import { hoistHead } from '../../scripts/page-document';
import { contentJson } from './site-content';

const { errors } = contentJson<DoctorPortal>('demo/doctor-portal.json').profile;
const messages = { ...errors, fee: fillTemplate(errors.fee, { min: String(profileLimits.fee.min), max: String(profileLimits.fee.max) }) };
const valid: ProfileValues = { name: 'Dr. A', title: 'Consultant', fee: '150', email: 'a@clinic.test', phone: '+91 22 5555 0100', bio: 'Keyhole surgery.' };

describe("the doctor portal demo's profile form", () => {
  it('accepts the fields as the form starts', () => {
    expect(profileErrors(valid, messages)).toEqual({});
  });

  it('says each empty field needs filling in, in the words of the content', () => {
    const empty = { name: ' ', title: '', fee: '', email: '', phone: '', bio: '   ' };
    expect(profileErrors(empty, messages)).toEqual({
      name: errors.required,
      title: errors.required,
      fee: errors.required,
      email: errors.required,
      phone: errors.required,
      bio: errors.required,
    });
  });

  it('refuses an address that is not one, a number without its country code, and a fee that is not whole dollars in range', () => {
    expect(profileErrors({ ...valid, email: 'priya@' }, messages)).toEqual({ email: errors.email });
    expect(profileErrors({ ...valid, phone: '022 5555 0100' }, messages)).toEqual({ phone: errors.phone });
    for (const fee of ['0', '12.50', '$150', String(profileLimits.fee.max + 1)]) expect(profileErrors({ ...valid, fee }, messages), fee).toEqual({ fee: messages.fee });
    expect(profileErrors({ ...valid, fee: String(profileLimits.fee.max) }, messages)).toEqual({});
  });

  it('names the limit of a text that is too long', () => {
    expect(profileErrors({ ...valid, bio: 'x'.repeat(profileLimits.bio + 1) }, messages)).toEqual({ bio: fillTemplate(errors.tooLong, { max: String(profileLimits.bio) }) });
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
