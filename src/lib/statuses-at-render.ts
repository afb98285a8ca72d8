// How each page stands in each language, as the pre-render's server bundle has it: given at render
// time, not bundled. The bundle step builds the server bundle with this module in place of
// src/generated/page-statuses.ts (the same export), so an edit that makes a translation stale (or up
// to date) leaves the bundle as it was, and only the pages that read a status that changed render
// again (status-reads.ts). The dev server and the tests import the generated module itself.
import type { PageStatuses } from '../content/translations';

/** By language tag (every language but the source): the addresses up to date in it, those stale, and the sample translations. */
export type PageStatusesByLanguage = Record<string, PageStatuses>;

export let pageStatuses: PageStatusesByLanguage = {};

/** The pre-render gives each thread the statuses before it renders a page. */
export function setPageStatuses(next: PageStatusesByLanguage): void {
  pageStatuses = next;
}
