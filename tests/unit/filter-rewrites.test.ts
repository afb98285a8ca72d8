import { describe, expect, it } from 'vitest';
import { filterPageFor, filterRewriteRules, redirectsFile } from '../../scripts/filter-rewrites';
import { filterKey as key, hospitalFilterPaths } from '../../src/lib/hospital-filter';
import { contentEntries } from './site-content';

const hospitals = contentEntries<{ city: string; accreditations: string[] }>('hospitals');
// The keys themselves are stated literally in hospital-filter.test.ts; here they only name the content's cities.
const cities = [...new Set(hospitals.map((hospital) => key(hospital.city)))];
const accreditations = [...new Set(hospitals.flatMap((hospital) => hospital.accreditations.map(key)))];

/** What a host that reads _redirects answers: the first rule whose path matches and whose every listed query parameter the request carries with that value; else the path itself. */
function hostAnswer(file: string, path: string, search: string): { page: string; status?: string } {
  const query = new URLSearchParams(search);
  for (const line of file.split('\n')) {
    if (line.startsWith('#') || line.trim() === '') continue;
    const parts = line.split(/\s+/);
    const [from, ...rest] = parts;
    const status = rest.pop()!;
    const to = rest.pop()!;
    if (from !== path) continue;
    if (rest.every((condition) => query.get(condition.split('=')[0]) === condition.split('=')[1])) return { page: to, status };
  }
  return { page: path };
}

/** The page the filter should show, by the rule in the README: /hospitals/filter/<city>/<accreditation>, "any" for none; an unknown key counts as none. */
function expectedPage(city: string | undefined, accreditation: string | undefined): string {
  const known = (value: string | undefined, list: string[]) => (value && list.includes(value) ? value : undefined);
  const c = known(city, cities);
  const a = known(accreditation, accreditations);
  return c || a ? `/hospitals/filter/${c ?? 'any'}/${a ?? 'any'}` : '/hospitals';
}

describe('the rewrite of /hospitals?city=…&accreditation=… to its pre-rendered filter page', () => {
  const file = redirectsFile(hospitals);

  it('is written to _redirects as one forced 200 rule per filter a visitor can choose', () => {
    const rules = filterRewriteRules(hospitals);
    expect(rules).toHaveLength(cities.length * accreditations.length + cities.length + accreditations.length);
    for (const rule of rules) expect(rule).toMatch(/^\/hospitals (city=[a-z0-9-]+ )?(accreditation=[a-z0-9-]+ )?\/hospitals\/filter\/[a-z0-9-]+\/[a-z0-9-]+ 200!$/);
    expect(file.split('\n').filter((line) => line && !line.startsWith('#'))).toEqual(rules);
    const pages = new Set(hospitalFilterPaths(hospitals));
    for (const rule of rules) expect(pages.has(rule.split(' ').at(-2)!), rule).toBe(true);
  });

  it('answers, on a host that reads the file, the page the project server answers, for every known, unknown and missing key', () => {
    const cityKeys = [undefined, 'atlantis', ...cities];
    const accreditationKeys = [undefined, 'iso', ...accreditations];
    for (const city of cityKeys)
      for (const accreditation of accreditationKeys) {
        const query = new URLSearchParams();
        if (city) query.set('city', city);
        if (accreditation) query.set('accreditation', accreditation);
        // In both orders: a visitor's address may carry the keys either way round.
        for (const search of [`?${query}`, `?${[...query].reverse().map(([k, v]) => `${k}=${v}`).join('&')}`]) {
          const expected = expectedPage(city, accreditation);
          expect(filterPageFor('/hospitals', search === '?' ? '' : search, hospitals), search).toBe(expected);
          const answer = hostAnswer(file, '/hospitals', search);
          expect(answer.page, search).toBe(expected);
          if (expected !== '/hospitals') expect(answer.status).toBe('200!');
        }
      }
  });

  it('leaves every other address as it is', () => {
    expect(filterPageFor('/packages', '?city=x', hospitals)).toBe('/packages');
    expect(filterPageFor('/hospitals', '', hospitals)).toBe('/hospitals');
  });
});
