// The locale that numbers and dates are written in: the language of the words being shown. On the
// server the page's render says it (entry-server sets the source); in the browser the page's own
// HTML does (the main content's lang, which is the source language's on a page not translated).

/** The locale outside any page (content checks, emails, tests): the source language's. */
export const sourceLocale = 'en-GB';

type LocaleSource = () => string | undefined;

const fromDocument: LocaleSource = () => {
  if (typeof document === 'undefined') return undefined;
  const holder = document.querySelector('main')?.closest('[lang]') ?? document.documentElement;
  return holder.getAttribute('lang') || undefined;
};

let source: LocaleSource = fromDocument;

/** Where the locale comes from; the server's render sets the page's language here. */
export function setLocaleSource(next: LocaleSource | null): void {
  source = next ?? fromDocument;
}

/** The locale of the words being shown, like "ar" or "en-GB". */
export function currentLocale(): string {
  return source() ?? sourceLocale;
}
