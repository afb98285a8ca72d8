/** The pre-render step's view of the site's languages: which addresses each language has, and each page's alternates. */
import { redirects, routeForPath } from '../src/routes';
import { importGenerated } from './generated-module';
import { loadStatuses } from './status-digest';
import type { PageStatusesByLanguage } from '../src/lib/statuses-at-render';
import { pathInLanguage, splitLanguage, type SiteLanguage } from '../src/lib/page-language';

export interface LanguagePlan {
  languages: SiteLanguage[];
  /** By language tag: the source addresses translated up to date, and those stale. */
  statuses: PageStatusesByLanguage;
}

/** The languages and page statuses the content step wrote (src/generated/languages.ts, page-statuses.json). */
export async function readLanguagePlan(root: string): Promise<LanguagePlan> {
  const [module, statuses] = await Promise.all([importGenerated<{ languages: SiteLanguage[] }>(root, 'languages.ts'), loadStatuses(root)]);
  return { languages: module.languages, statuses };
}

/**
 * Every address of every language: the source's as they are, and each under every other
 * language's tag, except the pages of an entry a language copies only when translated (a blog
 * article) whose translation is not up to date.
 */
export function pathsInEveryLanguage(paths: readonly string[], plan: LanguagePlan): string[] {
  const [source, ...others] = plan.languages;
  if (!source) return [...paths];
  return [
    ...paths,
    ...others.flatMap((language) => {
      const translated = new Set(plan.statuses[language.tag]?.translated ?? []);
      return paths.filter((path) => !routeForPath(path)?.translatedOnly || translated.has(path)).map((path) => pathInLanguage(path, language.tag, source.tag));
    }),
  ];
}

/** An address's source address and language: "/ar/packages/x" → the Arabic of "/packages/x". */
export function languageOfPath(path: string, plan: LanguagePlan): { language: SiteLanguage; sourcePath: string } {
  const { tag, path: sourcePath } = splitLanguage(path, plan.languages.slice(1).map((language) => language.tag));
  return { language: plan.languages.find((language) => language.tag === tag) ?? plan.languages[0], sourcePath };
}

/**
 * The indexable pages for sitemap.xml, each with its alternates: the source's pages (not
 * noindex) and each language's pages translated up to date; a page not translated, or stale, is
 * left out. Each lists every language its page is up to date in, and x-default (the source).
 */
export function sitemapPages(paths: readonly string[], plan: LanguagePlan, lastmodOf: (path: string) => string | null) {
  const redirectPaths = new Set(redirects.map((redirect) => redirect.path));
  const [source, ...others] = plan.languages;
  const indexable = paths.filter((path) => !redirectPaths.has(path) && !routeForPath(path)?.noindex);
  // Looked up once per page and language: a list searched each time grew with the pages times the pages translated.
  const translated = new Map(others.map((language) => [language.tag, new Set(plan.statuses[language.tag]?.translated)]));
  return indexable.flatMap((path) => {
    const available = [source, ...others.filter((language) => translated.get(language.tag)!.has(path))];
    const alternates = available.length > 1 ? [...available.map((language) => ({ hreflang: language.locale, path: pathInLanguage(path, language.tag, source.tag) })), { hreflang: 'x-default', path }] : [];
    return available.map((language) => {
      const own = pathInLanguage(path, language.tag, source.tag);
      return { path: own, lastmod: lastmodOf(own), alternates };
    });
  });
}
