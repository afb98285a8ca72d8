import { memo, useEffect, useId, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import type { BlogPage } from '../content/schemas/blog-page';
import { ArticleCard, type ArticleCardData } from '../components/blog/ArticleCard';
import { allCategoriesId, categoryId, matchesCategory, narrowingSearch } from '../lib/blog/rules';
import { searchPartPath, type SearchManifest, type SearchRow } from '../lib/blog/search-index';
import { fillTemplate } from '../lib/template';
import { searchFold } from '../lib/search-text';
import { Slot } from './Slot';
import { attributeOf, ownText, textOf } from './from-html';
import { currentLocale } from '../lib/locale';
import { plural, type PluralForms } from '../lib/plural';

/** The box's words its HTML shows: its label and placeholder. */
type ShownWords = 'label' | 'placeholder';

export interface BlogSearchProps {
  /** The tab the page lists: "all" or a category's id. The search looks only there. */
  tabId: string;
  /** How many matching articles show at first, and how many more each "show more". */
  pageSize: number;
  /** The search manifest of the page's language, its articles in its words (blogFilesOf). */
  indexPath: string;
  /** What each category is called in the page's language, by its id (categoryId). */
  categoryLabels: Record<string, string>;
  /** The box's label and placeholder (content/site/blog.json, search). */
  words: Pick<BlogPage['search'], ShownWords>;
  /** What the box says as it searches (content/site/blog.json, search), the cards' reading time and joiner, and the mark of an article in English. */
  messages: Omit<BlogPage['search'], ShownWords> & { readingTime: PluralForms; joiner: string; inSourceLanguage: string };
  /** The category links under the box, and the page's featured articles and grid, shown while nothing is typed. */
  slots: { tabs: string; listing: string };
}

/** The props the island's own HTML already carries: left out of the page's JSON, read back by fromHtml when it wakes. */
export const htmlProps = ['tabId', 'categoryLabels', 'words'] as const;

/** The tab its category links mark current, each category's name from its link (without the count beside it), and the box's label and placeholder. */
export function fromHtml(root: HTMLElement): Pick<BlogSearchProps, (typeof htmlProps)[number]> {
  const links = [...root.querySelectorAll<HTMLAnchorElement>('a[data-blog-tab]')];
  return {
    tabId: links.find((link) => link.getAttribute('aria-current') === 'page')?.dataset.blogTab ?? allCategoriesId,
    categoryLabels: Object.fromEntries(links.filter((link) => link.dataset.blogTab !== allCategoriesId).map((link) => [link.dataset.blogTab, ownText(link)])),
    words: { label: textOf(root, '[role=search] label'), placeholder: attributeOf(root, '[role=search] input', 'placeholder') },
  };
}

/** The articles loaded so far (in the list's order) and whether that is all of them, or the load failed. */
type Loaded = { rows: ArticleCardData[]; complete: boolean } | { failed: true };

let loaded: Loaded | null = null;
let loadStarted = false;
const loadWatchers = new Set<() => void>();

function publish(next: Loaded) {
  loaded = next;
  for (const watcher of loadWatchers) watcher();
}

function watchLoad(onChange: () => void) {
  loadWatchers.add(onChange);
  return () => void loadWatchers.delete(onChange);
}

/**
 * The search data: the manifest, then its parts, all asked for at once. Asked for once per page,
 * on the first keystroke. Each part is searched as soon as it and every part before it have
 * arrived, so the first matches show long before the last part of a long list.
 */
function loadArticles(indexPath: string, categoryLabels: Record<string, string>) {
  if (loadStarted) return;
  loadStarted = true;
  const json = async <T,>(url: string) => {
    const response = await fetch(url);
    if (!response.ok) throw new Error(`${url}: ${response.status}`);
    return (await response.json()) as T;
  };
  const cards = (rows: SearchRow[]): ArticleCardData[] =>
    rows.map(([href, title, excerpt, category, publishDate, readingMinutes, wordsIn]) => ({
      href,
      title,
      excerpt,
      category,
      categoryLabel: categoryLabels[categoryId(category)] ?? category,
      publishDate,
      readingMinutes,
      ...(wordsIn ? { wordsIn: { locale: wordsIn[0], tag: wordsIn[1], direction: wordsIn[2] } } : {}),
    }));
  void (async () => {
    const manifest = await json<SearchManifest>(indexPath);
    const parts: (ArticleCardData[] | undefined)[] = Array.from({ length: manifest.parts }, () => undefined);
    let inOrder = 0;
    await Promise.all(
      parts.map(async (_, part) => {
        parts[part] = cards(await json<SearchRow[]>(searchPartPath(indexPath, part, manifest.version)));
        const before = inOrder;
        while (inOrder < parts.length && parts[inOrder]) inOrder++;
        if (inOrder > before) publish({ rows: parts.slice(0, inOrder).flat() as ArticleCardData[], complete: inOrder === parts.length });
      }),
    );
    if (parts.length === 0) publish({ rows: [], complete: true });
  })().catch(() => {
    // The next keystroke tries again.
    loadStarted = false;
    publish({ failed: true });
  });
}

const changeEvent = 'blog-search-change';

/** What was typed, until the address catches up with it (just after the matches show). */
let typed: string | null = null;

function subscribe(onChange: () => void) {
  // Back or Forward: the address is the truth again. Registered before React's listener, so it runs first.
  const forgetTyped = () => (typed = null);
  window.addEventListener('popstate', forgetTyped);
  window.addEventListener('popstate', onChange);
  window.addEventListener(changeEvent, onChange);
  return () => {
    window.removeEventListener('popstate', forgetTyped);
    window.removeEventListener('popstate', onChange);
    window.removeEventListener(changeEvent, onChange);
  };
}

/** The search text in the address (?q=), so a search can be shared and Back returns to it. */
function queryInAddress(): string {
  return new URLSearchParams(location.search).get('q') ?? '';
}

const currentQuery = (): string => typed ?? queryInAddress();

/** The address and the category links follow the text once the keystroke's matches are shown. */
function writeQueryToAddress() {
  if (typed === null) return;
  const query = typed;
  const url = new URL(location.href);
  if (query) url.searchParams.set('q', query);
  else url.searchParams.delete('q');
  history.replaceState(history.state, '', url);
  typed = null;
  // The category links carry the search along, so changing category keeps what was typed.
  for (const link of document.querySelectorAll<HTMLAnchorElement>('a[data-blog-tab]')) {
    const target = new URL(link.href);
    if (query) target.searchParams.set('q', query);
    else target.searchParams.delete('q');
    link.href = target.pathname + target.search;
  }
}

function typeQuery(query: string) {
  const waiting = typed !== null;
  typed = query;
  window.dispatchEvent(new Event(changeEvent));
  if (!waiting) setTimeout(writeQueryToAddress);
}

/** A card re-renders only when its article changes: a keystroke that keeps an article among the first matches leaves it be. */
const Card = memo(ArticleCard);

/**
 * The blog's search box: the spec's rule (the text, ignoring case, inside the title or the
 * excerpt) over the articles of the page's tab. While it is empty the page's own featured
 * articles and paged grid show; when nothing matches, close matches found by fuse.js (loaded
 * only then) are offered. Without JavaScript the box is hidden and the category links and
 * paging links do the work.
 */
export default function BlogSearch({ tabId, pageSize, indexPath, categoryLabels, words, messages, slots }: BlogSearchProps) {
  const id = useId();
  // The address holds the search: on arrival it may already have one (a shared link, or Back).
  const query = useSyncExternalStore(subscribe, currentQuery, () => '');
  const articles = useSyncExternalStore(watchLoad, () => loaded, () => null);
  // How many matches show, for the search it was set for: a new search starts again at one page.
  const [more, setMore] = useState({ query: '', shown: pageSize });
  const shown = more.query === query ? more.shown : pageSize;
  const [close, setClose] = useState<{ query: string; rows: ArticleCardData[] } | null>(null);
  const fuse = useRef<Promise<(text: string) => ArticleCardData[]> | null>(null);

  const wanted = query !== '';
  useEffect(() => {
    if (wanted) loadArticles(indexPath, categoryLabels);
  }, [wanted, query, indexPath, categoryLabels]);

  const inTab = useMemo(() => (articles && 'rows' in articles ? articles.rows.filter((row) => matchesCategory(row, tabId)) : []), [articles, tabId]);
  // Remembers the last search: the next keystroke usually adds a letter and looks only among its matches.
  const search = useMemo(() => narrowingSearch(inTab), [inTab]);
  const matches = useMemo(() => (query ? search(query) : []), [search, query]);
  const ready = articles !== null && 'rows' in articles;
  const complete = ready && articles.complete;
  // Close matches only once every article has been searched.
  const nothing = complete && query !== '' && matches.length === 0;

  useEffect(() => {
    if (!nothing) return;
    let current = true;
    fuse.current ??= import('fuse.js').then(({ default: Fuse }) => {
      // Close matches compare the texts folded as the exact search does (Arabic diacritics and letter variants ignored).
      const folded = (row: ArticleCardData, path: string | string[]) => searchFold(String(Fuse.config.getFn(row, path)));
      const index = new Fuse(inTab, { keys: ['title', 'excerpt'], threshold: 0.4, ignoreLocation: true, getFn: folded });
      return (text: string) => index.search(searchFold(text), { limit: 3 }).map((result) => result.item);
    });
    fuse.current.then((find) => current && setClose({ query, rows: find(query) }), () => undefined);
    return () => {
      current = false;
    };
  }, [nothing, inTab, query]);

  const status = !query
    ? ''
    : articles === null
      ? messages.loading
      : 'failed' in articles
        ? messages.failed
        : !articles.complete
          ? matches.length === 0
            ? messages.loading
            : fillTemplate(plural(messages.matchesSoFar, matches.length, currentLocale()), { count: String(matches.length), query })
          : matches.length === 0
          ? fillTemplate(messages.noMatches, { query })
          : fillTemplate(plural(messages.matches, matches.length, currentLocale()), { count: String(matches.length), query });

  return (
    <>
      <div role="search" className="nojs:hidden">
        <label htmlFor={`${id}-query`} className="font-semibold text-slate-900">
          {words.label}
        </label>
        <input
          id={`${id}-query`}
          type="search"
          dir="auto"
          value={query}
          onChange={(event) => typeQuery(event.target.value)}
          placeholder={words.placeholder}
          className="mt-1 block w-full max-w-md rounded-md border-2 border-slate-300 bg-white px-4 py-2.5 text-slate-900"
        />
        <p role="status" className="mt-2 min-h-6 text-sm text-slate-700">
          {status}
        </p>
      </div>
      <Slot name="tabs" html={slots.tabs} />
      <Slot name="listing" html={slots.listing} className={query ? 'hidden' : ''} />
      {query && ready && matches.length > 0 && (
        <div className="mt-6">
          <ul className="grid-cards md:grid-cols-2 lg:grid-cols-3" data-testid="blog-results">
            {matches.slice(0, shown).map((row) => (
              <li key={row.href}>
                <Card article={row} readingTime={messages.readingTime} joiner={messages.joiner} inSourceLanguage={messages.inSourceLanguage} />
              </li>
            ))}
          </ul>
          {matches.length > shown && (
            <button type="button" className="btn btn-secondary mt-6" onClick={() => setMore({ query, shown: shown + pageSize })}>
              {messages.showMore}
            </button>
          )}
        </div>
      )}
      {nothing && close?.query === query && close.rows.length > 0 && (
        <section aria-labelledby={`${id}-close`} className="mt-6" data-testid="blog-close-matches">
          <h2 id={`${id}-close`} className="h3">
            {messages.closeMatches}
          </h2>
          <ul className="grid-cards mt-4 md:grid-cols-2 lg:grid-cols-3">
            {close.rows.map((row) => (
              <li key={row.href}>
                <ArticleCard article={row} readingTime={messages.readingTime} joiner={messages.joiner} inSourceLanguage={messages.inSourceLanguage} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
