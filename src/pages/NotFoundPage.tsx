import { ArrowLeft, Home } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { EmergencyCallBox } from '../components/EmergencyCallBox';
import { PageHead } from '../components/PageHead';
import { notFound } from '../generated/site';
import { useClientValue } from '../lib/use-client-value';

/** Shown for any address the site does not have, and for an entry that does not exist. */
export default function NotFoundPage({ missing }: { missing?: string }) {
  const navigate = useNavigate();
  const path = useClientValue(() => window.location.pathname + window.location.search, '');

  useEffect(() => {
    if (path) console.warn(`404 page not found: ${path}`);
  }, [path]);

  return (
    <div className="mx-auto max-w-4xl px-4 py-12">
      <PageHead title={notFound.heading} description={notFound.message} noindex />
      <p className="text-6xl font-black text-brand-700" aria-hidden="true">
        404
      </p>
      <h1 className="mt-2 text-3xl font-bold text-slate-900">{notFound.heading}</h1>
      <p className="mt-3 text-lg text-slate-700">{missing ?? notFound.message}</p>
      <p className="mt-2 min-h-6 text-slate-600" data-testid="requested-path">
        {path && (
          <>
            You asked for <code className="rounded bg-slate-100 px-1.5 py-0.5 text-slate-900">{path}</code>
          </>
        )}
      </p>
      <div className="mt-6 flex flex-wrap gap-3">
        <Link to="/" className="inline-flex items-center gap-2 rounded-xl bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800">
          <Home aria-hidden="true" className="size-4" /> Back to Home
        </Link>
        <button
          type="button"
          onClick={() => (window.history.length > 1 ? navigate(-1) : navigate('/'))}
          className="inline-flex items-center gap-2 rounded-xl border border-slate-300 px-5 py-3 font-semibold text-slate-800 hover:bg-slate-50"
        >
          <ArrowLeft aria-hidden="true" className="size-4" /> Go Back
        </button>
      </div>
      <h2 className="mt-10 text-xl font-bold text-slate-900">Popular pages</h2>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {notFound.popular.map((page) => (
          <li key={page.href}>
            <Link to={page.href} className="block h-full rounded-card border border-slate-200 p-4 hover:border-brand-500 hover:bg-brand-50">
              <span className="font-semibold text-brand-800">{page.label}</span>
              <span className="mt-1 block text-sm text-slate-600">{page.description}</span>
            </Link>
          </li>
        ))}
      </ul>
      <div className="mt-10">
        <EmergencyCallBox />
      </div>
    </div>
  );
}
