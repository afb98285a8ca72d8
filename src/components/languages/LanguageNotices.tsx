import { common } from '../../generated/site';
import { inLanguage } from '../../lib/page-language';
import { addressIn, thisPage } from './this-page';

/**
 * Above a page's content: on a page shown in English because its translation is missing or out
 * of date, a notice in the visitor's language with a link to the English page; on a page whose
 * translation is a sample, a note saying so; on an English page, one hidden offer per language the
 * page is translated into, in that language, which the islands runtime (runtime.ts) shows to a visitor
 * whose browser prefers it (never a redirect), at the foot of the window.
 */
export function LanguageNotices() {
  const page = thisPage();
  const [source] = page.languages;
  if (page.status === 'stale' || page.status === 'missing')
    return (
      <div role="note" className="border-b border-slate-200 bg-accent-50">
        <p className="wrap py-3 text-sm text-slate-900">
          {page.status === 'stale' ? common.languages.noLongerTranslated : common.languages.notTranslated}
          <a href={addressIn(page, source)} hrefLang={source.locale} className="ms-2 font-semibold underline underline-offset-2">
            {common.languages.englishPage}
          </a>
        </p>
      </div>
    );
  if (page.sample)
    return (
      <p role="note" className="wrap py-2 text-sm text-slate-600">
        {common.languages.sample}
      </p>
    );
  if (page.status !== 'source') return null;
  // Each offer is a non-modal dialog fixed to the foot of the window, out of the page's flow: shown
  // after the first paint, it moves nothing on the page. It comes right after the header in the
  // order of reading and of the Tab key, and closes with its own button (a form of method "dialog",
  // HTML's own), so it needs no script but the one line that shows it.
  return (
    <>
      {page.available.slice(1).map((language) => {
        const words = inLanguage(common, language.tag).languages;
        return (
          <dialog
            key={language.tag}
            open
            hidden
            data-offer={language.tag}
            lang={language.locale}
            dir={language.direction}
            aria-label={words.offer}
            className="fixed inset-x-0 bottom-0 z-40 m-0 w-full max-w-none border-0 border-t border-brand-200 bg-brand-50 p-0 text-sm text-slate-900 raised"
          >
            <form method="dialog" className="wrap flex items-center gap-3 py-1">
              <a href={addressIn(page, language)} hrefLang={language.locale} className="py-2 font-semibold text-brand-800 underline underline-offset-2">
                {words.offer}
              </a>
              <button className="ms-auto shrink-0 rounded-md px-3 py-2 font-semibold text-brand-800 hover:bg-brand-100">{words.closeOffer}</button>
            </form>
          </dialog>
        );
      })}
    </>
  );
}
