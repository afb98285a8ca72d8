import type { PageStatuses } from '../content/translations';
import { routeForPath } from '../routes';

/**
 * Of a language's statuses, the translated addresses of routes that copy only translated entries
 * (blog articles): which of them the language has. Its lists of articles are made from this, and the
 * build keys the pages that read those lists on it (scripts/status-digest.ts), so both take it from here.
 */
export function translatedOnlyPaths(statuses: PageStatuses): string[] {
  return statuses.translated.filter((path) => routeForPath(path)?.translatedOnly);
}
