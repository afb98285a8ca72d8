import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import type { CollectionName } from './content/collections';

/** What a page template module exports. */
export interface PageModule {
  default: ComponentType;
}

export interface PageRoute {
  /** The address, as react-router writes it; a ":param" part is filled from `entries`. */
  path: string;
  /** The template that renders the page, loaded when the page is visited. */
  page: () => Promise<PageModule>;
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

const simple = () => import('./pages/SimplePage');
const legal = () => import('./pages/LegalPage');

/** THE route table: every page of the site, declared once. Menus, sitemap, pre-rendering and the link checker derive from it. */
export const pageRoutes: PageRoute[] = [
  { path: '/', page: () => import('./pages/HomePage') },
  { path: '/packages', page: () => import('./pages/PackagesPage') },
  { path: '/packages/:id', page: () => import('./pages/PackagePage'), entries: 'packages' },
  { path: '/coordinator-connect', page: simple },
  { path: '/patient-journey', page: simple },
  { path: '/patient-journey-persona', page: simple },
  { path: '/resources', page: simple },
  { path: '/emergency-support', page: simple },
  { path: '/doctor-profile', page: simple },
  { path: '/doctor-dashboard', page: simple, noindex: true },
  { path: '/doctor-verification', page: simple },
  { path: '/hospitals', page: simple },
  { path: '/hospital', page: simple },
  { path: '/hospital/:hospitalId', page: () => import('./pages/HospitalPage'), entries: 'hospitals' },
  { path: '/blog', page: simple },
  { path: '/tourism', page: simple },
  { path: '/why-india', page: simple },
  { path: '/patient-dashboard', page: simple, noindex: true },
  { path: '/coordinator-dashboard', page: simple, noindex: true },
  { path: '/sitemap', page: () => import('./pages/SitemapPage') },
  { path: '/privacy', page: legal, entry: { collection: 'legal', id: 'privacy' } },
  { path: '/terms', page: legal, entry: { collection: 'legal', id: 'terms' } },
  { path: '/medical-disclaimer', page: legal, entry: { collection: 'legal', id: 'medical-disclaimer' } },
];

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

/** react-router's route objects: the layout around every page, templates loaded on demand. */
export function buildRouteObjects(shell: {
  Layout: ComponentType;
  NotFound: ComponentType;
  ErrorBoundary: ComponentType;
}): RouteObject[] {
  const children: RouteObject[] = pageRoutes.map((route) => ({
    path: route.path,
    id: route.path,
    lazy: async () => {
      const [module, { loadEntry }] = await Promise.all([route.page(), import('./lib/entry-loader')]);
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
  return [{ id: 'root', Component: shell.Layout, ErrorBoundary: shell.ErrorBoundary, children }];
}
