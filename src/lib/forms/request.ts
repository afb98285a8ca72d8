import * as z from 'zod/mini';
import { emailHint } from './email';

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

/** "2.4 MB", "180 KB". */
export function formatBytes(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** A file's name as a message repeats it: a name past its limit is cut, so a message never grows with what a sender made up. */
function shownName(name: string): string {
  return name.length > 60 ? `${name.slice(0, 60)}…` : name;
}

const utf8 = new TextEncoder();

/** What the form and the receiver say of a file that is no PDF or image we take. */
export function notAReport(name: string): string {
  return `"${shownName(name)}" is not a PDF or an image (JPEG, PNG, WebP or HEIC).`;
}

const requiredText = (max: number, empty: string, tooLong: string) => z.string().check(z.trim(), z.minLength(1, empty), z.maxLength(max, tooLong));

const reportSchema = z.object({ name: z.string(), type: z.string(), size: z.number() }).check(
  z.refine((file) => utf8.encode(file.name).length <= reportLimits.maxNameBytes, {
    error: (issue) => `The name of "${shownName((issue.input as ReportMeta).name)}" is too long; rename the file to something shorter and choose it again.`,
    abort: true,
  }),
  z.refine((file) => isAcceptedReportType(file), { error: (issue) => notAReport((issue.input as ReportMeta).name) }),
  z.refine((file) => file.size <= reportLimits.maxFileBytes, {
    error: (issue) => `"${shownName((issue.input as ReportMeta).name)}" is ${formatBytes((issue.input as ReportMeta).size)}; each report can be at most ${formatBytes(reportLimits.maxFileBytes)}.`,
  }),
  z.refine((file) => file.size > 0, { error: (issue) => `"${shownName((issue.input as ReportMeta).name)}" is empty.` }),
);

/** The schema of a request, for the given package and hospital ids. */
export function requestSchema(choices: RequestChoices) {
  const conditions: [string, ...string[]] = [otherCondition, ...choices.conditions];
  const hospitals = choices.hospitals as [string, ...string[]];
  return z.object({
    firstName: requiredText(textLimits.name, 'Enter your first name.', `Keep your first name under ${textLimits.name} characters.`),
    lastName: requiredText(textLimits.name, 'Enter your last name.', `Keep your last name under ${textLimits.name} characters.`),
    email: z.string().check(
      z.trim(),
      z.minLength(1, 'Enter your email address.'),
      z.maxLength(textLimits.email, emailHint),
      z.regex(z.regexes.email, emailHint),
    ),
    phone: z.string().check(
      z.trim(),
      z.minLength(1, 'Enter a phone number with its country code, so we can call or message you.'),
      z.maxLength(textLimits.phone, 'Enter your phone number with its country code, like +44 7700 900123.'),
      // Spaces, dashes, dots and brackets are how people write numbers; the digits must make an international number.
      z.refine((phone) => /^\+[1-9]\d{6,14}$/.test(phone.replace(/[\s().-]/g, '')), 'Enter your phone number with its country code, like +44 7700 900123.'),
    ),
    country: z.enum(choices.countries as [string, ...string[]], 'Choose the country you live in from the list.'),
    condition: z.enum(conditions, 'Choose the condition or package you are asking about, or "Other or not sure".'),
    hospital: z.optional(hospitals.length > 0 ? z.enum(hospitals, 'Choose a hospital from the list, or "No preference".') : z.never()),
    message: z.optional(z.string().check(z.trim(), z.maxLength(textLimits.message, `Keep your message under ${textLimits.message.toLocaleString('en-US')} characters; your reports can say the rest.`))),
    contactMethod: z.enum(contactMethods, 'Choose how you would like us to contact you.'),
    replyLanguage: z.enum(choices.replyLanguages as [string, ...string[]], 'Choose the language you would like our replies in.'),
    reports: z.array(reportSchema).check(
      z.maxLength(reportLimits.maxFiles, `Choose at most ${reportLimits.maxFiles} reports; you can send more once we reply.`),
      z.refine(
        (files) => files.reduce((sum, file) => sum + file.size, 0) <= reportLimits.maxTotalBytes,
        `Your reports add up to more than ${formatBytes(reportLimits.maxTotalBytes)}; choose fewer or smaller files, or send them once we reply.`,
      ),
    ),
    consent: z.literal(true, 'Tick this box so the care team and partner hospitals may review your health information; without it we cannot look at your case.'),
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
