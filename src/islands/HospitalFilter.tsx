import { useEffect, useSyncExternalStore } from 'react';
import { filterHospitals, hospitalFilterQuery, readHospitalFilter } from '../lib/network';

export interface HospitalFilterProps {
  /** The line that counts the hospitals shown: {count} is filled in. */
  resultCount: string;
}

const never = () => () => {};
const query = () => window.location.search;

/** The cards the page rendered, read back as the filter needs them. */
function cards() {
  return [...document.querySelectorAll<HTMLElement>('[data-hospital]')].map((element) => ({
    element,
    id: element.dataset.hospital ?? '',
    city: element.dataset.city ?? '',
    accreditations: (element.dataset.accreditations ?? '').split(' ').filter(Boolean) as Array<'JCI' | 'NABH'>,
  }));
}

/**
 * Applies the filter in the address (?city=…&accreditation=…) to the hospital cards the page
 * rendered, marks the chosen links and counts what is shown. The filter links are plain links,
 * so the choice survives a reload and can be shared; without JavaScript every hospital is listed.
 */
export default function HospitalFilter({ resultCount }: HospitalFilterProps) {
  const search = useSyncExternalStore(never, query, () => '');
  useEffect(() => {
    const all = cards();
    const filter = readHospitalFilter(search, all);
    const shown = new Set(filterHospitals(all, filter).map((card) => card.id));
    // The cards' own display rule outranks [hidden], so the style says it.
    for (const card of all) card.element.style.display = shown.has(card.id) ? '' : 'none';
    for (const link of document.querySelectorAll<HTMLAnchorElement>('[data-filter-field]')) {
      const field = link.dataset.filterField as 'city' | 'accreditation';
      const current = filter[field] ?? '';
      // Each link keeps the other filter, so the two combine.
      link.search = hospitalFilterQuery({ ...filter, [field]: link.dataset.filterValue || undefined });
      if (link.dataset.filterValue === current) link.setAttribute('aria-current', 'true');
      else link.removeAttribute('aria-current');
    }
    const count = document.querySelector('[data-testid="hospital-count"]');
    if (count) count.textContent = resultCount.replace('{count}', String(shown.size));
    const none = document.querySelector<HTMLElement>('[data-testid="hospital-no-match"]');
    if (none) none.hidden = shown.size > 0;
  }, [search, resultCount]);
  return null;
}
