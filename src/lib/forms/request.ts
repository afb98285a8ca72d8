import * as z from 'zod/mini';
import type { RequestFormWords } from '../../content/schemas/coordinator-connect';
import { fillTemplate } from '../template';
import { plural, type PluralForms } from '../plural';

/**
 * The coordinator-connect request: one schema for the form in the browser, the receiver on the
 * server and the tests. The choices (packages, hospitals) come from content, so the schema is
 * built from them; the island receives them as props and the receiver reads them from content.
 */

/** What the form and the receiver accept as medical reports. */
export const reportLimits = {
  maxFiles: 5,
  /** A file's name, in UTF-8 bytes: what every common file system allows. */
  maxNameBytes: 255,
  maxFileBytes: 10 * 1024 * 1024,
  maxTotalBytes: 20 * 1024 * 1024,
  /** Declared type → file extension. Phones send HEIC photos; scanners send PDF. */
  types: {
    'application/pdf': 'pdf',
    'image/jpeg': 'jpg',
    'image/png': 'png',
    'image/webp': 'webp',
    'image/heic': 'heic',
    'image/heif': 'heif',
  } as Record<string, string>,
};

/** The `accept` attribute of the file field. */
export const reportAccept = [...Object.keys(reportLimits.types), '.pdf', '.jpg', '.jpeg', '.png', '.webp', '.heic', '.heif'].join(',');

export const contactMethods = ['email', 'phone', 'whatsapp', 'video'] as const;

/** The condition a visitor picks when none of the packages fits. */
export const otherCondition = 'other';

/** The fields a visitor types or picks, in the order the form shows them (focus goes to the first invalid one). */
export const requestTextFields = ['firstName', 'lastName', 'email', 'phone', 'country', 'condition', 'hospital', 'message', 'contactMethod', 'replyLanguage'] as const;
export type RequestTextField = (typeof requestTextFields)[number];
export const requestFields = [...requestTextFields, 'reports', 'consent'] as const;
export type RequestField = (typeof requestFields)[number];

/** A field no person sees or fills; only a form-filling robot does. */
export const honeypotField = 'leave_this_empty';

export const textLimits = { name: 80, email: 254, phone: 32, message: 4000 };

/** What the schema needs to know of a chosen file; the browser and the receiver both describe files this way. */
interface ReportMeta {
  name: string;
  type: string;
  size: number;
}

export interface RequestChoices {
  /** Package ids; "other" is always allowed besides. */
  conditions: readonly string[];
  /** Partner hospital ids. */
  hospitals: readonly string[];
  /** ISO 3166 codes of the countries a patient may live in (content/site/countries.json). */
  countries: readonly string[];
  /** Language tags the care team replies in (the site's languages). */
  replyLanguages: readonly string[];
}

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

const knownExtensions = new Set([...Object.values(reportLimits.types), 'jpeg']);

/** True when a file says it is a PDF or an image we take; a browser that cannot tell (HEIC) leaves the type empty, so the extension decides. */
export function isAcceptedReportType(file: Pick<ReportMeta, 'name' | 'type'>): boolean {
  if (file.type in reportLimits.types) return true;
  return (file.type === '' || file.type === 'application/octet-stream') && knownExtensions.has(extensionOf(file.name));
}

const sizeFormats = new Map<string, Intl.NumberFormat>();

/**
 * A size as a person reads it, in `locale`'s words and Western digits: "2.4 megabytes", "180
 * kilobytes" ("2,4 mégaoctets", "2.4 ميغابايت"); kilobytes below a megabyte, never less than 1.
 */
export function formatBytes(bytes: number, locale: string): string {
  const unit = bytes >= 1024 * 1024 ? 'megabyte' : 'kilobyte';
  const key = `${unit} ${locale}`;
  let format = sizeFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'long', maximumFractionDigits: 1, numberingSystem: 'latn' });
    sizeFormats.set(key, format);
  }
  return format.format(unit === 'megabyte' ? bytes / (1024 * 1024) : Math.max(1, Math.round(bytes / 1024)));
}

/** The reports field's hint, its limits filled in from reportLimits in `locale`. */
export function reportsHint(hint: PluralForms, locale: string): string {
  const count = new Intl.NumberFormat(locale, { numberingSystem: 'latn' });
  return fillTemplate(plural(hint, reportLimits.maxFiles, locale), { files: count.format(reportLimits.maxFiles), each: formatBytes(reportLimits.maxFileBytes, locale), total: formatBytes(reportLimits.maxTotalBytes, locale) });
}

/** A file's name as a message repeats it: a name past its limit is cut, so a message never grows with what a sender made up. */
function shownName(name: string): string {
  return name.length > 60 ? `${name.slice(0, 60)}…` : name;
}

const utf8 = new TextEncoder();

/**
 * What the form and the receiver say under a field that cannot be taken, from content
 * (coordinator-connect.json, form.messages) in the page's language; each {place} is filled here.
 */
export type RequestMessages = RequestFormWords['messages'];

/** The form's words a schema is built with: its messages, and the two options they name. */
export type RequestWording = Pick<RequestFormWords, 'messages' | 'conditionOther' | 'hospitalAny'>;

/** What the form and the receiver say of a file that is no PDF or image we take. */
export function notAReport(name: string, messages: RequestMessages): string {
  return fillTemplate(messages.reports.notAReport, { name: shownName(name) });
}

const requiredText = (max: number, empty: string, tooLong: string) => z.string().check(z.trim(), z.minLength(1, empty), z.maxLength(max, tooLong));

function reportSchema(messages: RequestMessages, locale: string) {
  const words = messages.reports;
  const nameOf = (issue: { input?: unknown }) => shownName((issue.input as ReportMeta).name);
  return z.object({ name: z.string(), type: z.string(), size: z.number() }).check(
    z.refine((file) => utf8.encode(file.name).length <= reportLimits.maxNameBytes, {
      error: (issue) => fillTemplate(words.nameTooLong, { name: nameOf(issue) }),
      abort: true,
    }),
    z.refine((file) => isAcceptedReportType(file), { error: (issue) => notAReport((issue.input as ReportMeta).name, messages) }),
    z.refine((file) => file.size <= reportLimits.maxFileBytes, {
      error: (issue) => fillTemplate(words.fileTooLarge, { name: nameOf(issue), size: formatBytes((issue.input as ReportMeta).size, locale), max: formatBytes(reportLimits.maxFileBytes, locale) }),
    }),
    z.refine((file) => file.size > 0, { error: (issue) => fillTemplate(words.empty, { name: nameOf(issue) }) }),
  );
}

/**
 * The schema of a request, for the given package and hospital ids, saying its messages in the
 * page's words; `locale` (a BCP 47 tag, like the page's lang) writes their numbers, in Western digits.
 */
export function requestSchema(choices: RequestChoices, words: RequestWording, locale: string) {
  const { messages } = words;
  const conditions: [string, ...string[]] = [otherCondition, ...choices.conditions];
  const hospitals = choices.hospitals as [string, ...string[]];
  const count = new Intl.NumberFormat(locale, { numberingSystem: 'latn' });
  // A limit's message in the form its number takes ("under 80 characters"; Arabic's few, many…).
  const max = (words: PluralForms, limit: number) => fillTemplate(plural(words, limit, locale), { max: count.format(limit) });
  return z.object({
    firstName: requiredText(textLimits.name, messages.firstName.empty, max(messages.firstName.tooLong, textLimits.name)),
    lastName: requiredText(textLimits.name, messages.lastName.empty, max(messages.lastName.tooLong, textLimits.name)),
    email: z.string().check(
      z.trim(),
      z.minLength(1, messages.email.empty),
      z.maxLength(textLimits.email, messages.email.invalid),
      z.regex(z.regexes.email, messages.email.invalid),
    ),
    phone: z.string().check(
      z.trim(),
      z.minLength(1, messages.phone.empty),
      z.maxLength(textLimits.phone, messages.phone.invalid),
      // Spaces, dashes, dots and brackets are how people write numbers; the digits must make an international number.
      z.refine((phone) => /^\+[1-9]\d{6,14}$/.test(phone.replace(/[\s().-]/g, '')), messages.phone.invalid),
    ),
    country: z.enum(choices.countries as [string, ...string[]], messages.country),
    condition: z.enum(conditions, fillTemplate(messages.condition, { other: words.conditionOther })),
    hospital: z.optional(hospitals.length > 0 ? z.enum(hospitals, fillTemplate(messages.hospital, { any: words.hospitalAny })) : z.never()),
    message: z.optional(z.string().check(z.trim(), z.maxLength(textLimits.message, max(messages.message, textLimits.message)))),
    contactMethod: z.enum(contactMethods, messages.contactMethod),
    replyLanguage: z.enum(choices.replyLanguages as [string, ...string[]], messages.replyLanguage),
    reports: z.array(reportSchema(messages, locale)).check(
      z.maxLength(reportLimits.maxFiles, max(messages.reports.tooMany, reportLimits.maxFiles)),
      z.refine((files) => files.reduce((sum, file) => sum + file.size, 0) <= reportLimits.maxTotalBytes, fillTemplate(messages.reports.tooLarge, { total: formatBytes(reportLimits.maxTotalBytes, locale) })),
    ),
    consent: z.literal(true, messages.consent),
  });
}

type RequestSchema = ReturnType<typeof requestSchema>;
export type Request = z.output<RequestSchema>;

/** The typed values of the form, as strings, before validation. */
export type RequestValues = Record<RequestTextField, string>;

export const emptyRequestValues: RequestValues = Object.fromEntries(requestTextFields.map((field) => [field, ''])) as RequestValues;

/** The object the schema validates, from the strings of a form: an optional field left empty is absent. */
export function requestInput(values: Partial<Record<RequestTextField, string | null>>, consent: boolean, reports: ReportMeta[]) {
  const text = (field: RequestTextField) => values[field] ?? '';
  const optional = (field: RequestTextField) => (text(field).trim() === '' ? undefined : text(field));
  return {
    firstName: text('firstName'),
    lastName: text('lastName'),
    email: text('email'),
    phone: text('phone'),
    country: text('country'),
    condition: text('condition'),
    hospital: optional('hospital'),
    message: optional('message'),
    contactMethod: text('contactMethod'),
    replyLanguage: text('replyLanguage'),
    reports,
    consent,
  };
}

export type RequestErrors = Partial<Record<RequestField, string>>;

/** Validates a request: the parsed request, or the first problem of each field. */
export function validateRequest(schema: RequestSchema, input: unknown): { ok: true; request: Request } | { ok: false; errors: RequestErrors } {
  const result = schema.safeParse(input);
  if (result.success) return { ok: true, request: result.data };
  const errors: RequestErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as RequestField;
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}

/** The first field with a problem, in the order the form shows them. */
export function firstInvalidField(errors: RequestErrors): RequestField | undefined {
  return requestFields.find((field) => errors[field]);
}
