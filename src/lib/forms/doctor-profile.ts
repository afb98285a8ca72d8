import * as z from 'zod/mini';
import type { DoctorPortal } from '../../content/schemas/demo-doctor';
import { plural } from '../plural';
import { fillTemplate } from '../template';

/**
 * The doctor portal demo's profile form: one schema for the form in the browser and the tests.
 * Nothing receives it: the demo only checks the fields. Its messages come from content.
 */

/** The fields, in the order the form shows them (focus goes to the first invalid one). */
export const profileFields = ['name', 'title', 'fee', 'email', 'phone', 'bio'] as const;
export type ProfileField = (typeof profileFields)[number];
export type ProfileValues = Record<ProfileField, string>;

/** The limits each field is checked against. */
export const profileLimits = { name: 60, title: 80, email: 254, phone: 32, bio: 600, fee: { min: 1, max: 2000 } };

/** The error messages, from content/demo/doctor-portal.json: the schema fills in each {min} and {max}, and picks tooLong's plural form for each field's limit. */
export type ProfileMessages = DoctorPortal['profile']['errors'];

const phonePattern = /^\+[0-9][0-9 ()-]{6,30}$/;

/** The schema, built with the page's messages; `locale` (like the page's lang) writes their numbers, in Western digits. */
export function profileSchema(messages: ProfileMessages, locale: string) {
  const count = new Intl.NumberFormat(locale, { numberingSystem: 'latn', useGrouping: false });
  const tooLong = (max: number) => fillTemplate(plural(messages.tooLong, max, locale), { max: count.format(max) });
  const fee = fillTemplate(messages.fee, { min: count.format(profileLimits.fee.min), max: count.format(profileLimits.fee.max) });
  const required = (max: number) => z.string().check(z.trim(), z.minLength(1, messages.required), z.maxLength(max, tooLong(max)));
  return z.object({
    name: required(profileLimits.name),
    title: required(profileLimits.title),
    fee: z.string().check(
      z.trim(),
      z.minLength(1, messages.required),
      z.refine((value) => /^\d+$/.test(value) && Number(value) >= profileLimits.fee.min && Number(value) <= profileLimits.fee.max, fee),
    ),
    email: z.string().check(z.trim(), z.minLength(1, messages.required), z.email(messages.email)),
    phone: z.string().check(z.trim(), z.minLength(1, messages.required), z.regex(phonePattern, messages.phone)),
    bio: required(profileLimits.bio),
  });
}

/** Each invalid field's first message; empty when every field is fine. */
export function profileErrors(values: ProfileValues, messages: ProfileMessages, locale: string): Partial<Record<ProfileField, string>> {
  const result = profileSchema(messages, locale).safeParse(values);
  const errors: Partial<Record<ProfileField, string>> = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const field = issue.path[0] as ProfileField;
    errors[field] ??= issue.message;
  }
  return errors;
}
