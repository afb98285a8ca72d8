import { ArrowRight } from 'lucide-react';
import type { EntryData } from '../../content/collections';
import { common, packagesPage } from '../../generated/site';
import { consultationHref } from '../../lib/links';
import { formatDuration } from '../../lib/format';
import { joinText } from '../../lib/lists';
import { fillTemplate } from '../../lib/template';
import { pathTo } from '../../routes';
import { TabSet } from '../TabSet';
import { ButtonLink } from '../ui/ButtonLink';
import { Illustration } from '../ui/Illustration';
import { PriceBlock } from '../ui/PriceBlock';
import { IncludedList, MarkedList, NotIncludedList } from './IncludedList';
import { QuickFacts } from './QuickFacts';
import { Rating } from './Rating';

/**
 * A package as a card, the same on every page. Its parts sit on the rows of the card grid
 * (subgrid), so titles, prices and buttons line up across a row whatever the text lengths.
 * On /packages it also carries the Included / Not Included / Details tabs.
 */
export function PackageCard({ pkg, withTabs = false }: { pkg: EntryData<'packages'>; withTabs?: boolean }) {
  const headingId = `package-card-${pkg.id}`;
  const href = pathTo('/packages/:id', { id: pkg.id });
  const words = packagesPage.card;
  return (
    <article
      aria-labelledby={headingId}
      className={`card grid grid-rows-subgrid gap-y-4 ${withTabs ? 'row-span-5' : 'row-span-4'}`}
    >
      <div>
        <div className="-mx-5 -mt-5 mb-4 flex justify-center rounded-t-lg bg-brand-50 sm:-mx-6 sm:-mt-6">
          <Illustration name={pkg.illustration} />
        </div>
        <h3 id={headingId} className="h3">
          <a href={href} className="hover:text-brand-800 hover:underline">
            {pkg.name}
          </a>
        </h3>
        <p className="mt-2 text-slate-700">{pkg.description}</p>
      </div>
      <div className="flex flex-wrap items-start justify-between gap-4 border-t border-slate-200 pt-4">
        <PriceBlock priced={pkg} />
        <dl className="grid gap-1 text-sm">
          <div>
            <dt className="inline text-slate-600">{words.inIndia} </dt>
            <dd className="inline font-semibold text-slate-900">{formatDuration(pkg.stayInIndia, common.durations)}</dd>
          </div>
          <div>
            <dt className="inline text-slate-600">{words.inHospital} </dt>
            <dd className="inline font-semibold text-slate-900">{formatDuration(pkg.hospitalStay, common.durations)}</dd>
          </div>
        </dl>
      </div>
      <div>{pkg.rating !== undefined && pkg.reviewCount !== undefined && <Rating rating={pkg.rating} reviewCount={pkg.reviewCount} basis={pkg.ratingBasis} subject="package" />}</div>
      {withTabs && (
        <TabSet
          label={fillTemplate(words.tabsLabel, { package: pkg.shortName })}
          tabs={[
            { id: 'included', label: words.tabs.included, content: <IncludedList pkg={pkg} headingLevel={4} /> },
            { id: 'not-included', label: words.tabs.notIncluded, content: <NotIncludedList items={pkg.notIncluded} /> },
            {
              id: 'details',
              label: words.tabs.details,
              content: (
                <div className="space-y-4">
                  {/* The stays are on the card already, above the tabs. */}
                  <QuickFacts pkg={pkg} withStays={false} briefNotes />
                  <div>
                    <h4 className="text-sm font-semibold text-slate-900">{words.bestFor}</h4>
                    <MarkedList items={pkg.bestFor} mark="check" className="mt-2 text-slate-700" />
                  </div>
                </div>
              ),
            },
          ]}
        />
      )}
      <div className="flex flex-wrap gap-3 self-end">
        {/* The name says the visible words first (WCAG 2.5.3), then which package: every card has this button. */}
        <ButtonLink href={href} variant="secondary" label={joinText([packagesPage.viewLabel, pkg.shortName], common.joiners.label)}>
          {packagesPage.viewLabel} <ArrowRight aria-hidden="true" className="size-4 flip-rtl" />
        </ButtonLink>
        <ButtonLink href={consultationHref({ package: pkg.id })} label={fillTemplate(words.consultationName, { label: packagesPage.consultationLabel, package: pkg.shortName })}>
          {packagesPage.consultationLabel}
        </ButtonLink>
      </div>
    </article>
  );
}
