import { describe, expect, it } from 'vitest';
import { filterHospitals, hospitalChoices, hospitalFilterQuery, readHospitalFilter, surgeonsAt, yearsSince } from '../../src/lib/network';
import { contentEntries } from './site-content';

const hospitals = contentEntries<{ city: string; accreditations: Array<'JCI' | 'NABH'> }>('hospitals');
const people = contentEntries<{ roles: Array<'surgeon' | 'medical-reviewer' | 'author' | 'care-coordinator'>; hospital?: string }>('people');

describe('years computed from a year', () => {
  it('counts whole years of operation and experience, never fewer than none', () => {
    expect(yearsSince(1996, 2026)).toBe(30);
    expect(yearsSince(2026, 2026)).toBe(0);
    expect(yearsSince(2027, 2026)).toBe(0);
  });
});

describe('who operates where', () => {
  it('lists only people who hold the surgeon role, at that hospital', () => {
    for (const hospital of hospitals) {
      const expected = people.filter((person) => person.roles.includes('surgeon') && person.hospital === hospital.id).map((person) => person.id);
      expect(surgeonsAt(people, hospital.id).map((person) => person.id)).toEqual(expected);
    }
    expect(surgeonsAt([{ id: 'r', roles: ['medical-reviewer'], hospital: 'x' }], 'x')).toEqual([]);
  });
});

describe('the /hospitals filters', () => {
  const { cities, accreditations } = hospitalChoices(hospitals) as { cities: string[]; accreditations: Array<'JCI' | 'NABH'> };

  it('offer each city and accreditation once', () => {
    expect(cities).toEqual([...new Set(hospitals.map((hospital) => hospital.city))].sort());
    expect(accreditations).toEqual([...new Set(hospitals.flatMap((hospital) => hospital.accreditations))].sort());
  });

  it('read the address, ignore values no hospital has, and narrow the list', () => {
    const city = cities[0];
    const filter = readHospitalFilter(hospitalFilterQuery({ city, accreditation: accreditations[0] }), hospitals);
    expect(filter).toEqual({ city, accreditation: accreditations[0] });
    expect(filterHospitals(hospitals, filter)).toEqual(hospitals.filter((hospital) => hospital.city === city && hospital.accreditations.includes(accreditations[0])));
    expect(readHospitalFilter('?city=Atlantis&accreditation=ISO', hospitals)).toEqual({ city: undefined, accreditation: undefined });
    expect(hospitalFilterQuery({})).toBe('');
  });
});
