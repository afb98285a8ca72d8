import { ArrowRight, BadgeCheck, Building2, HeartHandshake, PiggyBank } from 'lucide-react';
import { PageHead } from '../components/PageHead';
import { CostComparison } from '../components/home/CostComparison';
import { Testimonials } from '../components/home/Testimonials';
import { PackageCard } from '../components/packages/PackageCard';
import { claims, home } from '../generated/site';
import { homeCostComparison } from '../lib/cost-comparison';
import { formatPrice } from '../lib/format';
import { packagesInOrder } from '../lib/packages';
import { usePageMeta } from '../lib/page-meta';
import { pathTo } from '../routes';

const reasonIcons = [Building2, BadgeCheck, PiggyBank, HeartHandshake];

export default function HomePage() {
  const meta = usePageMeta();
  const comparison = homeCostComparison();
  const featured = packagesInOrder.filter((pkg) => pkg.featured).slice(0, 3);
  const stats = home.stats.map((id) => claims.claims.find((claim) => claim.id === id)!);
  return (
    <>
      <PageHead title={meta.title} description={meta.description} />
      <section className="bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-12 lg:grid-cols-2 lg:py-16">
          <div>
            <p className="inline-block rounded-full bg-accent-50 px-4 py-1.5 text-sm font-semibold text-accent-700" data-testid="savings-banner">
              Save {formatPrice(comparison.savings.amount)} ({comparison.savings.percent}%) on {comparison.packageName.toLowerCase()} surgery
              compared with the USA
            </p>
            <h1 className="mt-4 text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">{home.hero.heading}</h1>
            <p className="mt-4 text-lg text-slate-700">{home.hero.text}</p>
            <div className="mt-6 flex flex-wrap gap-3">
              <a href={pathTo('/packages')} className="inline-flex items-center gap-2 rounded-xl bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800">
                View Surgery Packages <ArrowRight aria-hidden="true" className="size-4" />
              </a>
              <a href={pathTo('/coordinator-connect')} className="rounded-xl border border-brand-700 bg-white px-5 py-3 font-semibold text-brand-800 hover:bg-brand-50">
                Connect with Care Coordinator
              </a>
            </div>
          </div>
          <CostComparison rows={comparison.rows} savings={comparison.savings} packageName={comparison.packageName} />
        </div>
      </section>

      <section aria-labelledby="featured-packages" className="mx-auto max-w-7xl px-4 py-12">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <h2 id="featured-packages" className="text-2xl font-bold text-slate-900 sm:text-3xl">
            Popular surgery packages
          </h2>
          <a href={pathTo('/packages')} className="font-semibold text-brand-700 underline underline-offset-2">
            All packages
          </a>
        </div>
        <div className="mt-6 grid gap-6 lg:grid-cols-3">
          {featured.map((pkg) => (
            <PackageCard key={pkg.id} pkg={pkg} />
          ))}
        </div>
      </section>

      <section aria-labelledby="reasons" className="bg-slate-50">
        <div className="mx-auto max-w-7xl px-4 py-12">
          <h2 id="reasons" className="text-2xl font-bold text-slate-900 sm:text-3xl">
            Why patients choose us
          </h2>
          <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {home.reasons.map((reason, index) => {
              const Icon = reasonIcons[index % reasonIcons.length];
              return (
                <li key={reason.href} className="flex flex-col rounded-card bg-white p-5 shadow-sm">
                  <Icon aria-hidden="true" className="size-7 text-brand-600" />
                  <h3 className="mt-3 font-semibold text-slate-900">{reason.title}</h3>
                  <p className="mt-1 flex-1 text-sm text-slate-700">{reason.text}</p>
                  <a href={reason.href} className="mt-3 text-sm font-semibold text-brand-700 underline underline-offset-2">
                    {reason.linkLabel}
                  </a>
                </li>
              );
            })}
          </ul>
        </div>
      </section>

      <section aria-labelledby="stats" className="mx-auto max-w-7xl px-4 py-12">
        <h2 id="stats" className="sr-only">
          Our record
        </h2>
        <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
          {stats.map((claim) => (
            <div key={claim.id} className="flex flex-col-reverse rounded-card border border-slate-200 p-5 text-center">
              <dt className="mt-1 text-sm font-medium text-slate-700">
                {claim.label}
                <span className="mt-1 block text-xs font-normal text-slate-500">{claim.meaning}</span>
              </dt>
              <dd className="text-3xl font-extrabold text-brand-800">{claim.figure}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section aria-labelledby="testimonials" className="mx-auto max-w-7xl px-4 pb-12">
        <h2 id="testimonials" className="text-2xl font-bold text-slate-900 sm:text-3xl">
          In our patients' words
        </h2>
        <div className="mt-6">
          <Testimonials />
        </div>
      </section>

      <section aria-labelledby="closing" className="mx-auto max-w-7xl px-4">
        <div className="rounded-card bg-brand-800 p-8 text-white sm:p-10">
          <h2 id="closing" className="text-2xl font-bold sm:text-3xl">
            {home.closing.heading}
          </h2>
          <p className="mt-2 max-w-2xl text-brand-100">{home.closing.text}</p>
          <a href={pathTo('/coordinator-connect')} className="mt-6 inline-block rounded-xl bg-white px-5 py-3 font-semibold text-brand-800 hover:bg-brand-50">
            Send your reports
          </a>
        </div>
      </section>
    </>
  );
}
