import { Award, Building2, Clock, Languages, PiggyBank, Users } from 'lucide-react';
import { FigureNote } from '../components/figures/FigureNote';
import { Island } from '../components/Island';
import { PageHead } from '../components/PageHead';
import { ProcedureCostTable } from '../components/info/ProcedureCostTable';
import { ButtonLink } from '../components/ui/ButtonLink';
import { CardGrid } from '../components/ui/CardGrid';
import { PageHeader } from '../components/ui/PageHeader';
import { Section } from '../components/ui/Section';
import { Stat, StatList } from '../components/ui/Stat';
import { claims, common, whyIndia } from '../generated/site';
import { claimFigure } from '../lib/figures';
import { formatPrice } from '../lib/format';
import { consultationHref } from '../lib/links';
import { packageById } from '../lib/packages';
import { usePageMeta } from '../lib/page-meta';
import { procedureCosts, savingAgainst } from '../lib/procedure-costs';
import { fillTemplate } from '../lib/template';
import { pathTo } from '../routes';

const benefitIcons = [Award, Building2, PiggyBank, Clock, Languages, Users];

/** /why-india: a procedure cost comparison across countries, benefits and outcome figures. */
export default function WhyIndiaPage() {
  const meta = usePageMeta();
  const against = whyIndia.countries.find((country) => country.id === whyIndia.savingsAgainst)!;
  const panels = whyIndia.procedures.map((procedure) => {
    const pkg = procedure.package ? packageById(procedure.package) : undefined;
    // The package's price in the comparison country is written once, in its file (the content check refuses a second one here).
    const abroad = pkg?.originalPrice === undefined ? undefined : { countryId: against.id, price: pkg.originalPrice };
    const costs = procedureCosts(procedure, whyIndia.countries, whyIndia.baseCost, pkg?.priceRange, abroad);
    return {
      procedure,
      content: <ProcedureCostTable name={procedure.name} costs={costs} saving={savingAgainst(costs, against.id)} comparedWith={against.name} packageName={pkg?.shortName} />,
    };
  });
  const stats = whyIndia.stats.map((id) => claims.claims.find((claim) => claim.id === id)!);
  return (
    <>
      <PageHead title={meta.title} description={meta.description} />
      <PageHeader title={meta.title} lead={whyIndia.intro} illustration={meta.illustration} />

      <Section id="cost-comparison" {...whyIndia.sections.costs}>
        <div className="card measure">
          <Island
            name="ProcedureSelector"
            when="idle"
            props={{
              label: whyIndia.selector.label,
              showing: whyIndia.selector.showing,
              param: 'procedure',
              options: whyIndia.procedures.map(({ id, name }) => ({ id, name })),
              defaultId: whyIndia.defaultProcedure,
            }}
            slots={Object.fromEntries(panels.map((panel) => [panel.procedure.id, panel.content]))}
          />
          <div className="note mt-6 space-y-2">
            <p>{whyIndia.priceBasis.meaning}</p>
            <p>
              {fillTemplate(whyIndia.estimateNote, {
                baseCost: formatPrice(whyIndia.baseCost),
                multipliers: whyIndia.countries.map((country) => `${country.name} ×${country.multiplier}`).join(', '),
              })}
            </p>
          </div>
          <FigureNote basis={whyIndia.priceBasis} kind="foreign-price" meaningShown />
        </div>
      </Section>

      <Section fold id="benefits" {...whyIndia.sections.benefits} tone="tint">
        <CardGrid cols={3}>
          {whyIndia.benefits.map((benefit, index) => {
            const Icon = benefitIcons[index % benefitIcons.length];
            return (
              <li key={benefit.title} className="card" data-testid="benefit">
                <span className="icon-tile">
                  <Icon aria-hidden="true" className="size-6" />
                </span>
                <h3 className="h3 mt-4">{benefit.title}</h3>
                <p className="mt-1 text-slate-700">{benefit.text}</p>
              </li>
            );
          })}
        </CardGrid>
      </Section>

      <Section id="outcomes" {...whyIndia.sections.outcomes}>
        <StatList>
          {stats.map((claim) => (
            <Stat key={claim.id} figure={claimFigure(claim, common.durations)} label={claim.label} note={claim.meaning} trace={claim} />
          ))}
        </StatList>
        <div className="mt-10 flex flex-wrap gap-3">
          <ButtonLink href={pathTo('/packages')}>{whyIndia.actions.packages}</ButtonLink>
          <ButtonLink href={consultationHref()} variant="secondary">
            {whyIndia.actions.quote}
          </ButtonLink>
        </div>
      </Section>
    </>
  );
}
