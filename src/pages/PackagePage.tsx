import { ArrowLeft, MessageCircle } from 'lucide-react';
import { EmergencyCallBox } from '../components/EmergencyCallBox';
import { PackageFaqs } from '../components/faqs/PackageFaqs';
import { EntryBody } from '../components/EntryBody';
import { PageHead } from '../components/PageHead';
import { WrittenBy } from '../components/WrittenBy';
import { ReviewedBy } from '../components/ReviewedBy';
import { TabSet, type TabItem } from '../components/TabSet';
import { IncludedList, MarkedList, NotIncludedList } from '../components/packages/IncludedList';
import { PackageJsonLd } from '../components/packages/PackageJsonLd';
import { QuickFacts } from '../components/packages/QuickFacts';
import { Rating } from '../components/packages/Rating';
import { ButtonLink } from '../components/ui/ButtonLink';
import { CtaBand } from '../components/ui/CtaBand';
import { Illustration } from '../components/ui/Illustration';
import { PageHeader } from '../components/ui/PageHeader';
import { PriceBlock } from '../components/ui/PriceBlock';
import { Section } from '../components/ui/Section';
import type { Entry } from '../content/collections';
import { contact, packagesPage } from '../generated/site';
import { hospitals } from '../generated/hospitals';
import { useEntry } from '../lib/entry-loader';
import { formatPrice } from '../lib/format';
import { consultationHref } from '../lib/links';
import { whatsappHref } from '../lib/whatsapp';
import { sectionIds } from '../lib/section-ids';
import { fillTemplate } from '../lib/template';
import { pathTo } from '../routes';
import { companionRoomSentence } from '../lib/companion-room';
import { cityName } from '../lib/cities';

/** The tabs a package has: decided by which content its file holds, never by its id. */
function packageTabs(pkg: Entry<'packages'>): TabItem[] {
  const words = packagesPage.packagePage;
  const tabs: TabItem[] = [
    {
      id: 'included',
      label: words.tabs.included,
      content: (
        <>
          <IncludedList pkg={pkg} columns />
          <p className="note mt-4">
            {companionRoomSentence(packagesPage.companionRoom)}
          </p>
        </>
      ),
    },
    { id: 'not-included', label: words.tabs.notIncluded, content: <NotIncludedList items={pkg.notIncluded} /> },
  ];
  if (pkg.costBreakdown && pkg.price !== undefined)
    tabs.push({
      id: 'cost-breakdown',
      label: words.tabs.costBreakdown,
      content: (
        <table className="measure w-full text-start">
          <caption className="sr-only">{fillTemplate(words.costBreakdown.caption, { package: pkg.shortName })}</caption>
          <thead>
            <tr className="border-b border-slate-300 text-sm text-slate-600">
              <th scope="col" className="py-2 font-semibold">
                {words.costBreakdown.item}
              </th>
              <th scope="col" className="py-2 text-end font-semibold">
                {words.costBreakdown.cost}
              </th>
            </tr>
          </thead>
          <tbody>
            {pkg.costBreakdown.map((line) => (
              <tr key={line.item} className="border-b border-slate-100">
                <td className="py-2">{line.item}</td>
                <td className="py-2 text-end tnum">{formatPrice(line.cost)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" className="py-2 font-bold text-slate-900">
                {words.costBreakdown.total}
              </th>
              <td className="py-2 text-end font-bold tnum text-brand-800">{formatPrice(pkg.price)}</td>
            </tr>
          </tfoot>
        </table>
      ),
    });
  if (pkg.journey)
    tabs.push({
      id: 'journey',
      label: words.tabs.journey,
      content: (
        <ol className="measure space-y-6">
          {pkg.journey.map((stage, index) => (
            <li key={stage.title} className="flex gap-4">
              <span aria-hidden="true" className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white">
                {index + 1}
              </span>
              <div>
                <p className="text-sm font-semibold text-brand-700">{stage.day}</p>
                <h3 className="text-base">{stage.title}</h3>
                <p className="mt-1 text-slate-700">{stage.description}</p>
              </div>
            </li>
          ))}
        </ol>
      ),
    });
  if (pkg.benefits)
    tabs.push({
      id: 'benefits',
      label: words.tabs.benefits,
      content: <MarkedList items={pkg.benefits} mark="check" className="measure text-slate-700" />,
    });
  if (pkg.html?.trim()) tabs.push({ id: 'details', label: words.tabs.details, content: <EntryBody html={pkg.html} /> });
  return tabs;
}

/** Every package page, /packages/<id>, from its file in content/packages/. */
export default function PackagePage() {
  const pkg = useEntry('packages');
  const consult = consultationHref({ package: pkg.id });
  const hospital = hospitals.find((entry) => entry.id === pkg.hospital);
  const words = packagesPage.packagePage;
  const sections = sectionIds.PackagePage;
  const responseTime = { responseTime: contact.responseTime };
  return (
    <>
      <PageHead title={pkg.name} description={pkg.description} />
      <PackageJsonLd pkg={pkg} />
      <PageHeader
        above={
          <a href={pathTo('/packages')} className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline">
            <ArrowLeft aria-hidden="true" className="size-4 flip-rtl" /> {words.backLink}
          </a>
        }
        eyebrow={words.eyebrow}
        title={pkg.name}
        lead={pkg.description}
        aside={
          <div className="card overflow-hidden">
            <div className="-mx-5 -mt-5 mb-4 flex justify-center bg-brand-50 py-2 sm:-mx-6 sm:-mt-6">
              <Illustration name={pkg.illustration} size="sm" eager />
            </div>
            <PriceBlock priced={pkg} size="lg" testId="package-price" />
            <ButtonLink href={consult} className="mt-5 w-full">
              {pkg.consultationLabel ?? packagesPage.consultationLabel}
            </ButtonLink>
            <p className="note mt-2 text-center">{fillTemplate(words.consultationNote, responseTime)}</p>
          </div>
        }
      >
        <div className="mt-4 space-y-2">
          {pkg.rating !== undefined && pkg.reviewCount !== undefined && <Rating rating={pkg.rating} reviewCount={pkg.reviewCount} basis={pkg.ratingBasis} subject="package" />}
          <WrittenBy />
          <ReviewedBy reviewedBy={pkg.review.reviewedBy} date={pkg.review.lastReviewed} />
        </div>
      </PageHeader>
      <Section id={sections.quickFacts} {...words.sections.quickFacts}>
        <div className="grid gap-6 lg:grid-cols-3">
          <div className="card lg:col-span-2">
            <QuickFacts pkg={pkg} withHospital={!hospital} />
          </div>
          {hospital && (
            <div className="card flex items-center gap-4">
              <Illustration name="hospital" size="sm" />
              <p>
                <span className="note block">{words.hospitalLabel}</span>
                <a href={pathTo('/hospital/:hospitalId', { hospitalId: hospital.id })} className="link">
                  {hospital.name}
                </a>
                <span className="block text-sm text-slate-700">{cityName(hospital.city)}</span>
              </p>
            </div>
          )}
        </div>
      </Section>
      <Section fold id={sections.bestFor} {...words.sections.bestFor}>
        <MarkedList items={pkg.bestFor} mark="check" className="measure text-slate-700" />
      </Section>
      <Section id={sections.tabs} heading={words.tabs.heading} hiddenHeading>
        <TabSet label={fillTemplate(words.tabs.label, { package: pkg.shortName })} tabs={packageTabs(pkg)} />
      </Section>
      <PackageFaqs packageId={pkg.id} />
      <CtaBand
        id={sections.nextStep}
        heading={words.closing.heading}
        text={fillTemplate(words.closing.text, responseTime)}
        illustration="figures"
      >
        <ButtonLink href={consult} variant="inverse">
          {words.closing.action}
        </ButtonLink>
        <ButtonLink
          href={whatsappHref(contact.whatsapp.number, fillTemplate(words.closing.whatsappGreeting, { package: pkg.name }))}
          variant="outline-inverse"
        >
          <MessageCircle aria-hidden="true" className="size-4" /> {words.closing.whatsapp}
        </ButtonLink>
      </CtaBand>
      <div className="wrap pb-12">
        <EmergencyCallBox />
      </div>
    </>
  );
}
