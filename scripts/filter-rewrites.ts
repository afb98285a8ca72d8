/**
 * The rewrite that makes the /hospitals filters work without JavaScript: /hospitals?city=…&accreditation=…
 * answers the pre-rendered page of that filter (/hospitals/filter/<city>/<accreditation>) while the
 * address keeps its query. One rule, two users: the project's server (server/main.ts) asks
 * `filterPageFor` for each request, and the build writes the same answers, one line per filter, to
 * dist/_redirects for hosts that read that file (Netlify's query-parameter rules).
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { anyKey, filterPagePath, hospitalChoices, hospitalFilterQuery, readHospitalFilter, type FilterableHospital, type HospitalFilter } from '../src/lib/hospital-filter';
import { pathTo } from '../src/routes';

/** The page an address shows: itself, except /hospitals with a query, which shows the page of the filter it names (keys no hospital has are dropped). */
export function filterPageFor(pathname: string, search: string, hospitals: readonly FilterableHospital[]): string {
  if (pathname !== pathTo('/hospitals') || !search) return pathname;
  return filterPagePath(readHospitalFilter(search, hospitals));
}

/** Every filter a visitor can choose, both keys set before one: a host tries the rules in order and the first that matches wins. */
function everyFilter(hospitals: readonly FilterableHospital[]): HospitalFilter[] {
  const choices = hospitalChoices(hospitals);
  const cities = choices.city.map((choice) => choice.key);
  const accreditations = choices.accreditation.map((choice) => choice.key);
  return [
    ...cities.flatMap((city) => accreditations.map((accreditation) => ({ city, accreditation }))),
    ...cities.map((city) => ({ city })),
    ...accreditations.map((accreditation) => ({ accreditation })),
  ];
}

/**
 * The lines of dist/_redirects: for each filter, "/hospitals city=<c> accreditation=<a> <page> 200!",
 * where the page is what `filterPageFor` answers for that query. 200 rewrites (the address keeps its
 * query); "!" applies the rule although /hospitals is itself a file, which a host would serve otherwise.
 */
export function filterRewriteRules(hospitals: readonly FilterableHospital[]): string[] {
  const list = pathTo('/hospitals');
  return everyFilter(hospitals).map((filter) => {
    const query = hospitalFilterQuery(filter);
    const conditions = [...new URLSearchParams(query)].map(([key, value]) => `${key}=${value}`).join(' ');
    return `${list} ${conditions} ${filterPageFor(list, query, hospitals)} 200!`;
  });
}

/** The whole of dist/_redirects. */
export function redirectsFile(hospitals: readonly FilterableHospital[]): string {
  return [
    '# Written by the build (scripts/filter-rewrites.ts): /hospitals with a filter in its query shows the pre-rendered page of that filter.',
    `# "${anyKey}" in a page's address stands for no choice; a key no hospital has is left out, as the project's server does.`,
    ...filterRewriteRules(hospitals),
    '',
  ].join('\n');
}

/** Writes dist/_redirects from the hospitals of the content (the generated module, read after the content step has written it). */
export async function writeRedirects(root: string, dist: string): Promise<void> {
  const { hospitals } = (await import(pathToFileURL(join(root, 'src/generated/hospitals.ts')).href)) as { hospitals: FilterableHospital[] };
  await writeFile(join(dist, '_redirects'), redirectsFile(hospitals));
}
