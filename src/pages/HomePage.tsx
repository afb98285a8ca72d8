import { ArrowRight, BadgeCheck, Building2, HeartHandshake, PiggyBank } from 'lucide-react';
import { FigureNote } from '../components/figures/FigureNote';
import { JsonLd } from '../components/JsonLd';
import { PageHead } from '../components/PageHead';
import { CostComparison } from '../components/home/CostComparison';
import { Testimonials } from '../components/home/Testimonials';
import { PackageCard } from '../components/packages/PackageCard';
import { Badge } from '../components/ui/Badge';
import { ButtonLink } from '../components/ui/ButtonLink';
import { CardGrid } from '../components/ui/CardGrid';
import { CtaBand } from '../components/ui/CtaBand';
import { Illustration } from '../components/ui/Illustration';
import { PageHeader } from '../components/ui/PageHeader';
import { Section } from '../components/ui/Section';
import { Stat, StatList } from '../components/ui/Stat';
import { claims, common, costComparison, home, howWeCount } from '../generated/site';
import { claimFigure } from '../lib/figures';
import { homeCostComparison } from '../lib/cost-comparison';
import { formatPrice } from '../lib/format';
import { packageById, packagesInOrder } from '../lib/packages';
import { usePageMeta } from '../lib/page-meta';
import { medicalOrganization } from '../lib/structured-data';
import { fillTemplate } from '../lib/template';
import { pathTo } from '../routes';
import { IconCard } from '../components/ui/IconCard';

const reasonIcons = [Building2, BadgeCheck, PiggyBank, HeartHandshake];

export default function HomePage() {
  const meta = usePageMeta();
  const comparison = homeCostComparison();
  const featured = packagesInOrder().filter((pkg) => pkg.featured).slice(0, home.featured.packages);
  const stats = home.stats.map((id) => claims.claims.find((claim) => claim.id === id)!);
  const comparedPackage = packageById(comparison.packageId);
  return (
    <>
      <PageHead title={meta.title} description={meta.description} />
      <JsonLd data={medicalOrganization()} />
      <PageHeader
        title={home.hero.heading}
        lead={home.hero.text}
        above={
          <Badge tone="accent">
            {fillTemplate(home.savingsBanner, {
              amount: formatPrice(comparison.savings.amount),
              percent: String(comparison.savings.percent),
              package: comparison.packageName.toLowerCase(),
              country: costComparison.comparisonCountry.inSentence,
            })}
          </Badge>
        }
        illustration="hero"
      >
        <div className="mt-8 flex flex-wrap gap-3">
          <ButtonLink href={pathTo('/packages')}>
            {home.heroActions.packages} <ArrowRight aria-hidden="true" className="size-4 flip-rtl" />
          </ButtonLink>
          <ButtonLink href={pathTo('/coordinator-connect')} variant="secondary">
            {home.heroActions.coordinator}
          </ButtonLink>
        </div>
      </PageHeader>

      <Section
        id="featured-packages"
        {...home.sections.featuredPackages}
        tone="tint"
        action={
          <a href={pathTo('/packages')} className="link">
            {home.allPackagesLink}
          </a>
        }
      >
        <CardGrid cols={3} as="div">
          {featured.map((pkg) => (
            <PackageCard key={pkg.id} pkg={pkg} />
          ))}
        </CardGrid>
      </Section>

      <Section fold id="how-it-works" {...home.sections.howItWorks}>
        <CardGrid cols={4} as="ol">
          {home.steps.map((step, index) => (
            <li key={step.title}>
              <Illustration name={step.illustration} className="mx-auto" />
              <h3 className="h3 mt-2">
                <span className="text-brand-700">{index + 1}.</span> {step.title}
              </h3>
              <p className="mt-1 text-slate-700">{step.text}</p>
            </li>
          ))}
        </CardGrid>
      </Section>

      <Section id="costs" {...home.sections.costs} tone="tint">
        <div className="grid items-center gap-8 lg:grid-cols-2">
          <CostComparison rows={comparison.rows} savings={comparison.savings} packageName={comparison.packageName}>
            {comparedPackage?.originalPriceBasis && (
              <div className="mt-4 text-sm text-slate-700">
                <p>{fillTemplate(howWeCount.typicalPrice, { country: costComparison.comparisonCountry.name, year: comparedPackage.originalPriceBasis.period })}</p>
                <FigureNote basis={comparedPackage.originalPriceBasis} kind="foreign-price" />
              </div>
            )}
            <div className="mt-4 text-sm text-slate-700">
              <p>
                {fillTemplate(howWeCount.typicalPrice, {
                  country: costComparison.otherCountries.map((row) => row.country).join(', '),
                  year: costComparison.priceBasis.period,
                })}
              </p>
              <FigureNote basis={costComparison.priceBasis} kind="foreign-price" />
            </div>
          </CostComparison>
          <StatList cols={2}>
            {stats.map((claim) => (
              <Stat key={claim.id} figure={claimFigure(claim, common.durations)} label={claim.label} note={claim.meaning} trace={claim} />
            ))}
          </StatList>
        </div>
      </Section>

      <Section id="reasons" {...home.sections.reasons}>
        <CardGrid cols={4}>
          {home.reasons.map((reason, index) => (
            <IconCard key={reason.href} icon={reasonIcons[index % reasonIcons.length]} title={reason.title} text={reason.text}>
              <a href={reason.href} className="link mt-4">
                {reason.linkLabel}
              </a>
            </IconCard>
          ))}
        </CardGrid>
      </Section>

      <Section id="testimonials" {...home.sections.testimonials} tone="tint">
        <Testimonials />
      </Section>

      <CtaBand id="closing" heading={home.closing.heading} text={home.closing.text} illustration="journey-reports">
        <ButtonLink href={pathTo('/coordinator-connect')} variant="inverse">
          {home.closing.action}
        </ButtonLink>
      </CtaBand>
    </>
  );
}
