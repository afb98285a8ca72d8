/**
 * The rewrites that make choices in a query work without JavaScript. The /hospitals filters: /hospitals?city=…&accreditation=…
 * answers the pre-rendered page of that filter (/hospitals/filter/<city>/<accreditation>) while the
 * address keeps its query. One rule, two users: the project's server (server/main.ts) asks
 * `filterPageFor` for each request, and the build writes the same answers, one line per filter, to
 * dist/_redirects for hosts that read that file (Netlify's query-parameter rules). The same for the
 * hospital comparison (/hospitals/compare?<id>=on&<id>=on → /hospitals/compare/<id>_<id>) and for a
 * package chosen in the request form (/coordinator-connect?package=<id> → /coordinator-connect/for/<id>).
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { importGenerated } from './generated-module';
import { anyKey, filterPagePath, hospitalChoices, hospitalFilterQuery, readHospitalFilter, type FilterableHospital, type HospitalFilter } from '../src/lib/hospital-filter';
import { comparisonPath, comparisonSelections, readComparison } from '../src/lib/hospital-compare';
import { consultationPageFor } from '../src/lib/links';
import { pathTo } from '../src/routes';
import type { SiteLanguage } from '../src/lib/page-language';
import { notFoundRedirects } from './not-found-files';

/** What the rewrites are made from: the hospitals (filters, comparison) and the packages' ids (the request form). */
export interface RewriteContent {
  hospitals: readonly (FilterableHospital & { id: string })[];
  packageIds: readonly string[];
}

/** The page an address shows: itself, except an address whose query makes a choice that has a pre-rendered page. */
export function queryPageFor(pathname: string, search: string, content: RewriteContent): string {
  if (!search) return pathname;
  if (pathname === pathTo('/hospitals/compare')) {
    const chosen = readComparison(search, content.hospitals.map((hospital) => hospital.id));
    return chosen.length > 0 ? comparisonPath(chosen) : pathname;
  }
  if (pathname === pathTo('/coordinator-connect')) return consultationPageFor(search, content.packageIds);
  return filterPageFor(pathname, search, content.hospitals);
}

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

/** The rules of the comparison, the most hospitals first (a host takes the first rule that matches), and of the request form's package. */
export function choiceRewriteRules(content: RewriteContent): string[] {
  const compare = pathTo('/hospitals/compare');
  const selections = comparisonSelections(content.hospitals.map((hospital) => hospital.id)).sort((a, b) => b.length - a.length);
  const connect = pathTo('/coordinator-connect');
  return [
    ...selections.map((ids) => `${compare} ${ids.map((id) => `${id}=on`).join(' ')} ${queryPageFor(compare, `?${ids.map((id) => `${id}=on`).join('&')}`, content)} 200!`),
    ...content.packageIds.map((id) => `${connect} package=${id} ${queryPageFor(connect, `?package=${id}`, content)} 200!`),
  ];
}

/** The whole of dist/_redirects; with the site's languages, each one's missing addresses answered by its own not-found page. */
export function redirectsFile(hospitals: readonly FilterableHospital[], content?: RewriteContent, languages?: readonly SiteLanguage[]): string {
  const notFound = languages ? notFoundRedirects(languages) : [];
  return [
    '# Written by the build (scripts/filter-rewrites.ts): /hospitals with a filter in its query shows the pre-rendered page of that filter.',
    `# "${anyKey}" in a page's address stands for no choice; a key no hospital has is left out, as the project's server does.`,
    ...filterRewriteRules(hospitals),
    ...(content ? ['# The hospital comparison (a checkbox per hospital, "on" when ticked) and the package the request form shows chosen.', ...choiceRewriteRules(content)] : []),
    ...(notFound.length ? ["# A missing address under a language's folder gets that language's not-found page (scripts/not-found-files.ts); any other, /404.html.", ...notFound] : []),
    '',
  ].join('\n');
}

/** Writes dist/_redirects from the hospitals of the content (the generated module, read after the content step has written it). */
export async function writeRedirects(root: string, dist: string): Promise<void> {
  const { hospitals } = await importGenerated<{ hospitals: RewriteContent['hospitals'] }>(root, 'hospitals.ts');
  const { packages } = await importGenerated<{ packages: Array<{ id: string }> }>(root, 'packages.ts');
  const { languages } = await importGenerated<{ languages: SiteLanguage[] }>(root, 'languages.ts');
  await writeFile(join(dist, '_redirects'), redirectsFile(hospitals, { hospitals, packageIds: packages.map((pkg) => pkg.id) }, languages));
}
