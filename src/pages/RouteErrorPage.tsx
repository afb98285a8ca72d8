import { isRouteErrorResponse, useRouteError } from 'react-router';
import NotFoundPage from './NotFoundPage';

const nouns: Record<string, string> = { packages: 'surgery package', hospitals: 'partner hospital', blog: 'article', legal: 'page' };

/** What a page shows when its loader fails: the not-found page for a missing entry, else a plain apology. */
export default function RouteErrorPage() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    const missing = error.data as { collection?: string; id?: string } | undefined;
    const noun = missing?.collection ? nouns[missing.collection] ?? 'page' : undefined;
    return <NotFoundPage missing={noun && missing?.id ? `We have no ${noun} called "${missing.id}".` : undefined} />;
  }
  return (
    <div className="mx-auto max-w-3xl px-4 py-16">
      <h1 className="text-3xl font-bold text-slate-900">This page could not load</h1>
      <p className="mt-3 text-slate-700">Your connection may have dropped. Check it and try again.</p>
      <button
        type="button"
        onClick={() => window.location.reload()}
        className="mt-6 rounded-xl bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800"
      >
        Try again
      </button>
    </div>
  );
}
