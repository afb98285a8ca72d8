import type { MailWords } from '../../content/schemas/mail';
import { fillTemplate } from '../template';
import { currentLocale } from '../locale';
import { plural } from '../plural';

/** An email as the outbox keeps it: plain text only, and never any health information. */
export interface OutgoingMessage {
  /** Stable for the message's whole life, so a resend after a crash carries the same Message-ID. */
  id: string;
  kind: 'notification' | 'acknowledgement' | 'newsletter-confirmation' | 'sign-in-warning' | 'patient-link' | 'patient-message' | 'escalation';
  /** The request the message is about, when there is one (erasure removes its messages). */
  reference?: string;
  to: string;
  subject: string;
  text: string;
}

/** What the emails about a request may say: nothing about the patient's health. */
interface RequestMailFacts {
  reference: string;
  /** The country's name from the list of countries, never text the patient typed. */
  country: string;
  /** The name of the language the patient wants replies in, from the site's languages. */
  replyLanguage: string;
  /** The patient's address, or empty when they gave none. */
  patientEmail: string;
  /** The acknowledgement's line with the patient's private link to their request, when there is one. */
  patientLinkLine?: string;
}

export interface MailContext {
  words: MailWords;
  /** The care team's address (CARE_TEAM_EMAIL). */
  careTeamEmail: string;
  /** The site's address, like "https://www.example.org", for links. */
  origin: string;
  contact: { whatsapp: { display: string }; responseTime: string; hours: string };
}

/** The care-team inbox's address of one request. */
export function inboxLink(origin: string, reference: string): string {
  return `${origin.replace(/\/$/, '')}/care-team/requests/${encodeURIComponent(reference)}`;
}

/**
 * The notification to the care team and, when the patient gave an address, the acknowledgement to
 * the patient, in `forPatient`'s words (the language they want replies in) where given.
 */
export function requestMessages(facts: RequestMailFacts, context: MailContext, forPatient: Pick<MailContext, 'words' | 'contact'> = context): OutgoingMessage[] {
  const { words } = context;
  const { reference, country, replyLanguage } = facts;
  const notification: OutgoingMessage = {
    id: `${reference}.notification`,
    kind: 'notification',
    reference,
    to: context.careTeamEmail,
    subject: fillTemplate(words.notification.subject, { reference, country }),
    text: [
      fillTemplate(words.notification.text, { reference, country, replyLanguage }),
      fillTemplate(words.notification.link, { link: inboxLink(context.origin, reference) }),
      words.notification.privacyNote,
    ].join('\n\n'),
  };
  if (facts.patientEmail.trim() === '') return [notification];
  const ack = forPatient.words.acknowledgement;
  const acknowledgement: OutgoingMessage = {
    id: `${reference}.acknowledgement`,
    kind: 'acknowledgement',
    reference,
    to: facts.patientEmail.trim(),
    subject: fillTemplate(ack.subject, { reference }),
    text: [
      fillTemplate(ack.intro, { reference }),
      ...(facts.patientLinkLine ? [facts.patientLinkLine] : []),
      fillTemplate(ack.promise, { responseTime: forPatient.contact.responseTime, hours: forPatient.contact.hours }),
      [ack.nextStepsHeading, ...ack.nextSteps.map((step, index) => `${index + 1}. ${step}`)].join('\n'),
      fillTemplate(ack.whatsapp, { whatsapp: context.contact.whatsapp.display, reference }),
      ack.privacyNote,
      forPatient.words.signature,
    ].join('\n\n'),
  };
  return [notification, acknowledgement];
}

/** The double opt-in email: the address is subscribed only once its link is followed. */
export function newsletterConfirmationMessage(id: string, to: string, confirmLink: string, unsubscribeLink: string, words: MailWords): OutgoingMessage {
  return {
    id,
    kind: 'newsletter-confirmation',
    to,
    subject: words.newsletterConfirmation.subject,
    text: [
      fillTemplate(words.newsletterConfirmation.text, { link: confirmLink }),
      words.newsletterConfirmation.ignoreNote,
      fillTemplate(words.unsubscribe, { link: unsubscribeLink }),
      words.signature,
    ].join('\n\n'),
  };
}

/** To a care-team member whose account had failed sign-ins: how many, over how long; never from where. */
export function signInWarningMessage(id: string, to: string, failures: number, minutes: number, words: MailWords): OutgoingMessage {
  return {
    id,
    kind: 'sign-in-warning',
    to,
    subject: words.signInWarning.subject,
    text: [fillTemplate(words.signInWarning.text, {
        times: fillTemplate(plural(words.signInWarning.times, failures, currentLocale()), { count: String(failures) }),
        minutes: fillTemplate(plural(words.signInWarning.minutes, minutes, currentLocale()), { count: String(minutes) }),
      }), words.signInWarning.advice, words.signature].join('\n\n'),
  };
}

/** Seconds to wait before the next try after `failures` failed tries: 5 s doubling, at most 10 minutes. */
export function retryDelaySeconds(failures: number): number {
  return Math.min(600, 5 * 2 ** Math.max(0, failures - 1));
}
