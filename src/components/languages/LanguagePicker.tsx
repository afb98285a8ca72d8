import { ChevronDown, Languages } from 'lucide-react';
import { common } from '../../generated/site';
import { addressIn, thisPage } from './this-page';

/**
 * Plain links to the page being rendered in each language of the site, each language named in
 * itself and marked with its language (lang, hreflang): no script. In the header a disclosure
 * (details) opens the list; in the footer it is a row of links.
 */
export function LanguagePicker({ compact = false }: { compact?: boolean }) {
  const page = thisPage();
  const links = (
    <ul className={compact ? 'absolute end-0 top-full z-50 mt-2 whitespace-nowrap rounded-lg border border-slate-200 bg-white p-1 raised' : 'flex flex-wrap gap-x-4 gap-y-2'}>
      {page.languages.map((language) => (
        <li key={language.tag}>
          <a
            href={addressIn(page, language)}
            hrefLang={language.locale}
            lang={language.locale}
            aria-current={language === page.language ? 'page' : undefined}
            className={compact ? 'block rounded-md px-3 py-2 text-slate-800 hover:bg-brand-50 aria-[current=page]:font-semibold' : 'hover:text-white hover:underline aria-[current=page]:font-semibold aria-[current=page]:text-white'}
          >
            {/* The name in its own direction, the link aligned as the list is: every name starts on the same side. */}
            <span dir={language.direction}>{language.name}</span>
          </a>
        </li>
      ))}
    </ul>
  );
  if (!compact)
    return (
      <nav aria-label={common.languages.label} className="when-near text-sm">
        {links}
      </nav>
    );
  return (
    <nav aria-label={common.languages.label} className="relative col-start-2 row-start-1 ms-auto shrink-0 sm:max-xl:hidden">
      <details className="group">
        <summary className="flex cursor-pointer list-none items-center gap-1 rounded-md px-2 py-2 text-sm font-medium text-slate-700 hover:bg-brand-50">
          <Languages aria-hidden="true" className="size-5" />
          <span className="sr-only sm:not-sr-only">{page.language.name}</span>
          <span className="sr-only">{common.languages.label}</span>
          <ChevronDown aria-hidden="true" className="hidden size-4 group-open:rotate-180 sm:block" />
        </summary>
        {links}
      </details>
    </nav>
  );
}
