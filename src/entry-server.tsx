import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { routeObjects } from './app-routes';
import { IslandIds } from './islands/ids';
import { preloadIslands } from './islands/server';

export { setIslandModules } from './islands/server';
import { setEntrySource, type EntrySource } from './lib/entry-loader';

export type RenderResult = { kind: 'redirect'; status: number; location: string } | { kind: 'page'; status: number; html: string };

const handler = createStaticHandler(routeObjects);
const islandsReady = preloadIslands();

/**
 * Renders one address to HTML, as the pre-render step writes it and the dev server answers it;
 * entries are read with `readEntry`. The page is HTML only: its islands hydrate on their own.
 */
export async function render(path: string, readEntry: EntrySource): Promise<RenderResult> {
  setEntrySource(readEntry);
  await islandsReady;
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response)
    return { kind: 'redirect', status: context.status, location: context.headers.get('Location') ?? '/' };
  const router = createStaticRouter(handler.dataRoutes, context);
  const { prelude } = await prerender(
    <StrictMode>
      <IslandIds value={{ next: 0 }}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </IslandIds>
    </StrictMode>,
  );
  const unmatched = context.matches.some((match) => match.route.id === 'not-found');
  return { kind: 'page', status: unmatched ? 404 : context.statusCode, html: await new Response(prelude).text() };
}
