import { common } from '../../generated/site';
import { inLanguage } from '../../lib/page-language';
import { addressIn, thisPage } from './this-page';

/**
 * Above a page's content: on a page shown in English because its translation is missing or out
 * of date, a notice in the visitor's language with a link to the English page; on a page whose
 * translation is a sample, a note saying so; on an English page, one hidden line per language the
 * page is translated into, in that language, which the islands runtime (runtime.ts) shows to a visitor
 * whose browser prefers it (never a redirect).
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
  return (
    <>
      {page.available.slice(1).map((language) => (
        <p key={language.tag} hidden data-offer={language.tag} lang={language.locale} dir={language.direction} className="border-b border-brand-100 bg-brand-50 text-sm">
          <a href={addressIn(page, language)} hrefLang={language.locale} className="wrap block py-2 font-semibold text-brand-800 underline underline-offset-2">
            {inLanguage(common, language.tag).languages.offer}
          </a>
        </p>
      ))}
    </>
  );
}
