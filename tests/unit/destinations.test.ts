import { describe, expect, it } from 'vitest';
import { hospitalsIn, packagesIn, surgeryPackagesSpan } from '../../src/lib/destinations';
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

describe('the surgery packages as /tourism sums them up', () => {
  it('give the lowest price and the shortest to the longest stay, in days whatever unit each is written in', () => {
    const fixture = [
      { priceRange: { from: 6500 }, stayInIndia: { from: 6, to: 8, unit: 'days' as const } },
      { priceRange: { from: 2800 }, stayInIndia: { from: 3, to: 5, unit: 'days' as const } },
      { priceRange: { from: 7500 }, stayInIndia: { from: 2, unit: 'weeks' as const } },
    ];
    expect(surgeryPackagesSpan(fixture)).toEqual({ priceFrom: 2800, stay: { from: 3, to: 14, unit: 'days' } });
    expect(surgeryPackagesSpan([fixture[2]])).toEqual({ priceFrom: 7500, stay: { from: 14, unit: 'days' } });
    expect(surgeryPackagesSpan([])).toBeUndefined();
  });
});

describe('the packages of a destination', () => {
  it('are those whose hospital is in its cities, in the packages\' order', () => {
    const packages = contentEntries<{ hospital: string; order: number }>('packages').sort((a, b) => a.order - b.order);
    for (const city of new Set(hospitals.map((hospital) => hospital.city))) {
      const here = new Set(hospitals.filter((hospital) => hospital.city === city).map((hospital) => hospital.id));
      expect(packagesIn({ hospitalCities: [city] }).map((pkg) => pkg.id), city).toEqual(packages.filter((pkg) => here.has(pkg.hospital)).map((pkg) => pkg.id));
    }
    expect(packagesIn({ hospitalCities: ['Kochi'] })).toEqual([]);
  });
});
