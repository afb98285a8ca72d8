import { cities } from '../generated/site';

/** A city's name in the page's language, from content/site/cities.json and its translations: cityName("New Delhi") → "نيودلهي" on an Arabic page. */
export function cityName(city: string): string {
  return Object.hasOwn(cities.names, city) ? cities.names[city] : city;
}
