import { Clock } from 'lucide-react';
import { Fragment } from 'react';
import { FoldMark } from '../components/ui/FoldMark';
import { FigureNote } from '../components/figures/FigureNote';
import { PageHead } from '../components/PageHead';
import { PackageCard } from '../components/packages/PackageCard';
import { Badge } from '../components/ui/Badge';
import { CardGrid } from '../components/ui/CardGrid';
import { PageHeader } from '../components/ui/PageHeader';
import { Section } from '../components/ui/Section';
import { claims, common, packagesPage } from '../generated/site';
import { claimFigure } from '../lib/figures';
import { packagesInOrder } from '../lib/packages';
import { usePageMeta } from '../lib/page-meta';
import { fillTemplate } from '../lib/template';

/** /packages: every package as a card with tabs, in two columns (one on a phone). */
export default function PackagesPage() {
  const meta = usePageMeta();
  const timing = claims.claims.find((claim) => claim.id === packagesPage.timingClaim)!;
  return (
    <>
      <PageHead title={meta.title} description={meta.description} />
      <PageHeader title={meta.title} lead={meta.description} illustration="hospital">
        <Badge className="mt-6">
          <Clock aria-hidden="true" className="size-4" /> {fillTemplate(packagesPage.timingBadge, { figure: claimFigure(timing, common.durations) })}
        </Badge>
        <FigureNote basis={timing} kind={timing.kind} />
      </PageHeader>
      <Section id="all-packages" heading={packagesPage.cardsHeading} hiddenHeading>
        <CardGrid cols={2} as="div">
          {packagesInOrder().map((pkg, index) => (
            <Fragment key={pkg.id}>
              {index === 2 && <FoldMark />}
              <PackageCard pkg={pkg} withTabs />
            </Fragment>
          ))}
        </CardGrid>
      </Section>
      <Section fold id="package-reasons" {...packagesPage.sections.reasons} tone="tint">
        <CardGrid cols={4}>
          {packagesPage.reasons.map((reason) => (
            <li key={reason.title} className="card">
              <h3 className="h3">{reason.title}</h3>
              <p className="mt-1 text-slate-700">{reason.text}</p>
            </li>
          ))}
        </CardGrid>
      </Section>
    </>
  );
}
