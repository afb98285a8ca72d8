import * as z from 'zod/mini';
import { fillTemplate } from '../template';
import { plural, type PluralForms } from '../plural';

/**
 * A surgeon's application to join the network (/doctor-verification): one schema for the form in
 * the browser, the receiver (POST /api/applications) and the tests. Its messages come from
 * content/site/doctor-verification.json, so the form and the receiver say the same words.
 */

/** The fields an applicant types, in the order the form shows them (focus goes to the first invalid one). */
export const applicationTextFields = ['name', 'email', 'phone', 'registrationNumber', 'council', 'speciality', 'affiliation', 'years', 'message'] as const;
export type ApplicationTextField = (typeof applicationTextFields)[number];
export const applicationFields = [...applicationTextFields, 'consent'] as const;
export type ApplicationField = (typeof applicationFields)[number];

/** What an application is stored as: the `kind` of its line in the request store. */
export const applicationKind = 'doctor-application';

/** The limits each field is checked against. */
export const applicationLimits = { name: 80, email: 254, phone: 32, registrationNumber: 40, text: 120, years: 60, message: 2000 };

/** The error message of each field, from content; {max} is filled here (the message's, in the form its number takes). */
export type ApplicationMessages = Record<Exclude<ApplicationField, 'message'>, string> & { message: PluralForms };

const registrationPattern = /^[A-Za-z0-9][A-Za-z0-9 /.-]{2,39}$/;
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The schema of an application, with the page's messages; `locale` (like the page's lang) writes their numbers, in Western digits. */
export function applicationSchema(messages: ApplicationMessages, locale: string) {
  const count = new Intl.NumberFormat(locale, { numberingSystem: 'latn' });
  const required = (max: number, message: string) => z.string().check(z.trim(), z.minLength(1, message), z.maxLength(max, message));
  return z.object({
    name: required(applicationLimits.name, messages.name),
    email: z.string().check(z.trim(), z.maxLength(applicationLimits.email, messages.email), z.regex(emailPattern, messages.email)),
    phone: z.string().check(
      z.trim(),
      z.maxLength(applicationLimits.phone, messages.phone),
      z.refine((phone) => /^\+[1-9]\d{6,14}$/.test(phone.replace(/[\s().-]/g, '')), messages.phone),
    ),
    registrationNumber: z.string().check(z.trim(), z.regex(registrationPattern, messages.registrationNumber)),
    council: required(applicationLimits.text, messages.council),
    speciality: required(applicationLimits.text, messages.speciality),
    affiliation: required(applicationLimits.text, messages.affiliation),
    years: z.string().check(
      z.trim(),
      z.refine((years) => /^\d{1,2}$/.test(years) && Number(years) <= applicationLimits.years, fillTemplate(messages.years, { max: count.format(applicationLimits.years) })),
    ),
    message: z.optional(z.string().check(z.trim(), z.maxLength(applicationLimits.message, fillTemplate(plural(messages.message, applicationLimits.message, locale), { max: count.format(applicationLimits.message) })))),
    consent: z.literal(true, messages.consent),
  });
}

export type ApplicationSchema = ReturnType<typeof applicationSchema>;
export type Application = z.output<ApplicationSchema>;
export type ApplicationValues = Record<ApplicationTextField, string>;
export type ApplicationErrors = Partial<Record<ApplicationField, string>>;

/** The object the schema checks, from the strings of a form: the optional message left empty is absent. */
export function applicationInput(values: Partial<Record<ApplicationTextField, string | null>>, consent: boolean) {
  const text = (field: ApplicationTextField) => values[field] ?? '';
  return {
    ...Object.fromEntries(applicationTextFields.map((field) => [field, text(field)])),
    message: text('message').trim() === '' ? undefined : text('message'),
    consent,
  };
}

/** Checks an application: the parsed application, or the first problem of each field. */
export function validateApplication(schema: ApplicationSchema, input: unknown): { ok: true; application: Application } | { ok: false; errors: ApplicationErrors } {
  const result = schema.safeParse(input);
  if (result.success) return { ok: true, application: result.data };
  const errors: ApplicationErrors = {};
  for (const issue of result.error.issues) errors[issue.path[0] as ApplicationField] ??= issue.message;
  return { ok: false, errors };
}

/** The first field with a problem, in the order the form shows them. */
export function firstInvalidApplicationField(errors: ApplicationErrors): ApplicationField | undefined {
  return applicationFields.find((field) => errors[field]);
}

/** How the care-team inbox shows an application: its kind's words in the list, and each field's label. */
export function applicationInboxLabels(words: { inboxLabel: string; fields: Record<ApplicationTextField, { label: string }> }): { label: string; fieldLabels: Record<string, string> } {
  return { label: words.inboxLabel, fieldLabels: Object.fromEntries(applicationTextFields.map((field) => [field, words.fields[field].label])) };
}
