import { ArrowRight } from 'lucide-react';
import type { EntryData } from '../../content/collections';
import { consultationHref } from '../../lib/links';
import { formatDuration } from '../../lib/format';
import { TabSet } from '../TabSet';
import { IncludedList, NotIncludedList } from './IncludedList';
import { PackagePrice } from './PackagePrice';
import { QuickFacts } from './QuickFacts';
import { Rating } from './Rating';
import { pathTo } from '../../routes';

/**
 * A package as a card. On /packages it carries the Included / Not Included / Details tabs;
 * on the home page it shows the summary only.
 */
export function PackageCard({ pkg, withTabs = false }: { pkg: EntryData<'packages'>; withTabs?: boolean }) {
  const headingId = `package-card-${pkg.id}`;
  return (
    <article aria-labelledby={headingId} className="flex flex-col rounded-card border border-slate-200 bg-white p-5 shadow-sm" data-testid={`package-card-${pkg.id}`}>
      <h3 id={headingId} className="text-xl font-bold text-slate-900">
        <a href={pathTo('/packages/:id', { id: pkg.id })} className="hover:text-brand-800 hover:underline">
          {pkg.name}
        </a>
      </h3>
      <p className="mt-2 text-sm text-slate-700">{pkg.description}</p>
      <div className="mt-4 flex flex-wrap items-end justify-between gap-3">
        <PackagePrice pkg={pkg} />
        <p className="text-sm text-slate-600">
          {formatDuration(pkg.stayInIndia)} in India
          <br />
          {formatDuration(pkg.hospitalStay)} in hospital
        </p>
      </div>
      {pkg.rating !== undefined && pkg.reviewCount !== undefined && (
        <div className="mt-2">
          <Rating rating={pkg.rating} reviewCount={pkg.reviewCount} />
        </div>
      )}
      {withTabs && (
        <TabSet
          className="mt-4"
          label={`${pkg.shortName} package`}
          tabs={[
            { id: 'included', label: 'Included', content: <IncludedList pkg={pkg} headingLevel={4} /> },
            { id: 'not-included', label: 'Not Included', content: <NotIncludedList items={pkg.notIncluded} /> },
            {
              id: 'details',
              label: 'Details',
              content: (
                <div className="space-y-4">
                  <QuickFacts pkg={pkg} />
                  <div>
                    <h4 className="text-sm font-semibold text-slate-900">Best for</h4>
                    <ul className="mt-1 list-disc space-y-1 pl-5 text-sm text-slate-700">
                      {pkg.bestFor.map((item) => (
                        <li key={item}>{item}</li>
                      ))}
                    </ul>
                  </div>
                </div>
              ),
            },
          ]}
        />
      )}
      <div className="mt-auto flex flex-wrap gap-3 pt-5">
        <a
          href={pathTo('/packages/:id', { id: pkg.id })}
          className="inline-flex items-center gap-1.5 rounded-xl border border-brand-700 px-4 py-2.5 font-semibold text-brand-800 hover:bg-brand-50"
          aria-label={`View the ${pkg.shortName} package`}
        >
          View package <ArrowRight aria-hidden="true" className="size-4" />
        </a>
        <a
          href={consultationHref({ package: pkg.id })}
          className="inline-flex items-center rounded-xl bg-brand-700 px-4 py-2.5 font-semibold text-white hover:bg-brand-800"
          aria-label={`Free Consultation about the ${pkg.shortName} package`}
        >
          Free Consultation
        </a>
      </div>
    </article>
  );
}
