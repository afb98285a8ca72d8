// The binding of addresses to templates, above the pages: the route table (src/routes.ts) says
// which template renders each address; this module loads that template and its entry, for the
// server only (build and dev). The browser gets no router: pages link to pages.
import type { ComponentType } from 'react';
import { redirect, type RouteObject } from 'react-router';
import { Layout } from './components/layout/Layout';
import type { CollectionName } from './content/collections';
import { loadEntry } from './lib/entry-loader';
import NotFoundPage from './pages/NotFoundPage';
import RouteErrorPage from './pages/RouteErrorPage';
import { pageTemplates } from './pages';
import { pageRoutes, parametersOf, redirects, type RouteCollection, type RouteTemplate } from './routes';

// The route table names templates and collections as plain strings, so it can stay a leaf; these
// two lines fail the type check when it names a template or a collection that does not exist.
const templates: Record<RouteTemplate, (typeof pageTemplates)[keyof typeof pageTemplates]> = pageTemplates;
const collectionOf = (name: RouteCollection): CollectionName => name;

interface Shell {
  Layout: ComponentType;
  NotFound: ComponentType;
  ErrorBoundary: ComponentType;
}

/** react-router's route objects: every address matched to its template and entry, then redirects, then the not-found page. */
export function buildRouteObjects(shell: Shell): RouteObject[] {
  const children: RouteObject[] = pageRoutes.map((route) => ({
    path: route.path,
    id: route.path,
    lazy: async () => {
      const module = await templates[route.template as RouteTemplate]();
      const source = route.entries ?? route.entry?.collection;
      const [parameter] = parametersOf(route.path);
      return {
        Component: module.default,
        loader: source
          ? ({ params }: { params: Record<string, string | undefined> }) => loadEntry(collectionOf(source), route.entry?.id ?? params[parameter] ?? '')
          : undefined,
      };
    },
  }));
  for (const moved of redirects) children.push({ path: moved.path, id: moved.path, loader: () => redirect(moved.to, 301) });
  children.push({ path: '*', id: 'not-found', Component: shell.NotFound });
  // The error boundary sits below the layout, so a missing entry still gets the header and footer.
  return [{ id: 'root', Component: shell.Layout, children: [{ id: 'pages', ErrorBoundary: shell.ErrorBoundary, children }] }];
}

/** The route objects both entries use: the route table with the layout and error pages attached. */
export const routeObjects = buildRouteObjects({ Layout, NotFound: NotFoundPage, ErrorBoundary: RouteErrorPage });
