import { z } from 'zod';
import { template, text } from '../fields';
import { title } from '../lengths';
import { pluralWords } from './plural';

/**
 * content/site/mail.json: the words of every email the site's server sends. No email ever carries
 * health information: a request's emails say only its reference, the country and where to read it.
 */
export const mailSchema = z.strictObject({
  /** The name the emails are signed with, like "The care team at Colorectal Care India". */
  signature: text,
  /** To the care team, when a request arrives. */
  notification: z.strictObject({
    /** The subject line. */
    subject: template({ reference: 'the request’s reference', country: 'the country the patient lives in' }),
    /** The email's first paragraph. */
    text: template({ reference: 'the request’s reference', country: 'the country the patient lives in', replyLanguage: 'the language the patient wants replies in' }),
    /** Said in place of the country of a request whose country is not on the list (one stored before there was a list). */
    unlistedCountry: text,
    /** The line with the link to the request in the care-team inbox. */
    link: template({ link: 'the address of the request in the care-team inbox' }),
    /** Why the email says nothing more. */
    privacyNote: text,
  }),
  /** To the patient, when their request arrives (only when they gave an email address). */
  acknowledgement: z.strictObject({
    /** The subject line. */
    subject: template({ reference: 'the request’s reference' }),
    /** The first paragraph. */
    intro: template({ reference: 'the request’s reference' }),
    /** The promise of an answer and when it holds. */
    promise: template({ responseTime: 'how soon the team answers (contact.json)', hours: 'the office hours (contact.json)' }),
    /** The heading above the next steps. */
    nextStepsHeading: title,
    /** What happens next, one step a line. */
    nextSteps: z.array(text).min(1),
    /** How to reach the team sooner. */
    whatsapp: template({ whatsapp: 'the WhatsApp number as printed (contact.json)', reference: 'the request’s reference' }),
    /** Why the email holds no medical details. */
    privacyNote: text,
  }),
  /** To an address typed in the newsletter form: it is subscribed only once the link is followed. */
  newsletterConfirmation: z.strictObject({
    /** The subject line. */
    subject: text,
    /** The paragraph with the confirmation link. */
    text: template({ link: 'the one-time confirmation link' }),
    /** What to do when the reader did not ask for it. */
    ignoreNote: text,
  }),
  /** To a care-team member whose account had failed sign-ins (at most one an hour). */
  signInWarning: z.strictObject({
    /** The subject line. */
    subject: text,
    /** What happened. */
    text: template({ times: 'how many failed sign-ins, from "times"', minutes: 'over how long, from "minutes"' }),
    /** How many failed sign-ins, by plural form: { "one": "once", "other": "{count} times" }. */
    times: pluralWords({ count: 'the number of failed sign-ins' }),
    /** Over how long they happened, by plural form: { "one": "minute", "other": "{count} minutes" }. */
    minutes: pluralWords({ count: 'the minutes they happened in' }),
    /** What to do. */
    advice: text,
  }),
  /** The line at the end of every newsletter email. */
  unsubscribe: template({ link: 'the unsubscribe link, which works without signing in' }),
});

export type MailWords = z.infer<typeof mailSchema>;
