import { z } from 'zod';
import { template, text } from '../fields';
import { title } from '../lengths';
import { pluralWords } from './plural';

/**
 * content/site/your-request.json: the words of the patient's side of a request: the "Your
 * request" page that sends a private link, the pages behind that link (the request, its
 * timeline, the messages with the care team, download and erasure), and the emails that carry
 * the link. No email says anything of the request but its reference.
 */
export const yourRequestSchema = z.strictObject({
  /** How long a private link stays valid, by plural form, filled into the sentences that say it: { "one": "1 minute", "other": "{count} minutes" }. */
  linkMinutes: pluralWords({ count: 'the minutes a link stays valid' }),
  /** The static page that asks for the address and sends a fresh link. */
  page: z.strictObject({
    /** The paragraph under the heading. */
    intro: text,
    /** The address field's label. */
    emailLabel: text,
    /** The button. */
    submit: text,
    /** A line under the form: what the link does and how long it lasts. */
    note: template({ minutes: 'how long a link stays valid, from linkMinutes, like "30 minutes"' }),
  }),
  /** The page after asking for a link: the same whether or not the address has a request. */
  linkSent: z.strictObject({
    /** Its heading. */
    heading: title,
    /** What happens now. */
    text: template({ minutes: 'how long a link stays valid, from linkMinutes, like "30 minutes"' }),
    /** When the address is not one. */
    invalidEmail: text,
    /** When too many asks came from one place. */
    tooMany: text,
  }),
  /** Every page behind the link: its title. */
  documentTitle: template({ page: "the page's own title", site: "the site's name" }),
  /** The page a private link opens: a button, so a mail scanner opening the link uses nothing. */
  open: z.strictObject({
    /** Its heading. */
    heading: title,
    /** What the button does. */
    text: text,
    /** The button. */
    submit: text,
  }),
  /** A link used already, expired, or unknown. */
  invalidLink: z.strictObject({
    /** Its heading. */
    heading: title,
    /** What to do. */
    text: text,
    /** The link to the page that sends a new one. */
    again: text,
  }),
  /** A page asked for without a session (or after it ended). */
  signedOut: z.strictObject({
    /** Its heading. */
    heading: title,
    /** What to do. */
    text: text,
  }),
  /** The button that ends the session. */
  signOut: text,
  /** The list of the patient's requests (more than one under one address). */
  list: z.strictObject({
    /** Its heading. */
    heading: title,
    /** One request's line. */
    item: template({ reference: 'the reference', date: 'the day it was received' }),
  }),
  /** One request's page. */
  request: z.strictObject({
    /** Its heading. */
    heading: template({ reference: 'the reference' }),
    /** Above what was sent. */
    sentHeading: title,
    /** Above the reports' list. */
    reportsLabel: text,
    /** Under the reports: their contents are shown only when asked for. */
    reportsNote: text,
    /** When no report was sent. */
    noReports: text,
    /** Above the timeline. */
    timelineHeading: title,
    /** The steps of the timeline, by status; "new" is the day it was received. */
    statuses: z.strictObject({
      /** Received. */
      new: text,
      /** A coordinator made contact. */
      contacted: text,
      /** The quote was sent. */
      'quote-sent': text,
      /** The patient's dates and travel are settled. */
      'travel-planned': text,
      /** Closed. */
      closed: text,
    }),
    /** A step not reached yet. */
    pending: text,
  }),
  /** The thread of messages with the care team. */
  messages: z.strictObject({
    /** Its heading. */
    heading: title,
    /** When there is no message yet. */
    none: text,
    /** Who wrote a message the patient wrote. */
    fromPatient: text,
    /** Who wrote a message the care team wrote. */
    fromCareTeam: text,
    /** The reply box's label. */
    replyLabel: text,
    /** The file field's label. */
    reportLabel: text,
    /** Under the file field: the types and sizes allowed. */
    reportHint: template({ size: 'the largest a report may be, like "10.0 MB"' }),
    /** The button. */
    send: text,
    /** After a message was sent. */
    sent: text,
    /** A message with neither words nor a report. */
    empty: text,
    /** A message too long, by plural form of the count. */
    tooLong: pluralWords({ max: 'the most characters a message may have' }),
    /** The link to download a report of a message. */
    download: text,
  }),
  /** Support contacts. */
  support: z.strictObject({
    /** Its heading. */
    heading: title,
    /** The sentence above the contacts. */
    text: text,
  }),
  /** The right of access: everything held, as a file. */
  download: z.strictObject({
    /** Its heading. */
    heading: title,
    /** What the file holds. */
    text: text,
    /** The button. */
    submit: text,
  }),
  /** The right to erasure. */
  erase: z.strictObject({
    /** Its heading. */
    heading: title,
    /** What erasing does. */
    text: text,
    /** The confirmation box. */
    confirm: text,
    /** The button. */
    submit: text,
    /** When the box was not ticked. */
    notConfirmed: text,
    /** The heading after erasing. */
    doneHeading: title,
    /** The text after erasing. */
    doneText: text,
  }),
  /** The thread as the care team's inbox shows it beside a request. */
  careTeam: z.strictObject({
    /** Its heading. */
    heading: title,
    /** When there is no message yet. */
    none: text,
    /** Who wrote a message the patient wrote. */
    fromPatient: text,
    /** In the list: the count of unread messages from the patient. */
    unread: text,
    /** The reply box's label. */
    replyLabel: text,
    /** Under the reply box: the patient is told without the words. */
    replyNote: text,
    /** The button. */
    send: text,
    /** A reply with no words. */
    empty: text,
    /** Above the quote form. */
    quoteHeading: title,
    /** The package field: every package, at its headline price or its range; the price and its breakdown come from content. */
    quotePackage: text,
    /** The arrival date field. */
    quoteArrival: text,
    /** The departure date field. */
    quoteDeparture: text,
    /** The notes field. */
    quoteNotes: text,
    /** The button. */
    quoteSubmit: text,
    /** A quote without a package or with dates that do not fit. */
    quoteInvalid: text,
    /** In the list: the label of the office minutes left of the promise, for a new request without a reply. */
    promiseLeft: text,
    /** Those minutes, by plural form of the count. */
    promiseMinutes: pluralWords({ minutes: 'the office minutes left' }),
    /** Above the list: how well the promise was kept over a period. */
    record: template({ days: 'the period counted, from days, like "30 days"', share: 'the share answered within the promise, like "80%"', count: 'the requests answered, from requests, like "12 requests"', median: 'the median time to a first reply, from officeMinutes, like "45 office minutes"' }),
    /** The same when no request of the period was answered. */
    noRecord: template({ days: 'the period counted, from days, like "30 days"' }),
    /** The period of that record, by plural form: { "one": "{count} day", "other": "{count} days" }. */
    days: pluralWords({ count: 'the days counted' }),
    /** How many requests it counts, by plural form: { "one": "{count} request", "other": "{count} requests" }. */
    requests: pluralWords({ count: 'the requests answered' }),
    /** The median time to a first reply, by plural form: { "one": "{count} office minute", "other": "{count} office minutes" }. */
    officeMinutes: pluralWords({ count: 'the median office minutes to a first reply' }),
    /** The line saying which quote was sent. */
    quoteSent: template({ date: 'the day it was sent', package: 'the package’s name', price: 'its price' }),
  }),
  /** The quote the coordinator attached, as the patient sees it. */
  quote: z.strictObject({
    /** Its heading. */
    heading: title,
    /** The package's label. */
    package: text,
    /** The hospital's label. */
    hospital: text,
    /** The surgeon's label. */
    surgeon: text,
    /** The dates' label. */
    dates: text,
    /** The dates. */
    dateRange: template({ from: 'the arrival day', to: 'the day of the flight home' }),
    /** The caption of the price's table. */
    linesCaption: text,
    /** The item column. */
    item: text,
    /** The cost column. */
    cost: text,
    /** The total's row. */
    total: text,
    /** Under a price quoted as a range (a package without a headline price): how the final price is settled. */
    rangeNote: text,
    /** Above what the price includes. */
    included: text,
    /** Above what it does not. */
    notIncluded: text,
    /** Above the coordinator's notes. */
    notes: text,
  }),
  /** A form sent from another site, or with a stale token. */
  expired: text,
  /** A request that is not this patient's, or gone. */
  notFound: text,
  /** The emails that carry a link. */
  mail: z.strictObject({
    /** The acknowledgement's line with the private link. */
    acknowledgementLink: template({ link: 'the private link', minutes: 'how long a link stays valid, from linkMinutes, like "30 minutes"', page: 'the address of the page that sends a new one' }),
    /** A link asked for on the site: the subject. */
    linkSubject: text,
    /** A link asked for on the site: the text. */
    linkText: template({ link: 'the private link', minutes: 'how long a link stays valid, from linkMinutes, like "30 minutes"' }),
    /** Why the patient got it, if they did not ask. */
    linkIgnore: text,
    /** A new message from the care team: the subject (never its words). */
    messageSubject: template({ reference: 'the reference' }),
    /** A new message from the care team: the text (never its words). */
    /** To a second person when a new request has had no first reply for 90 office minutes: the subject (the reference only). */
    escalationSubject: template({ reference: 'the reference' }),
    /** Its text: the reference, the minutes and the inbox's link, nothing of the request, by plural form of the count. */
    escalationText: pluralWords({ reference: 'the reference', minutes: 'the office minutes it has waited', link: 'the request in the care-team inbox' }),
    messageText: template({ reference: 'the reference', link: 'the private link', minutes: 'how long a link stays valid, from linkMinutes, like "30 minutes"', page: 'the address of the page that sends a new one' }),
  }),
});

export type YourRequestWords = z.infer<typeof yourRequestSchema>;
