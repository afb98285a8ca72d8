import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, type HydrationState } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { routeObjects } from './app-routes';
import './styles.css';

declare global {
  interface Window {
    __staticRouterHydrationData?: HydrationState;
  }
}

async function start() {
  const container = document.getElementById('root')!;
  const hydrationData = window.__staticRouterHydrationData;
  // A pre-rendered page hydrates; 404.html (served for any unknown address) and the dev server render afresh.
  const hydrate = hydrationData !== undefined && document.documentElement.dataset.status !== '404';
  if (hydrate) {
    const lazyMatches = matchRoutes(routeObjects, window.location)?.filter((match) => match.route.lazy) ?? [];
    await Promise.all(
      lazyMatches.map(async (match) => {
        const lazy = match.route.lazy as () => Promise<object>;
        Object.assign(match.route, { ...(await lazy()), lazy: undefined });
      }),
    );
  }
  const router = createBrowserRouter(routeObjects, hydrate ? { hydrationData } : {});
  const app = (
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>
  );
  if (hydrate) hydrateRoot(container, app);
  else {
    await new Promise<void>((resolve) => {
      if (router.state.initialized) return resolve();
      const unsubscribe = router.subscribe((state) => {
        if (state.initialized) {
          unsubscribe();
          resolve();
        }
      });
    });
    createRoot(container).render(app);
  }
}

void start();
