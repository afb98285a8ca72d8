// The language of the page being rendered, on the server only (build and dev): the content step's
// modules hand each page its language's words, and links, head and notices follow it. Pages render
// several at a time in one thread, so the language travels with each render's async context.
import { AsyncLocalStorage } from 'node:async_hooks';

/** One language of the site, as content/site/site.json lists it. */
export interface SiteLanguage {
  /** The tag in addresses and in content/<tag>/, like "ar". */
  tag: string;
  /** The language named in itself, like "العربية". */
  name: string;
  direction: 'ltr' | 'rtl';
  /** The locale its dates and numbers are written in, like "ar" or "en-GB". */
  locale: string;
  /** How tall its script's lines are: "tall" for marks above and below the letters (the document says so to the stylesheet). */
  lineHeight?: 'normal' | 'tall';
  /** The font family its script is set in, named first on its pages, like "Noto Sans Arabic"; the phone's own when absent. */
  font?: string;
}

/**
 * How the page's own words stand in its language: source (an English page), translated (up to
 * date), stale (translated once, the English has changed since) or missing (never translated).
 */
export type TranslationStatus = 'source' | 'translated' | 'stale' | 'missing';

export interface PageLanguage {
  /** The page's language. */
  language: SiteLanguage;
  /** Every language of the site, the source first. */
  languages: readonly SiteLanguage[];
  /** The page's address in the source language, like "/packages/colorectal-cancer". */
  path: string;
  status: TranslationStatus;
  /** The languages in which this page is up to date (the source among them): its hreflang alternates and sitemap entries. */
  available: readonly SiteLanguage[];
  /** The page's words are a sample translation, not yet reviewed by someone fluent and qualified. */
  sample: boolean;
}

const storage = new AsyncLocalStorage<PageLanguage>();

/** Runs `render` for a page in a language: everything it reads (content, links, head) is in that language. */
export function inPageLanguage<T>(page: PageLanguage, render: () => T): T {
  return storage.run(page, render);
}

/** The language of the page being rendered; outside a render (tests, scripts), none. */
export function currentPageLanguage(): PageLanguage | undefined {
  return storage.getStore();
}

/** The address of a page in a language: the source's at the root, the others under /<tag>. */
export function pathInLanguage(path: string, tag: string, sourceTag: string): string {
  if (tag === sourceTag) return path;
  return path === '/' ? `/${tag}` : `/${tag}${path}`;
}

/** The source address and language tag of an address: "/ar/packages/x" → { tag: "ar", path: "/packages/x" }. */
export function splitLanguage(address: string, tags: readonly string[]): { tag: string | null; path: string } {
  const match = /^\/([^/?#]+)(.*)$/.exec(address);
  if (match && tags.includes(match[1])) return { tag: match[1], path: match[2] === '' || match[2].startsWith('?') || match[2].startsWith('#') ? `/${match[2]}` : match[2] };
  return { tag: null, path: address };
}

/** The values of a content module, by language tag; the source's under `source`. */
type ByLanguage<T> = { source: T } & Partial<Record<string, T>>;

/**
 * A content module's value that reads as the page's language's: a singleton's words or a
 * collection's entries, merged by the content step over the source's facts. Outside a render, and
 * for a language without its own value, the source's. The value is read-only.
 */
export function localized<T extends object>(values: ByLanguage<T>): T {
  const made = proxyOf(values);
  byLanguage.set(made, values);
  return made;
}

/** The values behind each localized module value. */
const byLanguage = new WeakMap<object, ByLanguage<object>>();

/** A localized value as a given language has it, whatever the page's language (the offer of a translation on an English page). */
export function inLanguage<T extends object>(value: T, tag: string): T {
  const values = byLanguage.get(value);
  return (values ? (values[tag] ?? values.source) : value) as T;
}

function proxyOf<T extends object>(values: ByLanguage<T>): T {
  const current = (): object => {
    const tag = storage.getStore()?.language.tag;
    return ((tag && values[tag]) || values.source) as object;
  };
  // An empty target of the same kind: Array.isArray and JSON see a list, and no invariant pins a key.
  const target = (Array.isArray(values.source) ? [] : {}) as T;
  return new Proxy(target, {
    get: (_, key) => Reflect.get(current(), key),
    has: (_, key) => Reflect.has(current(), key),
    ownKeys: () => Reflect.ownKeys(current()),
    getOwnPropertyDescriptor: (_, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(current(), key);
      // An array's length cannot be reported as the target's: it is the list's own.
      return descriptor && key !== 'length' ? { ...descriptor, configurable: true } : descriptor;
    },
    getPrototypeOf: () => Reflect.getPrototypeOf(current()),
    set: () => false,
    deleteProperty: () => false,
  });
}
