import { Clock } from 'lucide-react';
import { PageHead } from '../components/PageHead';
import { PackageCard } from '../components/packages/PackageCard';
import { packagesInOrder } from '../lib/packages';
import { claims, packagesPage } from '../generated/site';
import { usePageMeta } from '../lib/page-meta';

/** /packages: every package as a card with tabs, in two columns (one on a phone). */
export default function PackagesPage() {
  const meta = usePageMeta();
  const timing = claims.claims.find((claim) => claim.id === packagesPage.timingClaim)!;
  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <PageHead title={meta.title} description={meta.description} />
      <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">{meta.title}</h1>
      <p className="mt-3 max-w-3xl text-lg text-slate-700">{meta.description}</p>
      <p className="mt-4 inline-flex items-center gap-2 rounded-full bg-brand-50 px-4 py-2 text-sm font-semibold text-brand-800">
        <Clock aria-hidden="true" className="size-4" /> Surgery within {timing.figure} of booking
      </p>
      <h2 className="sr-only">Packages</h2>
      <div className="mt-8 grid gap-6 md:grid-cols-2">
        {packagesInOrder.map((pkg) => (
          <PackageCard key={pkg.id} pkg={pkg} withTabs />
        ))}
      </div>
      <section aria-labelledby="package-reasons" className="mt-14">
        <h2 id="package-reasons" className="text-2xl font-bold text-slate-900">
          What every package gives you
        </h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {packagesPage.reasons.map((reason) => (
            <li key={reason.title} className="rounded-card bg-brand-50 p-5">
              <h3 className="font-semibold text-brand-900">{reason.title}</h3>
              <p className="mt-1 text-sm text-slate-700">{reason.text}</p>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
