import type { CountryCost } from '../../lib/procedure-costs';
import type { Savings } from '../../lib/pricing';
import { whyIndia } from '../../generated/site';
import { formatPrice, formatPriceRange } from '../../lib/format';
import { fillTemplate } from '../../lib/template';

/** One procedure's prices by country, India's saving above them; estimates are marked in words. */
export function ProcedureCostTable({ name, costs, saving, comparedWith, packageName }: {
  name: string;
  costs: CountryCost[];
  saving: Savings;
  comparedWith: string;
  packageName?: string;
}) {
  const chosen = costs.find((cost) => cost.highlight)!;
  const words = whyIndia.costTable;
  return (
    <section aria-label={fillTemplate(words.regionLabel, { procedure: name })} data-testid="procedure-costs">
      <h3 className="h3">{name}</h3>
      <p className="mt-2 rounded-md bg-accent-50 px-4 py-2 font-semibold text-accent-700" data-testid="india-saving">
        {fillTemplate(words.saving, { amount: formatPrice(saving.amount), percent: String(saving.percent), country: chosen.country, comparedWith })}
      </p>
      <div className="mt-4 overflow-x-auto">
        <table className="w-full text-left">
          <caption className="sr-only">{fillTemplate(words.caption, { procedure: name.toLowerCase() })}</caption>
          <thead>
            <tr className="border-b border-slate-300 text-slate-600">
              <th scope="col" className="py-2 pr-3 font-semibold">
                {words.country}
              </th>
              <th scope="col" className="py-2 pr-3 text-right font-semibold">
                {words.price}
              </th>
              <th scope="col" className="py-2 font-semibold">
                {words.figure}
              </th>
            </tr>
          </thead>
          <tbody>
            {costs.map((cost) => (
              <tr key={cost.countryId} className={`border-b border-slate-100 ${cost.highlight ? 'bg-brand-50 font-semibold text-brand-900' : 'text-slate-800'}`} data-country={cost.countryId}>
                <th scope="row" className="py-2 pl-2 pr-3 font-semibold">
                  {cost.country}
                </th>
                <td className="py-2 pr-3 text-right tnum">{cost.kind === 'range' ? formatPriceRange(cost.range) : fillTemplate(words.about, { price: formatPrice(cost.estimate) })}</td>
                <td className="py-2 text-sm font-normal text-slate-600">
                  {cost.kind === 'estimate' ? (
                    <span className="font-semibold text-accent-700">{words.estimate}</span>
                  ) : cost.fromPackage ? (
                    fillTemplate(words.ourPackage, { package: packageName ?? '' })
                  ) : cost.packagePriceAbroad ? (
                    fillTemplate(words.packagePriceAbroad, { package: packageName ?? '' })
                  ) : (
                    words.typicalRange
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
