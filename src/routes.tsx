import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import type { CollectionName } from './content/collections';
import { loadEntry } from './lib/entry-loader';
import type { PageTemplate, pageTemplates } from './pages';

export interface PageRoute {
  /** The address, as react-router writes it; a ":param" part is filled from `entries`. */
  path: string;
  /** The template that renders the page (a file in src/pages/), loaded when the page is visited. */
  template: PageTemplate;
  /** For a path with a parameter: every entry of this collection gets a page. */
  entries?: CollectionName;
  /** For a fixed path that shows one entry. */
  entry?: { collection: CollectionName; id: string };
  /** Kept out of search engines and sitemap.xml (demo pages). */
  noindex?: boolean;
}

export interface RedirectRoute {
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
  { path: '/patient-journey', template: 'PatientJourneyPage' },
  { path: '/patient-journey-persona', template: 'PersonasPage' },
  { path: '/resources', template: 'ResourcesPage' },
  { path: '/resources/cost-estimator', template: 'CostEstimatorPage' },
  { path: '/emergency-support', template: 'EmergencySupportPage' },
  { path: '/doctor-profile', template: 'SimplePage' },
  { path: '/doctor-dashboard', template: 'SimplePage', noindex: true },
  { path: '/doctor-verification', template: 'SimplePage' },
  { path: '/hospitals', template: 'SimplePage' },
  { path: '/hospital', template: 'SimplePage' },
  { path: '/hospital/:hospitalId', template: 'HospitalPage', entries: 'hospitals' },
  { path: '/blog', template: 'SimplePage' },
  { path: '/blog/:id', template: 'ArticlePage', entries: 'blog' },
  { path: '/tourism', template: 'TourismPage' },
  { path: '/why-india', template: 'WhyIndiaPage' },
  { path: '/patient-dashboard', template: 'SimplePage', noindex: true },
  { path: '/coordinator-dashboard', template: 'SimplePage', noindex: true },
  { path: '/sitemap', template: 'SitemapPage' },
  { path: '/how-we-count', template: 'HowWeCountPage' },
  { path: '/styleguide', template: 'StyleguidePage', noindex: true },
  { path: '/privacy', template: 'LegalPage', entry: { collection: 'legal', id: 'privacy' } },
  { path: '/terms', template: 'LegalPage', entry: { collection: 'legal', id: 'terms' } },
  { path: '/medical-disclaimer', template: 'LegalPage', entry: { collection: 'legal', id: 'medical-disclaimer' } },
] as const satisfies readonly PageRoute[];

/** Every page route, each read alike. */
export const pageRoutes: readonly PageRoute[] = routeTable;

/** An address of the route table, as written there ("/packages/:id"). */
export type RoutePath = (typeof routeTable)[number]['path'];

type RouteParams<P extends string> = P extends `${string}:${infer Name}` ? [params: Record<Name, string>] : [];

/**
 * The address of a page, built from the route table: `pathTo('/packages/:id', { id })`. A path
 * the table does not have fails the type check, so a renamed route cannot leave a dead link.
 */
export function pathTo<P extends RoutePath>(path: P, ...[params]: RouteParams<P>): string {
  return params ? path.replace(/:([A-Za-z]+)/, (_, name: string) => encodeURIComponent((params as Record<string, string>)[name])) : path;
}

/** Addresses that moved: each gets a pre-rendered page that forwards without JavaScript, and a client redirect. */
export const redirects: RedirectRoute[] = [{ path: '/packages/fistula-repair', to: '/packages/fistula-surgery' }];

/** Every address a visitor can open, given the ids of each collection. */
export function expandPaths(idsOf: (collection: CollectionName) => Iterable<string>): string[] {
  const paths: string[] = [];
  for (const route of pageRoutes) {
    if (!route.entries) {
      paths.push(route.path);
      continue;
    }
    for (const id of idsOf(route.entries)) paths.push(route.path.replace(/:[A-Za-z]+/, id));
  }
  return paths;
}

/** The route a path belongs to (first match wins, fixed paths before parameters). */
export function routeForPath(path: string): PageRoute | undefined {
  return (
    pageRoutes.find((route) => route.path === path) ??
    pageRoutes.find((route) => route.entries && new RegExp(`^${route.path.replace(/:[A-Za-z]+/, '[^/]+')}$`).test(path))
  );
}

/** The addresses that show one entry each, as the part before the id ("/packages/"), with their collection. */
export function entryRoutePrefixes(): Array<{ prefix: string; collection: CollectionName }> {
  return pageRoutes.flatMap((route) => (route.entries ? [{ prefix: route.path.replace(/:[A-Za-z]+$/, ''), collection: route.entries }] : []));
}

/**
 * react-router's route objects, for the server only (build and dev): it matches an address to its
 * template and entry and renders it to HTML. The browser gets no router: pages link to pages.
 */
export function buildRouteObjects(templates: typeof pageTemplates, shell: {
  Layout: ComponentType;
  NotFound: ComponentType;
  ErrorBoundary: ComponentType;
}): RouteObject[] {
  const children: RouteObject[] = pageRoutes.map((route) => ({
    path: route.path,
    id: route.path,
    lazy: async () => {
      const module = await templates[route.template]();
      const source = route.entries ?? route.entry?.collection;
      return {
        Component: module.default,
        loader: source
          ? ({ params }: { params: Record<string, string | undefined> }) =>
              loadEntry(source, route.entry?.id ?? Object.values(params)[0] ?? '')
          : undefined,
      };
    },
  }));
  for (const redirect of redirects) {
    children.push({
      path: redirect.path,
      id: redirect.path,
      lazy: async () => {
        const { redirect: toTarget } = await import('react-router');
        return { loader: () => toTarget(redirect.to, 301) };
      },
    });
  }
  children.push({ path: '*', id: 'not-found', Component: shell.NotFound });
  // The error boundary sits below the layout, so a missing entry still gets the header and footer.
  return [{ id: 'root', Component: shell.Layout, children: [{ id: 'pages', ErrorBoundary: shell.ErrorBoundary, children }] }];
}
