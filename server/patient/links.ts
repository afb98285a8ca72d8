import type { YourRequestWords } from '../../src/content/schemas/your-request';
import { currentLocale } from '../../src/lib/locale';
import { patientLinkLifetime, patientPaths } from '../../src/lib/patient/paths';
import { fillTemplate } from '../../src/lib/template';
import { languages } from '../../src/generated/languages';
import { pathInLanguage } from '../../src/lib/page-language';
import { pathTo } from '../../src/routes';

/** A private link's address: the page that opens the request (the token is no health data). */
export function patientLinkUrl(origin: string, token: string): string {
  return `${origin.replace(/\/$/, '')}${patientPaths.open}?token=${encodeURIComponent(token)}`;
}

/** The address of the "Your request" page, which sends a new link, in the language of `tag` (the site's first by default). */
export function yourRequestPageUrl(origin: string, tag: string = languages[0].tag): string {
  return `${origin.replace(/\/$/, '')}${pathInLanguage(pathTo('/your-request'), tag, languages[0].tag)}`;
}

/** The acknowledgement's line with the private link; `tag`, the language of `words`. */
export function patientLinkLine(origin: string, token: string, words: YourRequestWords, tag?: string): string {
  return fillTemplate(words.mail.acknowledgementLink, { link: patientLinkUrl(origin, token), minutes: patientLinkLifetime(words, languages.find((language) => language.tag === tag)?.locale ?? currentLocale()), page: yourRequestPageUrl(origin, tag) });
}
