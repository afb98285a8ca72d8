import type { ReactNode } from 'react';
import { costComparison } from '../../generated/site';
import { formatPrice } from '../../lib/format';
import { fillTemplate } from '../../lib/template';
import type { CostRow } from '../../lib/cost-comparison';
import type { Savings } from '../../lib/pricing';

/** Bars of the same surgery's price by country, India highlighted with its computed saving. */
export function CostComparison({ rows, savings, packageName, children }: { rows: CostRow[]; savings: Savings; packageName: string; children?: ReactNode }) {
  const highest = Math.max(...rows.map((row) => row.price));
  const words = costComparison.table;
  return (
    <div className="card">
      <table className="w-full text-start">
        <caption className="pb-4 text-start text-lg font-semibold text-slate-900">{fillTemplate(words.caption, { package: packageName })}</caption>
        <thead className="sr-only">
          <tr>
            <th scope="col">{words.country}</th>
            <th scope="col">{words.price}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.country} className={row.highlight ? 'font-bold text-brand-800' : 'text-slate-700'}>
              <th scope="row" className="w-20 py-2 pe-3 font-semibold">
                {row.country}
              </th>
              <td className="py-2">
                <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                  {/* The bar's length is the price's share of the highest: data, not layout. */}
                  <div
                    aria-hidden="true"
                    className={`h-3 rounded-full ${row.highlight ? 'bg-brand-600' : 'bg-slate-300'}`}
                    style={{ width: `${Math.max(4, (row.price / highest) * 60)}%` }}
                  />
                  <span className="tnum">{formatPrice(row.price)}</span>
                  {row.highlight && <span className="badge bg-accent-500 py-0.5 text-slate-950">{fillTemplate(words.save, { percent: String(savings.percent) })}</span>}
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {children}
    </div>
  );
}
