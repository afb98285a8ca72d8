import { pathTo } from '../../routes';

/**
 * A language's articles made from its summaries: each in the language's words when it has the
 * article translated up to date (`translated`, the addresses of those it has; undefined for the
 * source, which has them all), else in the source's words and marked untranslated. `made` wraps
 * each item (the pages note what they read of it). The pages' lists (in-language.ts) and the
 * build's digest of what a page showed of them (scripts/status-digest.ts) both make them here.
 */
export function languageList<S extends { id: string }, R = S & { untranslated: boolean }>(
  own: readonly S[],
  sourceList: readonly S[],
  translated: ReadonlySet<string> | undefined,
  made: (article: S & { untranslated: boolean }) => R = (article) => article as R,
): R[] {
  const source = new Map(sourceList.map((article) => [article.id, article]));
  return own.map((article) => {
    const untranslated = translated ? !translated.has(pathTo('/blog/:id', { id: article.id })) : false;
    // A summary not up to date in the language shows the source's words, never older ones.
    return made({ ...(untranslated ? (source.get(article.id) ?? article) : article), untranslated });
  });
}
