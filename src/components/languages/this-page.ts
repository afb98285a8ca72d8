import { languages } from '../../generated/languages';
import { routeForPath } from '../../routes';
import { currentPageLanguage, pathInLanguage, type PageLanguage, type SiteLanguage } from '../../lib/page-language';

/** The page being rendered: its language, how its words stand in it, and its languages; an English page outside a render. */
export function thisPage(): PageLanguage {
  return currentPageLanguage() ?? { language: languages[0], languages, path: '/', status: 'source', available: [languages[0]], sample: false };
}

/**
 * The address of the page being rendered in a language; for a page a language has only once
 * translated (a blog article) and does not have, the page above it in that language (its blog).
 */
export function addressIn(page: PageLanguage, language: SiteLanguage): string {
  const exists = !routeForPath(page.path)?.translatedOnly || page.available.includes(language);
  const path = exists ? page.path : page.path.slice(0, page.path.lastIndexOf('/')) || '/';
  return pathInLanguage(path, language.tag, page.languages[0].tag);
}
