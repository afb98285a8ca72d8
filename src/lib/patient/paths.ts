import type { YourRequestWords } from '../../content/schemas/your-request';
import { careTeamPath, patientPath } from '../../routes';
import { plural } from '../plural';
import { fillTemplate } from '../template';

/** Minutes a private link to a patient's request stays valid (it works once). */
export const patientLinkMinutes = 30;

/** How long a private link stays valid, in the words of `locale` ("30 minutes"), for the sentences that say it. */
export function patientLinkLifetime(words: YourRequestWords, locale: string): string {
  return fillTemplate(plural(words.linkMinutes, patientLinkMinutes, locale), { count: String(patientLinkMinutes) });
}

/** Links one address may be sent from the "Your request" page in an hour. */
export const patientLinksPerHour = 3;

/** The addresses of the patient's side of a request (server/patient/), in one place. */
export const patientPaths = {
  root: patientPath,
  /** Where the "Your request" page posts an address, to be sent a link. */
  link: `${patientPath}/link`,
  /** A private link: ?token=…; GET shows a button, POST opens the session. */
  open: `${patientPath}/open`,
  signOut: `${patientPath}/sign-out`,
  request: (reference: string) => `${patientPath}/requests/${encodeURIComponent(reference)}`,
  messages: (reference: string) => `${patientPath}/requests/${encodeURIComponent(reference)}/messages`,
  report: (reference: string, message: number, index: number) => `${patientPath}/requests/${encodeURIComponent(reference)}/messages/${message}/reports/${index}`,
  sentReport: (reference: string, index: number) => `${patientPath}/requests/${encodeURIComponent(reference)}/reports/${index}`,
  export: (reference: string) => `${patientPath}/requests/${encodeURIComponent(reference)}/export`,
  erase: (reference: string) => `${patientPath}/requests/${encodeURIComponent(reference)}/erase`,
};

/** The addresses of a request's thread in the care team's inbox. */
export const inboxThreadPaths = {
  messages: (reference: string) => `${careTeamPath}/requests/${encodeURIComponent(reference)}/messages`,
  report: (reference: string, message: number, index: number) => `${careTeamPath}/requests/${encodeURIComponent(reference)}/messages/${message}/reports/${index}`,
  quote: (reference: string) => `${careTeamPath}/requests/${encodeURIComponent(reference)}/quote`,
  /** Matches every one: the reference, then "quote" for the quote, or a message's report's message and index. */
  pattern: new RegExp(`^${careTeamPath}/requests/([^/]+)/(?:messages(?:/(\\d+)/reports/(\\d+))?|(quote))$`),
};
