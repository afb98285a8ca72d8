import type { YourRequestWords } from '../../src/content/schemas/your-request';
import { patientLinkMinutes, patientPaths } from '../../src/lib/patient/paths';
import { fillTemplate } from '../../src/lib/template';
import { pathTo } from '../../src/routes';

/** A private link's address: the page that opens the request (the token is no health data). */
export function patientLinkUrl(origin: string, token: string): string {
  return `${origin.replace(/\/$/, '')}${patientPaths.open}?token=${encodeURIComponent(token)}`;
}

/** The address of the "Your request" page, which sends a new link. */
export function yourRequestPageUrl(origin: string): string {
  return `${origin.replace(/\/$/, '')}${pathTo('/your-request')}`;
}

/** The acknowledgement's line with the private link. */
export function patientLinkLine(origin: string, token: string, words: YourRequestWords): string {
  return fillTemplate(words.mail.acknowledgementLink, { link: patientLinkUrl(origin, token), minutes: String(patientLinkMinutes), page: yourRequestPageUrl(origin) });
}
