import { ArrowLeft } from 'lucide-react';
import { Island } from '../components/Island';
import { PageHead } from '../components/PageHead';
import { ButtonLink } from '../components/ui/ButtonLink';
import { PageHeader } from '../components/ui/PageHeader';
import { Section } from '../components/ui/Section';
import { costEstimator, packagesPage } from '../generated/site';
import { companionRoomSentence } from '../lib/companion-room';
import { formatPriceRange } from '../lib/format';
import { consultationHref } from '../lib/links';
import { packagesInOrder } from '../lib/packages';
import { usePageMeta } from '../lib/page-meta';
import { pathTo } from '../routes';

/** /resources/cost-estimator: adds up package, visas and flights; the figures it uses are listed for everyone. */
export default function CostEstimatorPage() {
  const meta = usePageMeta();
  const inOrder = packagesInOrder();
  // The words the estimator says only once it is used, apart from those it shows as the page comes.
  const { fareInvalid, packageRow, visas, travellers, ...words } = costEstimator.estimator;
  return (
    <>
      <PageHead title={meta.title} description={meta.description} />
      <PageHeader
        title={meta.title}
        lead={costEstimator.intro}
        above={
          <a href={pathTo('/resources')} className="link inline-flex items-center gap-1 text-sm">
            <ArrowLeft aria-hidden="true" className="size-4 flip-rtl" /> {costEstimator.backLink}
          </a>
        }
      />
      <Section id="estimator" heading={costEstimator.estimator.heading} hiddenHeading>
        <div className="card">
          <p className="hidden text-slate-700 nojs:block">{costEstimator.noScript}</p>
          <Island name="CostEstimator" when="visible" props={{
              words,
              messages: { fareInvalid, packageRow, visas, travellers },
              packages: inOrder.map((pkg) => ({ id: pkg.id, name: pkg.shortName })),
              prices: inOrder.map((pkg) => ({ from: pkg.priceRange.from, to: pkg.priceRange.to })),
              visaFee: costEstimator.visaFee,
              maxCompanions: costEstimator.maxCompanions,
            }} />
        </div>
        <p className="note measure mt-4">
          {companionRoomSentence(packagesPage.companionRoom)}
        </p>
        <p className="note measure mt-2">{costEstimator.notIncluded}</p>
      </Section>
      <Section fold id="figures-used" {...costEstimator.figuresSection} tone="tint">
        <table className="measure w-full text-start">
          <caption className="sr-only">{costEstimator.figuresCaption}</caption>
          <tbody>
            {packagesInOrder().map((pkg) => (
              <tr key={pkg.id} className="border-b border-slate-200">
                <th scope="row" className="py-2 pe-3 font-medium">
                  <a href={pathTo('/packages/:id', { id: pkg.id })} className="link">
                    {pkg.name}
                  </a>
                </th>
                <td className="py-2 text-end tnum">{formatPriceRange(pkg.priceRange)}</td>
              </tr>
            ))}
            <tr>
              <th scope="row" className="py-2 pe-3 font-medium">
                {costEstimator.visaFeeLabel}
              </th>
              <td className="py-2 text-end tnum">{formatPriceRange(costEstimator.visaFee)}</td>
            </tr>
          </tbody>
        </table>
        <ButtonLink href={consultationHref()} className="mt-8">
          {costEstimator.quoteAction}
        </ButtonLink>
      </Section>
    </>
  );
}
