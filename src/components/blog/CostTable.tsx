import type { EntryData } from '../../content/collections';
import { blogPage } from '../../generated/site';
import { formatPrice, formatPriceRange } from '../../lib/format';
import { fillTemplate } from '../../lib/template';
import { pathTo } from '../../routes';

/** A package's prices inside a body, from its file in content/packages/: the cost breakdown when it has one, else its price range. */
export function CostTable({ pkg }: { pkg: EntryData<'packages'> }) {
  const words = blogPage.costTable;
  return (
    <div className="cost-table" data-testid="cost-table">
      <table>
        <caption className="sr-only">{fillTemplate(words.caption, { package: pkg.name })}</caption>
        <thead>
          <tr>
            <th scope="col">{words.item}</th>
            <th scope="col" className="text-end">
              {words.cost}
            </th>
          </tr>
        </thead>
        {pkg.costBreakdown && pkg.price !== undefined ? (
          <>
            <tbody>
              {pkg.costBreakdown.map((line) => (
                <tr key={line.item}>
                  <td>{line.item}</td>
                  <td className="text-end tnum">{formatPrice(line.cost)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">{words.total}</th>
                <td className="text-end font-bold tnum">{formatPrice(pkg.price)}</td>
              </tr>
            </tfoot>
          </>
        ) : (
          <tbody>
            <tr>
              <th scope="row">{words.priceRange}</th>
              <td className="text-end tnum">{formatPriceRange(pkg.priceRange)}</td>
            </tr>
          </tbody>
        )}
      </table>
      <p>
        <a href={pathTo('/packages/:id', { id: pkg.id })}>{fillTemplate(words.link, { package: pkg.shortName })}</a>
      </p>
    </div>
  );
}
