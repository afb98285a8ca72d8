// The locale that numbers and dates are written in: the language of the words being shown. On the
// server the page's render says it (entry-server sets the source); in the browser the page's own
// HTML does (the main content's lang and direction, the source language's on a page not translated).

/** The locale outside any page (content checks, emails, tests): the source language's. */
export const sourceLocale = 'en-GB';

/** The language of the words being shown: its locale, like "ar", and its direction. */
export interface WordsLanguage {
  locale: string;
  direction: 'ltr' | 'rtl';
}

type LocaleSource = () => WordsLanguage | undefined;

const fromDocument: LocaleSource = () => {
  if (typeof document === 'undefined') return undefined;
  const main = document.querySelector('main');
  const holder = main?.closest('[lang]') ?? document.documentElement;
  const locale = holder.getAttribute('lang');
  const direction = (main?.closest('[dir]') ?? document.documentElement).getAttribute('dir') === 'rtl' ? 'rtl' : 'ltr';
  return locale ? { locale, direction } : undefined;
};

let source: LocaleSource = fromDocument;

/** Where the language comes from; the server's render sets the page's language here. */
export function setLocaleSource(next: LocaleSource | null): void {
  source = next ?? fromDocument;
}

/** The locale of the words being shown, like "ar" or "en-GB". */
export function currentLocale(): string {
  return source()?.locale ?? sourceLocale;
}

/** The direction of the words being shown. */
export function currentDirection(): 'ltr' | 'rtl' {
  return source()?.direction ?? 'ltr';
}
