import { Layout } from './components/layout/Layout';
import NotFoundPage from './pages/NotFoundPage';
import RouteErrorPage from './pages/RouteErrorPage';
import { pageTemplates } from './pages';
import { buildRouteObjects } from './routes';

/** The route objects both entries use: the route table with the layout and error pages attached. */
export const routeObjects = buildRouteObjects(pageTemplates, { Layout, NotFound: NotFoundPage, ErrorBoundary: RouteErrorPage });
