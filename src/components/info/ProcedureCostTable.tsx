import type { CountryCost } from '../../lib/procedure-costs';
import type { Savings } from '../../lib/pricing';
import { formatPrice, formatPriceRange } from '../../lib/format';

/** One procedure's prices by country, India's saving above them; estimates are marked in words. */
export function ProcedureCostTable({ name, costs, saving, comparedWith, packageName }: {
  name: string;
  costs: CountryCost[];
  saving: Savings;
  comparedWith: string;
  packageName?: string;
}) {
  const chosen = costs.find((cost) => cost.highlight)!;
  return (
    <section aria-label={`${name}: cost by country`} data-testid="procedure-costs">
      <h3 className="h3">{name}</h3>
      <p className="mt-2 rounded-md bg-accent-50 px-4 py-2 font-semibold text-accent-700" data-testid="india-saving">
        Save about {formatPrice(saving.amount)} ({saving.percent}%) in {chosen.country} compared with {comparedWith}
      </p>
      <div className="mt-4 overflow-x-auto">
        <table className="w-full text-left">
          <caption className="sr-only">Typical total price of {name.toLowerCase()} by country, in US dollars</caption>
          <thead>
            <tr className="border-b border-slate-300 text-slate-600">
              <th scope="col" className="py-2 pr-3 font-semibold">Country</th>
              <th scope="col" className="py-2 pr-3 text-right font-semibold">Typical price</th>
              <th scope="col" className="py-2 font-semibold">Figure</th>
            </tr>
          </thead>
          <tbody>
            {costs.map((cost) => (
              <tr key={cost.countryId} className={`border-b border-slate-100 ${cost.highlight ? 'bg-brand-50 font-semibold text-brand-900' : 'text-slate-800'}`} data-country={cost.countryId}>
                <th scope="row" className="py-2 pl-2 pr-3 font-semibold">
                  {cost.country}
                </th>
                <td className="py-2 pr-3 text-right tnum">{cost.kind === 'range' ? formatPriceRange(cost.range) : `about ${formatPrice(cost.estimate)}`}</td>
                <td className="py-2 text-sm font-normal text-slate-600">
                  {cost.kind === 'estimate' ? <span className="font-semibold text-accent-700">Estimate*</span> : cost.fromPackage ? `Our ${packageName ?? ''} package` : 'Typical range'}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
