import { CheckCircle2 } from 'lucide-react';
import { PageHead } from '../components/PageHead';
import { DestinationCard } from '../components/info/DestinationCard';
import { TravelPackageCard } from '../components/info/TravelPackageCard';
import { tourism } from '../generated/site';
import { usePageMeta } from '../lib/page-meta';
import { pathTo } from '../routes';

/** /tourism: destination cities, travel-and-surgery packages and reasons to choose India. */
export default function TourismPage() {
  const meta = usePageMeta();
  return (
    <div>
      <PageHead title={meta.title} description={meta.description} />
      <section className="bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-6xl px-4 py-12">
          <p className="text-sm font-bold uppercase tracking-wide text-brand-700">{meta.title}</p>
          <h1 className="mt-2 max-w-3xl text-3xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">{tourism.hero.heading}</h1>
          <p className="mt-4 max-w-3xl text-lg text-slate-700">{tourism.hero.text}</p>
          <div className="mt-6 flex flex-wrap gap-3">
            <a href={pathTo('/coordinator-connect')} className="rounded-xl bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800">
              Plan my trip with a coordinator
            </a>
            <a href={pathTo('/hospitals')} className="rounded-xl border border-brand-700 bg-white px-5 py-3 font-semibold text-brand-800 hover:bg-brand-50">
              See partner hospitals
            </a>
          </div>
        </div>
      </section>
      <div className="mx-auto grid max-w-6xl gap-12 px-4 pb-12">
        <section aria-labelledby="destinations">
          <h2 id="destinations" className="text-2xl font-bold text-slate-900">
            Destination cities
          </h2>
          <ul className="mt-5 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {tourism.destinations.map((destination) => (
              <DestinationCard key={destination.city} destination={destination} />
            ))}
          </ul>
        </section>
        <section aria-labelledby="travel-packages">
          <h2 id="travel-packages" className="text-2xl font-bold text-slate-900">
            All-inclusive packages
          </h2>
          <ul className="mt-5 grid gap-4 md:grid-cols-3">
            {tourism.packages.map((travelPackage) => (
              <TravelPackageCard key={travelPackage.title} travelPackage={travelPackage} />
            ))}
          </ul>
        </section>
        <section aria-labelledby="reasons" className="rounded-card bg-slate-50 p-5 sm:p-6">
          <h2 id="reasons" className="text-2xl font-bold text-slate-900">
            Why choose India
          </h2>
          <ul className="mt-5 grid gap-4 sm:grid-cols-2">
            {tourism.reasons.map((reason) => (
              <li key={reason.title} className="flex gap-3">
                <CheckCircle2 aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-brand-700" />
                <div>
                  <h3 className="font-semibold text-slate-900">{reason.title}</h3>
                  <p className="mt-1 text-sm text-slate-700">{reason.text}</p>
                </div>
              </li>
            ))}
          </ul>
          <p className="mt-5">
            <a href={pathTo('/why-india')} className="font-semibold text-brand-700 underline underline-offset-2">
              Compare costs with other countries
            </a>
          </p>
        </section>
      </div>
    </div>
  );
}
