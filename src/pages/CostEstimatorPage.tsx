import { ArrowLeft } from 'lucide-react';
import { Island } from '../components/Island';
import { PageHead } from '../components/PageHead';
import { costEstimator } from '../generated/site';
import { formatPriceRange } from '../lib/format';
import { consultationHref } from '../lib/links';
import { packagesInOrder } from '../lib/packages';
import { usePageMeta } from '../lib/page-meta';
import { pathTo } from '../routes';

/** /resources/cost-estimator: adds up package, visas and flights; the figures it uses are listed for everyone. */
export default function CostEstimatorPage() {
  const meta = usePageMeta();
  const packages = packagesInOrder.map((pkg) => ({ id: pkg.id, name: pkg.shortName, from: pkg.priceRange.from, to: pkg.priceRange.to }));
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <PageHead title={meta.title} description={meta.description} />
      <a href={pathTo('/resources')} className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline">
        <ArrowLeft aria-hidden="true" className="size-4" /> All resources
      </a>
      <h1 className="mt-3 text-3xl font-bold text-slate-900 sm:text-4xl">{meta.title}</h1>
      <p className="mt-3 text-lg text-slate-700">{costEstimator.intro}</p>
      <div className="mt-8 rounded-card border border-slate-200 p-5 shadow-sm sm:p-6">
        <p className="hidden text-slate-700 nojs:block">The estimator adds up the figures below as you choose; it needs JavaScript, which is off in this browser.</p>
        <Island
          name="CostEstimator"
          when="visible"
          props={{ packages, visaFee: costEstimator.visaFee, maxCompanions: costEstimator.maxCompanions }}
        />
      </div>
      <p className="mt-4 text-sm text-slate-600">{costEstimator.notIncluded}</p>
      <section aria-labelledby="figures-used" className="mt-10">
        <h2 id="figures-used" className="text-xl font-bold text-slate-900">
          The figures it uses
        </h2>
        <table className="mt-3 w-full text-left text-sm sm:text-base">
          <caption className="sr-only">Package price ranges and the usual visa fee, in US dollars</caption>
          <tbody>
            {packagesInOrder.map((pkg) => (
              <tr key={pkg.id} className="border-b border-slate-100">
                <th scope="row" className="py-2 pr-3 font-medium">
                  <a href={pathTo('/packages/:id', { id: pkg.id })} className="text-brand-700 underline underline-offset-2">
                    {pkg.name}
                  </a>
                </th>
                <td className="py-2 text-right tabular-nums">{formatPriceRange(pkg.priceRange)}</td>
              </tr>
            ))}
            <tr>
              <th scope="row" className="py-2 pr-3 font-medium">
                Visa fee per traveller (usual range; it depends on your nationality)
              </th>
              <td className="py-2 text-right tabular-nums">{formatPriceRange(costEstimator.visaFee)}</td>
            </tr>
          </tbody>
        </table>
        <p className="mt-6">
          <a href={consultationHref()} className="inline-block rounded-xl bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800">
            Get an exact written quote
          </a>
        </p>
      </section>
    </div>
  );
}
