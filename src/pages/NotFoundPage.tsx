import { Home } from 'lucide-react';
import { EmergencyCallBox } from '../components/EmergencyCallBox';
import { Island } from '../components/Island';
import { PageHead } from '../components/PageHead';
import { collections } from '../content/collections';
import { notFound } from '../generated/site';
import { entryRoutePrefixes, pathTo } from '../routes';

const buttonBase = 'inline-flex items-center gap-2 rounded-xl px-5 py-3 font-semibold';

/** Shown for any address the site does not have, including an entry that does not exist. */
export default function NotFoundPage() {
  const entryPages = entryRoutePrefixes().map(({ prefix, collection }) => ({ prefix, noun: collections[collection].noun }));
  return (
    <div className="mx-auto max-w-4xl px-4 py-12">
      <PageHead title={notFound.heading} description={notFound.message} noindex />
      <p className="text-6xl font-black text-brand-700" aria-hidden="true">
        404
      </p>
      <h1 className="mt-2 text-3xl font-bold text-slate-900">{notFound.heading}</h1>
      <p className="mt-3 text-lg text-slate-700">{notFound.message}</p>
      <Island name="NotFoundDetails" when="load" props={{ entryPages }} />
      <div className="mt-6 flex flex-wrap gap-3">
        <a href={pathTo('/')} className={`${buttonBase} bg-brand-700 text-white hover:bg-brand-800`}>
          <Home aria-hidden="true" className="size-4" /> Back to Home
        </a>
        <Island
          name="BackButton"
          when="idle"
          props={{ label: 'Go Back', fallbackHref: pathTo('/'), className: `${buttonBase} border border-slate-300 text-slate-800 hover:bg-slate-50` }}
        />
      </div>
      <h2 className="mt-10 text-xl font-bold text-slate-900">Popular pages</h2>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {notFound.popular.map((page) => (
          <li key={page.href}>
            <a href={page.href} className="block h-full rounded-card border border-slate-200 p-4 hover:border-brand-500 hover:bg-brand-50">
              <span className="font-semibold text-brand-800">{page.label}</span>
              <span className="mt-1 block text-sm text-slate-600">{page.description}</span>
            </a>
          </li>
        ))}
      </ul>
      <div className="mt-10">
        <EmergencyCallBox />
      </div>
    </div>
  );
}
