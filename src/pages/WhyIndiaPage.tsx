import { Award, Building2, Clock, Languages, PiggyBank, Users } from 'lucide-react';
import { Island } from '../components/Island';
import { PageHead } from '../components/PageHead';
import { ClaimStats } from '../components/info/ClaimStats';
import { ProcedureCostTable } from '../components/info/ProcedureCostTable';
import { whyIndia } from '../generated/site';
import { formatPrice } from '../lib/format';
import { packageById } from '../lib/packages';
import { usePageMeta } from '../lib/page-meta';
import { procedureCosts, savingAgainst } from '../lib/procedure-costs';
import { pathTo } from '../routes';

const benefitIcons = [Award, Building2, PiggyBank, Clock, Languages, Users];

/** /why-india: a procedure cost comparison across countries, benefits and outcome figures. */
export default function WhyIndiaPage() {
  const meta = usePageMeta();
  const against = whyIndia.countries.find((country) => country.id === whyIndia.savingsAgainst)!;
  const panels = whyIndia.procedures.map((procedure) => {
    const pkg = procedure.package ? packageById(procedure.package) : undefined;
    const costs = procedureCosts(procedure, whyIndia.countries, whyIndia.baseCost, pkg?.priceRange);
    return {
      procedure,
      content: <ProcedureCostTable name={procedure.name} costs={costs} saving={savingAgainst(costs, against.id)} comparedWith={against.name} packageName={pkg?.shortName} />,
    };
  });
  return (
    <div>
      <PageHead title={meta.title} description={meta.description} />
      <section className="bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-5xl px-4 py-10">
          <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">{meta.title}</h1>
          <p className="mt-3 max-w-3xl text-lg text-slate-700">{whyIndia.intro}</p>
        </div>
      </section>
      <div className="mx-auto grid max-w-5xl gap-12 px-4 pb-12">
        <section aria-labelledby="cost-comparison" className="min-w-0 rounded-card border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
          <h2 id="cost-comparison" className="text-2xl font-bold text-slate-900">
            Compare the cost of a procedure
          </h2>
          <div className="mt-4">
            <Island
              name="ProcedureSelector"
              when="idle"
              props={{
                label: 'Procedure',
                param: 'procedure',
                options: whyIndia.procedures.map(({ id, name }) => ({ id, name })),
                defaultId: whyIndia.defaultProcedure,
              }}
              slots={Object.fromEntries(panels.map((panel) => [panel.procedure.id, panel.content]))}
            />
          </div>
          <div className="mt-5 space-y-2 text-sm text-slate-600">
            <p>{whyIndia.costBasis}</p>
            <p>
              * An estimate where we have no figure for that country: {formatPrice(whyIndia.baseCost)} times the country's usual cost level (
              {whyIndia.countries.map((country) => `${country.name} ×${country.multiplier}`).join(', ')}).
            </p>
            <p>{whyIndia.costSource}</p>
          </div>
        </section>

        <section aria-labelledby="benefits">
          <h2 id="benefits" className="text-2xl font-bold text-slate-900">
            Why patients choose India
          </h2>
          <ul className="mt-5 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {whyIndia.benefits.map((benefit, index) => {
              const Icon = benefitIcons[index % benefitIcons.length];
              return (
                <li key={benefit.title} className="rounded-card border border-slate-200 p-5" data-testid="benefit">
                  <Icon aria-hidden="true" className="size-7 text-brand-600" />
                  <h3 className="mt-3 font-semibold text-slate-900">{benefit.title}</h3>
                  <p className="mt-1 text-sm text-slate-700">{benefit.text}</p>
                </li>
              );
            })}
          </ul>
        </section>

        <section aria-labelledby="outcomes" className="rounded-card bg-slate-50 p-5 sm:p-6">
          <h2 id="outcomes" className="text-2xl font-bold text-slate-900">
            Outcomes in numbers
          </h2>
          <div className="mt-5">
            <ClaimStats ids={whyIndia.stats} />
          </div>
        </section>

        <div className="flex flex-wrap gap-3">
          <a href={pathTo('/packages')} className="rounded-xl bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800">
            View Surgery Packages
          </a>
          <a href={pathTo('/coordinator-connect')} className="rounded-xl border border-brand-700 px-5 py-3 font-semibold text-brand-800 hover:bg-brand-50">
            Get a personal quote
          </a>
        </div>
      </div>
    </div>
  );
}
