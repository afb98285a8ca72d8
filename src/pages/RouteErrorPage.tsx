import { isRouteErrorResponse, useRouteError } from 'react-router';
import NotFoundPage from './NotFoundPage';

/**
 * What a page shows when rendering it fails on the server: the not-found page for an entry that
 * does not exist; anything else is a fault of the build, which must stop rather than publish it.
 */
export default function RouteErrorPage() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  throw error;
}
