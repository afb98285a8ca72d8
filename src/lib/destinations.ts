import type { Destination } from '../content/schemas/tourism';
import { daysPer, type Duration } from '../content/schemas/duration';
import { hospitals } from '../generated/hospitals';
import { packagesInOrder } from './packages';

/** The partner hospitals of a destination: those whose city it covers, counted from content/hospitals/. */
export function hospitalsIn(destination: Pick<Destination, 'hospitalCities'>) {
  return hospitals.filter((hospital) => destination.hospitalCities.includes(hospital.city)).sort((a, b) => a.name.localeCompare(b.name));
}

/** The surgery packages that take place in a destination's hospitals, in the packages' order: what the city can be said to offer. */
export function packagesIn(destination: Pick<Destination, 'hospitalCities'>) {
  const here = new Set(hospitalsIn(destination).map((hospital) => hospital.id));
  return packagesInOrder().filter((pkg) => here.has(pkg.hospital));
}

/** What a surgery package costs and how long it keeps a patient in India, across packages. */
interface PriceAndStay {
  priceRange: { from: number };
  stayInIndia: Duration;
}

/** The lowest price of any surgery package, and the shortest to the longest stay in India among them, in days: what /tourism's first card shows. */
export function surgeryPackagesSpan(packages: readonly PriceAndStay[] = packagesInOrder()): { priceFrom: number; stay: Duration } | undefined {
  if (packages.length === 0) return undefined;
  const days = (value: number, unit: Duration['unit']) => Math.round(value * daysPer[unit]);
  const shortest = Math.min(...packages.map(({ stayInIndia }) => days(stayInIndia.from, stayInIndia.unit)));
  const longest = Math.max(...packages.map(({ stayInIndia }) => days(stayInIndia.to ?? stayInIndia.from, stayInIndia.unit)));
  return {
    priceFrom: Math.min(...packages.map((pkg) => pkg.priceRange.from)),
    stay: longest > shortest ? { from: shortest, to: longest, unit: 'days' } : { from: shortest, unit: 'days' },
  };
}
