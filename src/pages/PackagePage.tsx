import { ArrowLeft } from 'lucide-react';
import { EmergencyCallBox } from '../components/EmergencyCallBox';
import { EntryBody } from '../components/EntryBody';
import { PageHead } from '../components/PageHead';
import { ReviewedBy } from '../components/ReviewedBy';
import { TabSet, type TabItem } from '../components/TabSet';
import { IncludedList, MarkedList, NotIncludedList } from '../components/packages/IncludedList';
import { PackageJsonLd } from '../components/packages/PackageJsonLd';
import { PackagePrice } from '../components/packages/PackagePrice';
import { QuickFacts } from '../components/packages/QuickFacts';
import { Rating } from '../components/packages/Rating';
import type { Entry } from '../content/collections';
import { contact } from '../generated/site';
import { useEntry } from '../lib/entry-loader';
import { formatPrice } from '../lib/format';
import { consultationHref } from '../lib/links';
import { pathTo } from '../routes';

/** The tabs a package has: decided by which content its file holds, never by its id. */
function packageTabs(pkg: Entry<'packages'>): TabItem[] {
  const tabs: TabItem[] = [
    { id: 'included', label: "What's Included", content: <IncludedList pkg={pkg} /> },
    { id: 'not-included', label: 'Not Included', content: <NotIncludedList items={pkg.notIncluded} /> },
  ];
  if (pkg.costBreakdown && pkg.price !== undefined)
    tabs.push({
      id: 'cost-breakdown',
      label: 'Cost Breakdown',
      content: (
        <table className="w-full max-w-xl text-left text-sm">
          <caption className="sr-only">Cost breakdown of the {pkg.shortName} package</caption>
          <thead>
            <tr className="border-b border-slate-300 text-slate-600">
              <th scope="col" className="py-2 font-semibold">Item</th>
              <th scope="col" className="py-2 text-right font-semibold">Cost</th>
            </tr>
          </thead>
          <tbody>
            {pkg.costBreakdown.map((line) => (
              <tr key={line.item} className="border-b border-slate-100">
                <td className="py-2 text-slate-800">{line.item}</td>
                <td className="py-2 text-right tabular-nums text-slate-800">{formatPrice(line.cost)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" className="py-2 font-bold text-slate-900">Total package price</th>
              <td className="py-2 text-right font-bold tabular-nums text-brand-800">{formatPrice(pkg.price)}</td>
            </tr>
          </tfoot>
        </table>
      ),
    });
  if (pkg.journey)
    tabs.push({
      id: 'journey',
      label: 'Your Journey',
      content: (
        <ol className="space-y-4">
          {pkg.journey.map((stage, index) => (
            <li key={stage.title} className="flex gap-4">
              <span aria-hidden="true" className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white">
                {index + 1}
              </span>
              <div>
                <p className="text-sm font-semibold text-brand-700">{stage.day}</p>
                <h3 className="font-semibold text-slate-900">{stage.title}</h3>
                <p className="mt-1 text-sm text-slate-700">{stage.description}</p>
              </div>
            </li>
          ))}
        </ol>
      ),
    });
  if (pkg.benefits)
    tabs.push({
      id: 'benefits',
      label: 'Long-term Benefits',
      content: <MarkedList items={pkg.benefits} mark="check" />,
    });
  if (pkg.html?.trim()) tabs.push({ id: 'details', label: 'Details', content: <EntryBody html={pkg.html} /> });
  return tabs;
}

/** Every package page, /packages/<id>, from its file in content/packages/. */
export default function PackagePage() {
  const pkg = useEntry('packages');
  const consult = consultationHref({ package: pkg.id });
  return (
    <div>
      <PageHead title={pkg.name} description={pkg.description} />
      <PackageJsonLd pkg={pkg} />
      <section className="bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-6xl px-4 pb-8 pt-6">
          <a href={pathTo('/packages')} className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline">
            <ArrowLeft aria-hidden="true" className="size-4" /> All packages
          </a>
          <div className="mt-4 grid gap-8 lg:grid-cols-[1fr_22rem]">
            <div>
              <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">{pkg.name}</h1>
              <p className="mt-3 text-lg text-slate-700">{pkg.description}</p>
              {pkg.rating !== undefined && pkg.reviewCount !== undefined && (
                <div className="mt-3">
                  <Rating rating={pkg.rating} reviewCount={pkg.reviewCount} />
                </div>
              )}
              <div className="mt-3">
                <ReviewedBy reviewedBy={pkg.review.reviewedBy} date={pkg.review.lastReviewed} />
              </div>
            </div>
            <div className="rounded-card border border-slate-200 bg-white p-5 shadow-sm" data-testid="package-price">
              <PackagePrice pkg={pkg} size="lg" />
              <div className="mt-4 grid gap-2">
                <a href={consult} className="rounded-xl bg-brand-700 px-4 py-3 text-center font-semibold text-white hover:bg-brand-800">
                  Book Surgery Now
                </a>
                <a href={consult} className="rounded-xl border border-brand-700 px-4 py-3 text-center font-semibold text-brand-800 hover:bg-brand-50">
                  {pkg.consultationLabel}
                </a>
              </div>
            </div>
          </div>
        </div>
      </section>
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-8">
        <section aria-labelledby="quick-facts">
          <h2 id="quick-facts" className="text-xl font-bold text-slate-900">
            Quick facts
          </h2>
          <div className="mt-4 rounded-card border border-slate-200 p-5">
            <QuickFacts pkg={pkg} />
          </div>
        </section>
        <section aria-labelledby="best-for">
          <h2 id="best-for" className="text-xl font-bold text-slate-900">
            Who this package is for
          </h2>
          <ul className="mt-3 list-disc space-y-1 pl-5 text-slate-700">
            {pkg.bestFor.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="package-tabs">
          <h2 id="package-tabs" className="sr-only">
            Package details
          </h2>
          <TabSet label={`${pkg.shortName} package details`} tabs={packageTabs(pkg)} />
        </section>
        <section aria-labelledby="next-step" className="rounded-card bg-brand-800 p-6 text-white sm:p-8">
          <h2 id="next-step" className="text-2xl font-bold">
            Ready to plan your treatment?
          </h2>
          <p className="mt-2 max-w-2xl text-brand-100">
            Send your reports for a personalised quote. A coordinator answers {contact.responseTime}.
          </p>
          <div className="mt-5 flex flex-wrap gap-3">
            <a href={consult} className="rounded-xl bg-white px-5 py-3 font-semibold text-brand-800 hover:bg-brand-50">
              Get Personalized Quote
            </a>
            <a href={consult} className="rounded-xl border border-white px-5 py-3 font-semibold text-white hover:bg-brand-700">
              Connect with a Coordinator
            </a>
            <a
              href={`https://wa.me/${contact.whatsapp.number.slice(1)}?text=${encodeURIComponent(`Hello, I would like to know more about the ${pkg.name}.`)}`}
              className="rounded-xl px-2 py-3 font-semibold text-white underline underline-offset-4 hover:text-brand-100"
            >
              Message us on WhatsApp
            </a>
          </div>
        </section>
        <EmergencyCallBox />
      </div>
    </div>
  );
}
