// The /hospitals filters: a city and an accreditation, each a key in the address
// (?city=new-delhi&accreditation=jci). Every combination is also pre-rendered at a real address,
// /hospitals/filter/<city>/<accreditation> ("any" for no choice), so the filters work without
// JavaScript: the project's server answers /hospitals?… with that page, and the links work on
// any static host that rewrites the query the same way (see README).
import { pathTo } from '../routes';

/** What a filter reads of a hospital. */
export interface FilterableHospital {
  city: string;
  accreditations: readonly string[];
}

/** What /hospitals is filtered by: the key of a city and of an accreditation, each absent when any will do. */
export interface HospitalFilter {
  city?: string;
  accreditation?: string;
}

export type FilterField = keyof HospitalFilter;

/** A choice of a filter: the key the address carries and the words a visitor reads. */
export interface FilterChoice {
  key: string;
  label: string;
}

/** The part of a filter address that stands for "any". */
export const anyKey = 'any';

/** The key of a city or an accreditation in an address: "New Delhi" → "new-delhi", "JCI" → "jci", "Bengalūru" → "bengaluru". */
export function filterKey(value: string): string {
  return value
    .normalize('NFKD')
    // Accents are marks of their own after NFKD: dropped, so "ū" keys as "u", not as a break.
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** Every value of a field across the hospitals, each once, sorted by its words: the choices of a filter. */
export function hospitalChoices(hospitals: readonly FilterableHospital[]): Record<FilterField, FilterChoice[]> {
  const choices = (values: string[]) => [...new Set(values)].sort().map((label) => ({ key: filterKey(label), label }));
  return { city: choices(hospitals.map((hospital) => hospital.city)), accreditation: choices(hospitals.flatMap((hospital) => hospital.accreditations)) };
}

/** A filter from raw keys (an address's query or path): a key no hospital has, or "any", is dropped. */
export function knownFilter(raw: Partial<Record<FilterField, string | null | undefined>>, hospitals: readonly FilterableHospital[]): HospitalFilter {
  const choices = hospitalChoices(hospitals);
  const known = (field: FilterField) => {
    const key = raw[field];
    return key && choices[field].some((choice) => choice.key === key) ? key : undefined;
  };
  return { city: known('city'), accreditation: known('accreditation') };
}

/** The filter in an address's query (?city=…&accreditation=…). */
export function readHospitalFilter(search: string, hospitals: readonly FilterableHospital[]): HospitalFilter {
  const query = new URLSearchParams(search);
  return knownFilter({ city: query.get('city'), accreditation: query.get('accreditation') }, hospitals);
}

/** Whether a hospital matches a filter. */
export function matchesFilter(hospital: FilterableHospital, filter: HospitalFilter): boolean {
  return (!filter.city || filterKey(hospital.city) === filter.city) && (!filter.accreditation || hospital.accreditations.some((name) => filterKey(name) === filter.accreditation));
}

/** The hospitals that match a filter, in the order given. */
export function filterHospitals<H extends FilterableHospital>(hospitals: readonly H[], filter: HospitalFilter): H[] {
  return hospitals.filter((hospital) => matchesFilter(hospital, filter));
}

/** The query of /hospitals for a filter: "" for none, else "?city=…&accreditation=…". */
export function hospitalFilterQuery(filter: HospitalFilter): string {
  const query = new URLSearchParams();
  if (filter.city) query.set('city', filter.city);
  if (filter.accreditation) query.set('accreditation', filter.accreditation);
  const text = query.toString();
  return text ? `?${text}` : '';
}

/** The address of /hospitals with a filter, as links and the address bar show it. */
export function hospitalsHref(filter: HospitalFilter): string {
  return `${pathTo('/hospitals')}${hospitalFilterQuery(filter)}`;
}

/** The pre-rendered page of a filter: /hospitals itself for none, else /hospitals/filter/<city>/<accreditation>. */
export function filterPagePath(filter: HospitalFilter): string {
  if (!filter.city && !filter.accreditation) return pathTo('/hospitals');
  return pathTo('/hospitals/filter/:city/:accreditation', { city: filter.city ?? anyKey, accreditation: filter.accreditation ?? anyKey });
}

/** Every pre-rendered filter page: each city with each accreditation, either of them "any" (not both: that is /hospitals). */
export function hospitalFilterPaths(hospitals: readonly FilterableHospital[]): string[] {
  const choices = hospitalChoices(hospitals);
  const cities = [undefined, ...choices.city.map((choice) => choice.key)];
  const accreditations = [undefined, ...choices.accreditation.map((choice) => choice.key)];
  return cities.flatMap((city) => accreditations.filter((accreditation) => city || accreditation).map((accreditation) => filterPagePath({ city, accreditation })));
}
