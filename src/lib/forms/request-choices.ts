import { hospitals } from '../../generated/hospitals';
import { packagesInOrder } from '../packages';
import type { RequestChoices } from './request';
import { hospitalWithCity } from '../hospital-name';

/** A choice of a select field: the id the form sends and the words it shows. */
export interface Choice {
  id: string;
  label: string;
}

/** The conditions (one per package, in the packages' order) and partner hospitals a request may name, from content. */
export function requestChoiceLists(): { conditions: Choice[]; hospitals: Choice[] } {
  return {
    conditions: packagesInOrder.map((pkg) => ({ id: pkg.id, label: pkg.shortName })),
    hospitals: [...hospitals].sort((a, b) => a.name.localeCompare(b.name)).map((hospital) => ({ id: hospital.id, label: hospitalWithCity(hospital) })),
  };
}

/** The ids the request schema accepts. */
export function requestChoices(): RequestChoices {
  const lists = requestChoiceLists();
  return { conditions: lists.conditions.map((choice) => choice.id), hospitals: lists.hospitals.map((choice) => choice.id) };
}
