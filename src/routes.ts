// The site's addresses: data and the functions that fill them. A leaf module: it imports nothing,
// so every layer (content step, pages, components, islands, scripts, tests) may import it. Which
// template renders an address is bound above the pages, in src/app-routes.ts.

export interface PageRoute {
  /** The address, as react-router writes it; a ":param" part is filled from `entries`. */
  path: string;
  /** The template that renders the page (a file in src/pages/), loaded when the page is visited. */
  template: string;
  /** For a path with a parameter: every entry of this collection gets a page. */
  entries?: string;
  /** For a fixed path that shows one entry. */
  entry?: { collection: string; id: string };
  /** Kept out of search engines and sitemap.xml (demo pages). */
  noindex?: boolean;
  /** For a path with parameters whose addresses the content step lists from a collection's entries (the blog's category and grid pages). */
  listing?: string;
  /** In another language, only the entries translated up to date get a page; links to the others go to the source's page (blog articles). */
  translatedOnly?: boolean;
}

interface RedirectRoute {
  /** The old address. */
  path: string;
  /** Where it moved. */
  to: string;
}

/** THE route table: every page of the site, declared once. Menus, sitemap, pre-rendering and the link checker derive from it. */
const routeTable = [
  { path: '/', template: 'HomePage' },
  { path: '/packages', template: 'PackagesPage' },
  { path: '/packages/:id', template: 'PackagePage', entries: 'packages' },
  { path: '/coordinator-connect', template: 'CoordinatorConnectPage' },
  { path: '/coordinator-connect/for/:package', template: 'CoordinatorConnectPage', listing: 'packages', noindex: true },
  { path: '/patient-journey', template: 'PatientJourneyPage' },
  { path: '/patient-journey-persona', template: 'PersonasPage' },
  { path: '/resources', template: 'ResourcesPage' },
  { path: '/resources/cost-estimator', template: 'CostEstimatorPage' },
  { path: '/emergency-support', template: 'EmergencySupportPage' },
  { path: '/doctor-profile', template: 'DoctorPage', entry: { collection: 'people', id: 'rajesh-kumar' } },
  { path: '/doctors', template: 'DoctorsPage' },
  { path: '/doctors/:id', template: 'DoctorPage', entries: 'people' },
  { path: '/doctor-dashboard', template: 'DoctorDashboardPage', noindex: true },
  { path: '/doctor-verification', template: 'DoctorVerificationPage' },
  { path: '/hospitals', template: 'HospitalsPage' },
  { path: '/hospitals/filter/:city/:accreditation', template: 'HospitalsPage', listing: 'hospitals', noindex: true },
  { path: '/hospitals/compare', template: 'HospitalComparePage' },
  { path: '/hospitals/compare/:selection', template: 'HospitalComparePage', listing: 'hospitals', noindex: true },
  { path: '/hospital', template: 'HospitalPage', entry: { collection: 'hospitals', id: 'apollo-delhi' } },
  { path: '/hospital/:hospitalId', template: 'HospitalPage', entries: 'hospitals' },
  { path: '/blog', template: 'BlogPage' },
  { path: '/blog/page/:page', template: 'BlogPage', listing: 'blog' },
  { path: '/blog/category/:category', template: 'BlogPage', listing: 'blog' },
  { path: '/blog/category/:category/page/:page', template: 'BlogPage', listing: 'blog' },
  { path: '/blog/:id', template: 'ArticlePage', entries: 'blog', translatedOnly: true },
  { path: '/tourism', template: 'TourismPage' },
  { path: '/why-india', template: 'WhyIndiaPage' },
  { path: '/patient-dashboard', template: 'PatientDashboardPage', noindex: true },
  { path: '/coordinator-dashboard', template: 'CoordinatorDashboardPage', noindex: true },
  { path: '/sitemap', template: 'SitemapPage' },
  { path: '/how-we-count', template: 'HowWeCountPage' },
  { path: '/your-request', template: 'YourRequestPage', noindex: true },
  { path: '/styleguide', template: 'StyleguidePage', noindex: true },
  { path: '/privacy', template: 'LegalPage', entry: { collection: 'legal', id: 'privacy' } },
  { path: '/terms', template: 'LegalPage', entry: { collection: 'legal', id: 'terms' } },
  { path: '/medical-disclaimer', template: 'LegalPage', entry: { collection: 'legal', id: 'medical-disclaimer' } },
] as const satisfies readonly PageRoute[];


/** An address of the route table, as written there ("/packages/:id"). */
type RoutePath = (typeof routeTable)[number]['path'];

/** The name of a template the route table uses; src/app-routes.ts checks each is a file of src/pages/. */
export type RouteTemplate = (typeof routeTable)[number]['template'];

type Collections<R> = R extends { entries: infer C } ? C : R extends { entry: { collection: infer C } } ? C : never;
/** A collection whose entries get pages; src/app-routes.ts checks each is a collection of src/content/collections.ts. */
export type RouteCollection = Collections<(typeof routeTable)[number]>;

/** A route as the table's readers see it: its collections named by their names. */
export type TableRoute = Omit<PageRoute, 'entries' | 'entry'> & { entries?: RouteCollection; entry?: { collection: RouteCollection; id: string } };

/** Every page route, each read alike. */
export const pageRoutes: readonly TableRoute[] = routeTable;

/** The ":name" parts of an address. */
const parameter = /:([A-Za-z]+)/g;

/**
 * An address with each ":name" part filled from `params`, encoded so an id holding "/", "?" or "#"
 * stays one part of the path. The one place a parameter is filled.
 */
export function fillPath(path: string, params: Readonly<Record<string, string>>): string {
  return path.replace(parameter, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`The address ${path} needs a value for :${name}`);
    return encodeURIComponent(value);
  });
}

/** The names of an address's ":name" parts, in order. */
export function parametersOf(path: string): string[] {
  return [...path.matchAll(parameter)].map((match) => match[1]);
}

type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}` ? Name | ParamNames<`/${Rest}`> : P extends `${string}:${infer Name}` ? Name : never;
type RouteParams<P extends string> = [ParamNames<P>] extends [never] ? [] : [params: Record<ParamNames<P>, string>];

/**
 * The address of a page, built from the route table: `pathTo('/packages/:id', { id })`. A path
 * the table does not have fails the type check, so a renamed route cannot leave a dead link.
 */
export function pathTo<P extends RoutePath>(path: P, ...[params]: RouteParams<P>): string {
  return fillPath(path, params ?? {});
}

/**
 * Addresses the project's own server answers per request, behind a session (the care-team inbox):
 * not pages of the static build, so the build does not write them, yet links to them are not broken.
 */
export const careTeamPath = '/care-team';
/** The patient's side of a request (server/patient/): the pages behind a private link. */
export const patientPath = '/patient';
export const serverPaths: readonly string[] = [careTeamPath, patientPath];

/** Addresses that moved: each gets a pre-rendered page that forwards without JavaScript, and a client redirect. */
export const redirects: RedirectRoute[] = [{ path: '/packages/fistula-repair', to: '/packages/fistula-surgery' }];

/** The address of one entry's page: the route's one parameter filled with the entry's id. */
function entryPath(route: TableRoute, id: string): string {
  const [name] = parametersOf(route.path);
  return fillPath(route.path, { [name]: id });
}

/** Every address a visitor can open, given the ids of each collection. */
export function expandPaths(idsOf: (collection: RouteCollection) => Iterable<string>, routes: readonly TableRoute[] = pageRoutes): string[] {
  // Listing addresses depend on the entries' fields; the content step adds them once those are valid.
  return routes.flatMap((route) => (route.listing ? [] : route.entries ? [...idsOf(route.entries)].map((id) => entryPath(route, id)) : [route.path]));
}

/** Whether `path` is an address of `route` (any value in a parameter's place, one path part each). */
/** Each route's pattern, made once: routeForPath runs for every link of every page the build writes. */
const patterns = new Map<string, RegExp | null>();

/** The regular expression of the addresses a route with parameters serves; null for a fixed address. */
function patternOf(route: TableRoute): RegExp | null {
  let pattern = patterns.get(route.path);
  if (pattern === undefined) {
    const source = route.path.split(parameter).map((part, index) => (index % 2 ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))).join('');
    patterns.set(route.path, (pattern = parametersOf(route.path).length > 0 ? new RegExp(`^${source}$`) : null));
  }
  return pattern;
}

/**
 * The route a path belongs to: a fixed address before any address with a parameter, wherever
 * each stands in the table, so /blog/feed is never read as the article "feed".
 */
export function routeForPath(path: string, routes: readonly TableRoute[] = pageRoutes): TableRoute | undefined {
  return byAddress(routes).get(path) ?? routes.find((route) => patternOf(route)?.test(path));
}

/** Each table's routes by their address as written, the first of each, made once a table: routeForPath runs for every page of every build, over ten thousand at a time. */
const addresses = new WeakMap<readonly TableRoute[], ReadonlyMap<string, TableRoute>>();

function byAddress(routes: readonly TableRoute[]): ReadonlyMap<string, TableRoute> {
  let found = addresses.get(routes);
  if (!found) {
    const made = new Map<string, TableRoute>();
    for (const route of routes) if (!made.has(route.path)) made.set(route.path, route);
    addresses.set(routes, (found = made));
  }
  return found;
}

/** The addresses that show one entry each, as the part before the id ("/packages/"), with their collection. */
export function entryRoutePrefixes(): Array<{ prefix: string; collection: RouteCollection }> {
  return pageRoutes.flatMap((route) => (route.entries ? [{ prefix: route.path.slice(0, route.path.indexOf(':')), collection: route.entries }] : []));
}
