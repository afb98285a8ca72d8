import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { routeObjects } from './app-routes';
import { routeForPath } from './routes';
import { languages } from './generated/languages';
import { isSample, statusOf } from './lib/page-statuses';
import { IslandIds } from './islands/ids';
import { preloadIslands } from './islands/server';
import { localizeLinks, withLanguageOf } from './lib/localize-links';
import { currentPageLanguage, inPageLanguage, pathInLanguage, splitLanguage, type PageLanguage } from './lib/page-language';

export { setIslandModules } from './islands/server';
export { setBlogSummaries } from './lib/blog/summaries-at-render';
export { setPageStatuses } from './lib/statuses-at-render';
import { setEntrySource, type EntrySource } from './lib/entry-loader';
import { setLocaleSource } from './lib/locale';
import { recordSummaryReads, type SummaryReads } from './lib/blog/summary-reads';
import { recordStatusReads, type StatusReads } from './lib/status-reads';

/** A rendered page, with the language of its document (its lang and dir attributes), and what it read of the blog's summaries and of the page statuses. */
export type RenderResult =
  | { kind: 'redirect'; status: number; location: string }
  | { kind: 'page'; status: number; html: string; lang: string; dir: 'ltr' | 'rtl'; lineHeight?: string; font?: string; summaryReads: SummaryReads; statusReads: StatusReads };

const handler = createStaticHandler(routeObjects);
// Numbers and dates in the language of the words being rendered: a page's own, or the source's for a page shown in it.
setLocaleSource(() => currentPageLanguage()?.language);
const islandsReady = preloadIslands();
const source = languages[0];
const otherTags = languages.slice(1).map((language) => language.tag);

/** How a page stands in a language: its status, and the languages it is up to date in (hreflang, sitemap). */
function pageLanguageOf(tag: string | null, path: string): PageLanguage {
  const language = languages.find((candidate) => candidate.tag === tag) ?? source;
  const available = languages.filter((candidate) => ['source', 'translated'].includes(statusOf(candidate.tag, path)));
  const status = statusOf(language.tag, path);
  return { language, languages, path, status, available, sample: status === 'translated' && isSample(language.tag, path) };
}

/**
 * Where React wrote a Suspense boundary's fallback instead of its content: renderToString does not
 * wait for anything that suspends (React.lazy, use() of a promise), and no page may ship a fallback.
 */
const fallbackWritten = '<!--$!-->';

/** Renders one address in its language with the router: the page's HTML and its status. */
async function renderIn(page: PageLanguage, path: string) {
  return inPageLanguage(page, async () => {
    const context = await handler.query(new Request(`http://localhost${path}`));
    if (context instanceof Response) return { kind: 'redirect' as const, status: context.status, location: context.headers.get('Location') ?? '/' };
    const router = createStaticRouter(handler.dataRoutes, context);
    // Every page's data is loaded by the router above, so the page renders at once: renderToString
    // writes the same HTML as react-dom/static's prerender, in about half the time, with no stream to read.
    const html = renderToString(
      <StrictMode>
        <IslandIds value={{ next: 0 }}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </IslandIds>
      </StrictMode>,
    );
    if (html.includes(fallbackWritten)) throw new Error(`${path}: a component suspended while rendering; load its data in the route's loader instead`);
    const unmatched = context.matches.some((match) => match.route.id === 'not-found');
    return { kind: 'page' as const, status: unmatched ? 404 : context.statusCode, html };
  });
}

/**
 * Renders one address to HTML, as the pre-render step writes it and the dev server answers it;
 * entries are read with `readEntry`. The page is HTML only: its islands hydrate on their own.
 * An address under a language's tag (/ar/packages/x) renders the source's page in that
 * language; a page not translated (or no longer) shows the source's content inside that
 * language's header and footer.
 */
export async function render(address: string, readEntry: EntrySource): Promise<RenderResult> {
  const { result: recorded, reads: statusReads } = await recordStatusReads(() => recordSummaryReads(() => renderAddress(address, readEntry)));
  const { result, reads } = recorded;
  return result.kind === 'page' ? { ...result, summaryReads: reads, statusReads } : result;
}

async function renderAddress(address: string, readEntry: EntrySource) {
  const { tag, path } = splitLanguage(address, otherTags);
  // An address no route has (the not-found page) offers each language's home page.
  const page = pageLanguageOf(tag, routeForPath(path) ? path : '/');
  setEntrySource(readEntry);
  await islandsReady;
  const result = await renderIn(page, path);
  if (result.kind === 'redirect') return { ...result, location: tag ? pathInLanguage(result.location, tag, source.tag) : result.location };
  let html = result.html;
  if (page.status === 'stale' || page.status === 'missing') {
    // The page's own content as the source language has it, marked as that language.
    const english = await renderIn({ ...page, language: source }, path);
    if (english.kind === 'page') html = withLanguageOf(html, english.html, source);
  }
  return { ...result, html: localizeLinks(html, page, (linked) => statusOf(page.language.tag, linked) === 'translated'), lang: page.language.locale, dir: page.language.direction, lineHeight: page.language.lineHeight, font: page.language.font };
}
