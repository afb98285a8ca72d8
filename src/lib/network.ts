// The partner hospitals and surgeons as pages show them: who works where, what takes place
// where, years computed from a year. The /hospitals filters are in hospital-filter.ts.
import type { EntryData } from '../content/collections';

type Person = EntryData<'people'>;

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
