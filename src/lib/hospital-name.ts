import { joinText } from './lists';
import { cityName } from './cities';

/**
 * A hospital's name with its city, for lists that mix cities: "Apollo Hospital, New Delhi", the two
 * joined by the language's `joiner` (common.json, joiners.comma); a name that says its city already is left as it is.
 */
export function hospitalWithCity(hospital: { name: string; city: string }, joiner: string): string {
  return hospital.name.toLowerCase().includes(hospital.city.toLowerCase()) ? hospital.name : joinText([hospital.name, cityName(hospital.city)], joiner);
}
