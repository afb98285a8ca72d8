import type { Destination } from '../content/schemas/tourism';
import { hospitals } from '../generated/hospitals';

/** The partner hospitals of a destination: those whose city it covers, counted from content/hospitals/. */
export function hospitalsIn(destination: Pick<Destination, 'hospitalCities'>) {
  return hospitals.filter((hospital) => destination.hospitalCities.includes(hospital.city)).sort((a, b) => a.name.localeCompare(b.name));
}
