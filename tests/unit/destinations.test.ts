import { describe, expect, it } from 'vitest';
import { hospitalsIn } from '../../src/lib/destinations';
import { contentEntries } from './site-content';

const hospitals = contentEntries<{ name: string; city: string }>('hospitals');

describe('the partner hospitals of a destination', () => {
  it('are those in the cities it covers, by name', () => {
    // The files' order (by id) differs from the order of the hospitals' names here.
    const cities = ['New Delhi', 'Mumbai'];
    expect(hospitalsIn({ hospitalCities: cities }).map((hospital) => hospital.id)).toEqual(
      hospitals.filter((hospital) => cities.includes(hospital.city)).sort((a, b) => a.name.localeCompare(b.name)).map((hospital) => hospital.id),
    );
  });

  it('are none for a city without one', () => {
    expect(hospitalsIn({ hospitalCities: ['Kochi'] })).toEqual([]);
  });
});
