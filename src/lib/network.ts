// The partner hospitals and surgeons as pages show them: who works where, what takes place
// where, years computed from a year, and the /hospitals filters read from the address.
import type { EntryData } from '../content/collections';

type Person = EntryData<'people'>;
type Hospital = Pick<EntryData<'hospitals'>, 'id' | 'city' | 'accreditations'>;

/** Whole years from `since` to `year`: a hospital's years of operation, a surgeon's years of experience. */
export function yearsSince(since: number, year: number): number {
  return Math.max(0, year - since);
}

/** The people who hold the role of surgeon, in file order. */
export function surgeonsOf<P extends Pick<Person, 'roles'>>(people: readonly P[]): P[] {
  return people.filter((person) => person.roles.includes('surgeon'));
}

/** The surgeons of the network who operate at `hospitalId`. */
export function surgeonsAt<P extends Pick<Person, 'roles' | 'hospital'>>(people: readonly P[], hospitalId: string): P[] {
  return surgeonsOf(people).filter((person) => person.hospital === hospitalId);
}

/** What /hospitals is filtered by: a city and an accreditation, each absent when any will do. */
export interface HospitalFilter {
  city?: string;
  accreditation?: string;
}

/** The filter in an address's query (?city=…&accreditation=…); a value no hospital has is ignored. */
export function readHospitalFilter(search: string, hospitals: readonly Hospital[]): HospitalFilter {
  const query = new URLSearchParams(search);
  const city = query.get('city') ?? undefined;
  const accreditation = query.get('accreditation') ?? undefined;
  return {
    city: city && hospitals.some((hospital) => hospital.city === city) ? city : undefined,
    accreditation: accreditation && hospitals.some((hospital) => (hospital.accreditations as readonly string[]).includes(accreditation)) ? accreditation : undefined,
  };
}

/** The hospitals that match a filter, in the order given. */
export function filterHospitals<H extends Hospital>(hospitals: readonly H[], filter: HospitalFilter): H[] {
  return hospitals.filter(
    (hospital) => (!filter.city || hospital.city === filter.city) && (!filter.accreditation || (hospital.accreditations as readonly string[]).includes(filter.accreditation)),
  );
}

/** The query of /hospitals for a filter: "" for none, else "?city=…&accreditation=…". */
export function hospitalFilterQuery(filter: HospitalFilter): string {
  const query = new URLSearchParams();
  if (filter.city) query.set('city', filter.city);
  if (filter.accreditation) query.set('accreditation', filter.accreditation);
  const text = query.toString();
  return text ? `?${text}` : '';
}

/** Every value of a field across the hospitals, each once, sorted: the choices of a filter. */
export function hospitalChoices(hospitals: readonly Hospital[]): { cities: string[]; accreditations: string[] } {
  return {
    cities: [...new Set(hospitals.map((hospital) => hospital.city))].sort(),
    accreditations: [...new Set(hospitals.flatMap((hospital) => hospital.accreditations as readonly string[]))].sort(),
  };
}
