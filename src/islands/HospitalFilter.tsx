import { useEffect, useSyncExternalStore } from 'react';
import { filterHospitals, hospitalFilterQuery, readHospitalFilter, type FilterField, type HospitalFilter as Filter } from '../lib/hospital-filter';
import { formatCount } from '../lib/format';
import { joinText } from '../lib/lists';
import { fillTemplate } from '../lib/template';
import { currentLocale } from '../lib/locale';
import { plural, type PluralForms } from '../lib/plural';
import { textOf } from './from-html';

export interface HospitalFilterProps {
  /** The line that counts the hospitals shown, by plural form: {count} is filled in. */
  resultCount: PluralForms;
  /** How the chosen city and accreditation stand side by side in the heading (common.json, joiners.comma). */
  joiner: string;
  /** The page's heading unfiltered, and filtered ({title} and {filters} filled in). */
  title: string;
  filteredTitle: string;
  /** The filter the page was rendered with (a pre-rendered filter page); none on /hospitals itself. */
  filter: Filter;
}

/** The props the page's HTML already carries: left out of its JSON, read back by fromHtml when the island wakes. */
export const htmlProps = ['title', 'filter'] as const;

/**
 * The filter the page was rendered with (its filter links marked current) and the list's own title:
 * the heading of the unfiltered list, or on a filter page the breadcrumb's link back to it.
 */
export function fromHtml(root: HTMLElement): Pick<HospitalFilterProps, (typeof htmlProps)[number]> {
  const page = root.ownerDocument;
  const chosen = [...page.querySelectorAll<HTMLAnchorElement>('a[data-filter-field][aria-current="true"]')].filter((link) => link.dataset.filterValue);
  const crumbs = page.querySelectorAll('[data-breadcrumbs] a');
  return {
    title: chosen.length > 0 ? (crumbs[crumbs.length - 1]?.textContent ?? '') : textOf(page, 'h1'),
    filter: Object.fromEntries(chosen.map((link) => [link.dataset.filterField, link.dataset.filterValue])) as Filter,
  };
}

/** The cards the page rendered, read back as the filter needs them. */
function cards() {
  return [...document.querySelectorAll<HTMLElement>('[data-hospital]')].map((element) => ({
    element,
    id: element.dataset.hospital ?? '',
    city: element.dataset.city ?? '',
    accreditations: (element.dataset.accreditations ?? '').split(' ').filter(Boolean),
  }));
}

/** Fired when a filter link puts a new filter in the address. */
const filterChange = 'hospitals:filterchange';

function subscribe(onChange: () => void) {
  addEventListener('popstate', onChange);
  addEventListener(filterChange, onChange);
  return () => {
    removeEventListener('popstate', onChange);
    removeEventListener(filterChange, onChange);
  };
}

const address = () => location.pathname + location.search;

/**
 * The address of the unfiltered list in the page's language (/hospitals, /ar/hospitals…), read from the
 * filter links the page rendered: the route table's own path is the source language's.
 */
function listPath(): string | null {
  const link = document.querySelector<HTMLAnchorElement>('a[data-filter-field]');
  return link ? link.pathname : null;
}

/**
 * Filters the hospital cards in place. The filter links are plain links to /hospitals?city=…, which
 * the server answers with the pre-rendered filtered page; with JavaScript a click filters the cards
 * already on the page and puts the filter in the address (pushState), so Back, a reload and a shared
 * link all show the same list. On a host that cannot answer the query, the unfiltered page is
 * filtered here on load.
 */
export default function HospitalFilter({ resultCount, joiner, title, filteredTitle, filter: initial }: HospitalFilterProps) {
  // Null on the server: the page's HTML is already filtered as it was rendered.
  const current = useSyncExternalStore(subscribe, address, () => null);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element).closest<HTMLAnchorElement>('a[data-filter-field]');
      if (!link || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      const next = readHospitalFilter(new URL(link.href).search, cards());
      history.pushState(history.state, '', new URL(link.href).pathname + hospitalFilterQuery(next));
      dispatchEvent(new Event(filterChange));
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, []);

  useEffect(() => {
    if (current === null) return;
    const all = cards();
    const url = new URL(current, location.origin);
    // At /hospitals the query is the filter; a filter page opened at its own address keeps its own.
    const filter = url.pathname === listPath() ? readHospitalFilter(url.search, all) : initial;
    const shown = new Set(filterHospitals(all, filter).map((card) => card.id));
    for (const card of all) {
      card.element.classList.toggle('hidden', !shown.has(card.id));
      card.element.classList.toggle('flex', shown.has(card.id));
    }
    for (const link of document.querySelectorAll<HTMLAnchorElement>('a[data-filter-field]')) {
      const field = link.dataset.filterField as FilterField;
      // Each link keeps the other filter, so the two combine.
      link.search = hospitalFilterQuery({ ...filter, [field]: link.dataset.filterValue || undefined });
      if ((link.dataset.filterValue ?? '') === (filter[field] ?? '')) link.setAttribute('aria-current', 'true');
      else link.removeAttribute('aria-current');
    }
    const count = document.querySelector('[data-testid="hospital-count"]');
    if (count) count.textContent = fillTemplate(plural(resultCount, shown.size, currentLocale()), { count: formatCount(shown.size) });
    const none = document.querySelector<HTMLElement>('[data-testid="hospital-no-match"]');
    if (none) none.hidden = shown.size > 0;
    // The heading, the breadcrumb and the document's title name the filter, as the pre-rendered filter pages do.
    const chosen = [...document.querySelectorAll<HTMLAnchorElement>('a[data-filter-field][aria-current="true"]')].filter((link) => link.dataset.filterValue).map((link) => link.textContent ?? '');
    const heading = chosen.length > 0 ? fillTemplate(filteredTitle, { title, filters: joinText(chosen, joiner) }) : title;
    const h1 = document.querySelector('h1');
    const crumb = document.querySelector('[data-breadcrumbs] [aria-current="page"]');
    if (h1 && h1.textContent !== heading) {
      document.title = document.title.replace(h1.textContent ?? '', heading);
      h1.textContent = heading;
      if (crumb) crumb.textContent = heading;
    }
  }, [current, initial, resultCount, joiner, title, filteredTitle]);
  return null;
}
