import { z } from 'zod';
import { claimReference, distinct, template, text, uniqueBy } from '../fields';
import { sourceRule } from '../translation';
import { faqTopics } from './faq';
import { pluralWords } from './plural';

const titleAndText = z.strictObject({
  /** A few words. */
  title: text,
  /** One or two sentences. */
  text: text,
});

const contactOptionSchema = z.strictObject({
  /** The option's heading, like "Call the care team". */
  title: text,
  /** One sentence on when and how. */
  text: text,
  /** The text of its button or link. */
  action: text,
});

/** The form's words: labels, hints, and what it says after each kind of outcome. */
const requestFormSchema = z.strictObject({
  /** The heading above the form. */
  heading: text,
  /** One or two sentences under it: what happens to a request. */
  intro: text,
  /** Says that fields marked "optional" may be left empty and every other must be filled. */
  requiredNote: text,
  /** Says that what is typed stays in this browser until it is sent; shown with a button that clears it. */
  draftNote: text,
  /** The button that empties the form and forgets the kept copy. */
  clearLabel: text,
  /** The label of the hidden field only form-filling robots fill in; no person sees it, but a robot reads it. */
  honeypotLabel: text,
  /** The label of each field. */
  labels: z.strictObject({
    /** First name. */
    firstName: text,
    /** Last name. */
    lastName: text,
    /** Email address. */
    email: text,
    /** Phone number. */
    phone: text,
    /** Country of residence. */
    country: text,
    /** The condition or package asked about. */
    condition: text,
    /** Preferred partner hospital (optional). */
    hospital: text,
    /** The visitor's message (optional). */
    message: text,
    /** How the visitor wants to be contacted. */
    contactMethod: text,
    /** Medical reports to attach (optional). */
    reports: text,
    /** The language the patient wants the care team's replies in. */
    replyLanguage: text,
  }),
  /** Help shown under a field, for the fields that need it. */
  hints: z.strictObject({
    /** How to write the phone number, with its country code. */
    phone: text,
    /** What to write in the message. */
    message: text,
    /** Which files and sizes the reports field takes; the limits are filled in from the form's own, by plural form of the count. */
    reports: pluralWords({ files: 'how many files, like 5', each: 'the most one file may weigh, like "10 megabytes"', total: 'the most all files together may weigh, like "20 megabytes"' }),
  }),
  /**
   * What the form and the receiver say under a field that cannot be taken, in the page's language.
   * Each {place} is filled from the form's limits and the file in question.
   */
  messages: z.strictObject({
    /** The first name. */
    firstName: z.strictObject({
      /** Left empty. */
      empty: text,
      /** Longer than the form takes, by plural form of the count. */
      tooLong: pluralWords({ max: 'the most characters it may have' }),
    }),
    /** The last name. */
    lastName: z.strictObject({
      /** Left empty. */
      empty: text,
      /** Longer than the form takes, by plural form of the count. */
      tooLong: pluralWords({ max: 'the most characters it may have' }),
    }),
    /** The email address. */
    email: z.strictObject({
      /** Left empty. */
      empty: text,
      /** Not an address: an example of one. */
      invalid: text,
    }),
    /** The phone number. */
    phone: z.strictObject({
      /** Left empty: why the care team needs it. */
      empty: text,
      /** Not an international number: an example of one. */
      invalid: text,
    }),
    /** No country chosen from the list. */
    country: text,
    /** No condition chosen: {other} is the list's last option (conditionOther). */
    condition: template({ other: 'the name of the option for anything else (conditionOther)' }),
    /** A hospital that is not on the list: {any} is its first option (hospitalAny). */
    hospital: template({ any: 'the name of the option for no preference (hospitalAny)' }),
    /** A message longer than the form takes, by plural form of the count. */
    message: pluralWords({ max: 'the most characters it may have' }),
    /** No contact method chosen. */
    contactMethod: text,
    /** No reply language chosen. */
    replyLanguage: text,
    /** The medical reports. */
    reports: z.strictObject({
      /** More files than the form takes, by plural form of the count. */
      tooMany: pluralWords({ max: 'the most files' }),
      /** All files together too large. */
      tooLarge: template({ total: 'the most all files together may weigh, like "20.0 MB"' }),
      /** A file's name too long to keep. */
      nameTooLong: template({ name: 'the file’s name' }),
      /** A file that is no PDF or image the form takes. */
      notAReport: template({ name: 'the file’s name' }),
      /** One file too large. */
      fileTooLarge: template({ name: 'the file’s name', size: 'its size, like "12.4 MB"', max: 'the most one file may weigh, like "10.0 MB"' }),
      /** An empty file. */
      empty: template({ name: 'the file’s name' }),
    }),
    /** The consent box left unticked: why it is needed. */
    consent: text,
  }),
  /** The first option of the condition list, chosen by nobody (it asks to choose). */
  conditionPrompt: text,
  /** The first option of the country list, chosen by nobody (it asks to choose). */
  countryPrompt: text,
  /** The last option of the condition list, for anything no package covers. */
  conditionOther: text,
  /** The first option of the hospital list. */
  hospitalAny: text,
  /** The name of each contact method. */
  contactMethods: z.strictObject({
    /** By email. */
    email: text,
    /** By phone call. */
    phone: text,
    /** By WhatsApp. */
    whatsapp: text,
    /** By video call. */
    video: text,
  }),
  /** The consent checkbox: who receives the health information and why. Must name the care team and the partner hospitals in India. */
  consent: sourceRule(text, (value) => /care team/i.test(value) && /hospitals in India/i.test(value), 'should say who receives the information: the care team and partner hospitals in India.'),
  /** The link after the consent text, to /privacy. */
  privacyLinkLabel: text,
  /** The submit button. */
  submitLabel: text,
  /** The submit button while the request is on its way. */
  sendingLabel: text,
  /** Shown when a form is sent with problems: "{count}" is replaced with how many fields need attention. */
  invalidSummary: template({ count: 'the number of fields' }),
  /** How that number is said, by plural form: { "one": "1 field", "other": "{count} fields" }. */
  fieldCount: pluralWords({ count: 'how many' }),
  /** What the page says once the receiver has stored the request and returned its reference. */
  received: z.strictObject({
    /** The heading of the confirmation. */
    heading: text,
    /** The sentence before the reference number. */
    referenceLabel: text,
    /** What happens next. */
    text: text,
    /** A link to start another request. */
    againLabel: text,
  }),
  /** The toast after a failed send: short, true for every cause. */
  failedToast: text,
  /** What the page says when the request did not arrive, by cause. Each is followed by the hand-off. */
  failures: z.strictObject({
    /** No receiver is set up for this site: the hand-off is the way. */
    noEndpoint: text,
    /** The browser is offline or the receiver could not be reached. */
    network: text,
    /** No answer in time. */
    timeout: text,
    /** The receiver answered with an error. */
    server: text,
    /** The receiver answered "received" without a reference, so arrival is not certain. */
    noReference: text,
    /** The receiver refused the files as too large. */
    tooLarge: text,
    /** The connection sent the form too slowly, so the receiver stopped waiting for it. */
    tooSlow: text,
    /** Too many requests from this connection. */
    tooMany: text,
    /** The receiver is taking as many uploads as it can just now. */
    busy: text,
  }),
  /** After a refusal that says when to try again (too many, busy), by plural form of the count. */
  tryAgainIn: pluralWords({ minutes: 'the minutes to wait, as a number' }),
  /** The hand-off: the request as a pre-filled email and WhatsApp message. */
  handoff: z.strictObject({
    /** The heading above the two links. */
    heading: text,
    /** Says that what was typed is kept, and that reports must be attached in the email or chat. */
    text: text,
    /** The email link. */
    emailLabel: text,
    /** The WhatsApp link. */
    whatsappLabel: text,
    /** The email's subject; "{condition}" is replaced with the chosen condition. */
    subject: template({ condition: 'the chosen condition' }),
    /** The last line of the email and the message: reports must be attached there. */
    attachNote: text,
    /** A button that tries sending through the form again. */
    retryLabel: text,
  }),
});

/** content/site/coordinator-connect.json: the words of /coordinator-connect. Its title and lead come from pages.json, its numbers from contact.json. */
export const coordinatorConnectSchema = z.strictObject({
  /** Short points under the hero's lead, like "Free review of your reports". */
  heroPoints: distinct(text).min(2).max(4),
  /** The hero's link down to the form. */
  heroFormLink: text,
  /** The heading above the three ways to talk now. */
  contactHeading: text,
  /** A call to the care team (number and hours from contact.json). */
  phone: contactOptionSchema,
  /** A video call, arranged through the form. */
  video: contactOptionSchema,
  /** A WhatsApp chat (number from contact.json). */
  whatsapp: contactOptionSchema.extend({
    /** The message the chat opens with. */
    greeting: text,
  }),
  /** The heading above the coordinator's benefits. */
  benefitsHeading: text,
  /** What a coordinator does for the patient: exactly four. */
  benefits: uniqueBy(titleAndText, 'title').length(4, 'should list exactly four benefits.'),
  /** The request form. */
  form: requestFormSchema,
  /** The heading of the why-choose section. */
  whyHeading: text,
  /** Reasons to choose the service, in words. */
  whyPoints: uniqueBy(titleAndText, 'title').min(2).max(6),
  /** Figures shown with the reasons, by id from content/site/claims.json. */
  whyClaims: distinct(claimReference).max(4),
  /** The heading of the response promise; the time and hours come from contact.json. */
  responseHeading: text,
  /** The heading over the common questions. */
  faqHeading: text,
  /** Which FAQ topics (content/faqs) the page answers, in order. */
  faqTopics: distinct(z.enum(faqTopics)).min(1),
  /** The promise before the response time from contact.json: "A coordinator answers every request". */
  responsePromise: text,
});

export type CoordinatorConnect = z.infer<typeof coordinatorConnectSchema>;
export type RequestFormWords = CoordinatorConnect['form'];
