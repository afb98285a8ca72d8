import { describe, expect, it } from 'vitest';
import { filterHospitals, filterKey, filterPagePath, hospitalChoices, hospitalFilterPaths, hospitalFilterQuery, hospitalsHref, knownFilter, readHospitalFilter } from '../../src/lib/hospital-filter';
import { contentEntries } from './site-content';

const hospitals = contentEntries<{ city: string; accreditations: string[] }>('hospitals');
const cities = [...new Set(hospitals.map((hospital) => hospital.city))].sort();
const accreditations = [...new Set(hospitals.flatMap((hospital) => hospital.accreditations))].sort();

describe('the /hospitals filters', () => {
  it('offer each city and accreditation once, each with the key its address carries', () => {
    const choices = hospitalChoices(hospitals);
    expect(choices.city.map((choice) => choice.label)).toEqual(cities);
    expect(choices.accreditation.map((choice) => choice.label)).toEqual(accreditations);
  });

  it('key each choice by its words: the same hospitals give these keys', () => {
    const fixture = [
      { city: 'New Delhi', accreditations: ['JCI', 'NABH'] },
      { city: 'Bengalūru', accreditations: ['NABH'] },
      { city: 'São Paulo', accreditations: [] },
    ];
    expect(hospitalChoices(fixture)).toEqual({
      city: [
        { key: 'bengaluru', label: 'Bengalūru' },
        { key: 'new-delhi', label: 'New Delhi' },
        { key: 'sao-paulo', label: 'São Paulo' },
      ],
      accreditation: [
        { key: 'jci', label: 'JCI' },
        { key: 'nabh', label: 'NABH' },
      ],
    });
  });

  it('make keys that are one path part each', () => {
    expect(filterKey('New Delhi')).toBe('new-delhi');
    expect(filterKey('JCI')).toBe('jci');
    expect(filterKey(' Navi  Mumbai (West) ')).toBe('navi-mumbai-west');
    expect(filterKey('Bengalūru')).toBe('bengaluru');
    expect(filterKey('Thiruvananthapuram – Kōvalam')).toBe('thiruvananthapuram-kovalam');
    expect(filterKey('ＮＡＢＨ')).toBe('nabh');
  });

  it('read the address, ignore keys no hospital has, and narrow the list', () => {
    const city = filterKey(cities[0]);
    const accreditation = filterKey(accreditations[0]);
    const filter = readHospitalFilter(hospitalFilterQuery({ city, accreditation }), hospitals);
    expect(filter).toEqual({ city, accreditation });
    expect(filterHospitals(hospitals, filter)).toEqual(hospitals.filter((hospital) => hospital.city === cities[0] && hospital.accreditations.includes(accreditations[0])));
    expect(readHospitalFilter('?city=atlantis&accreditation=iso', hospitals)).toEqual({ city: undefined, accreditation: undefined });
    expect(knownFilter({ city: 'any', accreditation: accreditation }, hospitals)).toEqual({ city: undefined, accreditation });
    expect(hospitalFilterQuery({})).toBe('');
    expect(hospitalsHref({ accreditation })).toBe(`/hospitals?accreditation=${accreditation}`);
  });

  it('pre-render every combination but the unfiltered list, which is /hospitals', () => {
    const paths = hospitalFilterPaths(hospitals);
    expect(paths).toHaveLength((cities.length + 1) * (accreditations.length + 1) - 1);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).not.toContain('/hospitals');
    expect(paths).toContain(`/hospitals/filter/${filterKey(cities[0])}/any`);
    expect(paths).toContain(`/hospitals/filter/any/${filterKey(accreditations[0])}`);
    expect(filterPagePath({})).toBe('/hospitals');
  });
});
