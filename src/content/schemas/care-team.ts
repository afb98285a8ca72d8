import { z } from 'zod';
import { template, text } from '../fields';
import { title } from '../lengths';
import { pluralWords } from './plural';

/** The statuses a request moves through, in order; the inbox names them with `statuses`. */
export const requestStatuses = ['new', 'contacted', 'quote-sent', 'travel-planned', 'closed'] as const;

/** content/site/care-team.json: the words of the care team's inbox (/care-team) and of the newsletter's confirmation pages. */
export const careTeamSchema = z.strictObject({
  /** The inbox's name, in every page title. */
  title: title,
  /** Every inbox page's title. */
  documentTitle: template({ page: "the page's own title", inbox: 'the inbox\'s name ("title")', site: "the site's name" }),
  /** The sign-in page. */
  signIn: z.strictObject({
    /** Its heading. */
    heading: title,
    /** The email field's label. */
    emailLabel: text,
    /** The password field's label. */
    passwordLabel: text,
    /** The button. */
    submit: text,
    /** After a wrong email or password (never says which). */
    failed: text,
    /** After too many failed attempts, by plural form of the count. */
    throttled: pluralWords({ minutes: 'the minutes until the next attempt is taken' }),
    /** When a form was sent from another site or its token is stale. */
    expired: text,
    /** When too many sign-ins are being checked at once (the excess is refused at once). */
    busy: text,
  }),
  /** The sign-out button. */
  signOut: text,
  /** The button that ends every session of the account, on every device. */
  signOutEverywhere: text,
  /** The names of the statuses. */
  statuses: z.strictObject({
    /** Just arrived, nobody has answered yet. */
    new: text,
    /** A coordinator has contacted the patient. */
    contacted: text,
    /** The patient has a written quote. */
    'quote-sent': text,
    /** The patient's dates and travel are settled. */
    'travel-planned': text,
    /** Nothing more to do; deleted after the retention period. */
    closed: text,
  }),
  /** The list of requests. */
  list: z.strictObject({
    /** Its heading. */
    heading: title,
    /** The status filter's label. */
    statusLabel: text,
    /** The filter's choice for every status. */
    allStatuses: text,
    /** The search field's label. */
    searchLabel: text,
    /** The button that applies the filter and search. */
    apply: text,
    /** When nothing matches. */
    empty: text,
    /** The column headings. */
    columns: z.strictObject({
      /** The reference. */
      reference: text,
      /** When it arrived. */
      received: text,
      /** The patient's name. */
      name: text,
      /** The patient's country. */
      country: text,
      /** The condition or package. */
      condition: text,
      /** The status. */
      status: text,
      /** Time since it arrived. */
      waiting: text,
    }),
    /** Beside a new request past the promised answer time. */
    overdue: text,
    /** Beside a new request still within it. */
    withinPromise: text,
    /** The link to the previous page. */
    previous: text,
    /** The link to the next page. */
    next: text,
    /** Where in the list the page is. */
    page: template({ page: 'this page’s number', pages: 'the number of pages' }),
    /** How many emails wait to be sent, shown while any do. */
    queued: pluralWords({ count: 'the number of emails waiting' }),
    /** Added when no mail server is set up. */
    noMailServer: text,
    /** How many emails the mail server refused for good, shown while any are. */
    undeliverable: pluralWords({ count: 'the number of undeliverable emails' }),
    /** The heading above the requests that retention erases within two weeks. */
    expiringHeading: title,
    /** Why they are listed. */
    expiringText: text,
    /** Beside each of them. */
    expiresOn: template({ date: 'the day it will be erased (YYYY-MM-DD)' }),
  }),
  /** One request. */
  request: z.strictObject({
    /** The link back to the list. */
    back: text,
    /** The heading above the fields. */
    fieldsHeading: title,
    /** The heading above the reports. */
    reportsHeading: title,
    /** When there are none. */
    noReports: text,
    /** The heading above the status form. */
    statusHeading: title,
    /** The note field's label. */
    noteLabel: text,
    /** The button that records the status. */
    statusSubmit: text,
    /** The heading above what happened so far. */
    eventsHeading: title,
    /** The first event. */
    receivedEvent: text,
    /** The heading above deletion. */
    deleteHeading: title,
    /** What deletion does. */
    deleteText: text,
    /** The box to tick before deleting. */
    deleteConfirm: text,
    /** The delete button. */
    deleteSubmit: text,
    /** After a deletion, on the list. */
    deleted: template({ reference: 'the deleted request’s reference' }),
    /** When the request is not (or no longer) stored. */
    notFound: text,
    /** The heading above the request's emails. */
    emailsHeading: title,
    /** Who each email went to, by its kind. */
    emailKinds: z.strictObject({
      /** The care team's notification. */
      notification: text,
      /** The patient's acknowledgement. */
      acknowledgement: text,
    }),
    /** What became of an email. */
    emailStates: z.strictObject({
      /** The mail server accepted it. */
      sent: text,
      /** Not sent yet. */
      waiting: text,
      /** The mail server refused it for good. */
      undeliverable: text,
    }),
  }),
  /** What the inbox answers a request it cannot take; nothing is changed. */
  problems: z.strictObject({
    /** The heading of such an answer. */
    heading: title,
    /** An address, cookie or Referer that is not valid text (400). */
    unreadable: text,
    /** A form too large to take, such as a long email pasted into a note (413). */
    tooLarge: text,
    /** A form that came too slowly to wait for (408). */
    tooSlow: text,
  }),
  /** The newsletter's confirmation and unsubscribe pages. */
  newsletter: z.strictObject({
    /** The form's answer: the address waits for confirmation. */
    checkInbox: text,
    /** The confirmation page's heading. */
    confirmHeading: title,
    /** The button that confirms. */
    confirmSubmit: text,
    /** After confirming. */
    confirmed: text,
    /** The unsubscribe page's heading. */
    unsubscribeHeading: title,
    /** The button that unsubscribes. */
    unsubscribeSubmit: text,
    /** After unsubscribing. */
    unsubscribed: text,
    /** A link already used, expired or mistyped. */
    invalidLink: text,
    /** The store could not be reached to confirm or unsubscribe: nothing changed, and the same link works later. */
    notDone: text,
  }),
});

export type CareTeamWords = z.infer<typeof careTeamSchema>;
export type RequestStatus = (typeof requestStatuses)[number];
