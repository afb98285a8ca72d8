import type { FigureBasis } from '../../content/fields';
import type { PriceRange } from '../../content/schemas/package';
import { common, costComparison, howWeCount, packagesPage } from '../../generated/site';
import { joinParts } from '../../lib/lists';
import { formatPrice, formatPriceRange } from '../../lib/format';
import { savingsOf } from '../../lib/pricing';
import { fillTemplate } from '../../lib/template';
import { FigureNote } from '../figures/FigureNote';
import { Badge } from './Badge';

export interface Priced {
  /** The headline price, when the package has one; otherwise the range's lower end is shown "from". */
  price?: number;
  priceRange: PriceRange;
  /** The typical price in the comparison country (content/site/cost-comparison.json) the saving is computed against. */
  originalPrice?: number;
  /** What that price is, over which hospitals and year, its source and when it was checked. */
  originalPriceBasis?: FigureBasis;
}

/**
 * Every price on the site, one pattern for every package: the headline (or "from") price, the
 * range a written quote falls in, and, where the content has one, the comparison with the
 * comparison country's typical price, its year and its source. It never strikes a price through:
 * that price is a comparison, not a discount.
 */
export function PriceBlock({ priced, size = 'md', testId }: { priced: Priced; size?: 'md' | 'lg'; testId?: string }) {
  const savings = savingsOf(priced);
  const words = packagesPage.price;
  return (
    <div data-testid={testId}>
      {/* One paragraph, the label and then the figure: a large bold paragraph of its own would read as a heading that is not one. */}
      <p>
        <span className="block text-sm font-semibold text-slate-600">{priced.price === undefined ? words.from : words.headline}</span>
        <span className={`block ${size === 'lg' ? 'text-4xl' : 'text-3xl'} font-bold text-brand-800 tnum`}>{formatPrice(priced.price ?? priced.priceRange.from)}</span>
      </p>
      <p className="note mt-1">{fillTemplate(words.range, { range: formatPriceRange(priced.priceRange) })}</p>
      {savings && priced.originalPrice !== undefined && (
        <div className="mt-3 text-sm text-slate-700">
          <p className="flex flex-wrap items-center gap-2">
            <Badge tone="accent">{fillTemplate(words.save, { amount: formatPrice(savings.amount), percent: String(savings.percent) })}</Badge>
            <span>
              {joinParts(
                [
                  priced.originalPriceBasis
                    ? fillTemplate(howWeCount.typicalPrice, { country: costComparison.comparisonCountry.name, year: priced.originalPriceBasis.period })
                    : costComparison.comparisonCountry.name,
                  <span key="price" className="tnum">
                    {formatPrice(priced.originalPrice)}
                  </span>,
                ],
                common.joiners.label,
              )}
            </span>
          </p>
          {priced.originalPriceBasis && <FigureNote basis={priced.originalPriceBasis} kind="foreign-price" />}
        </div>
      )}
    </div>
  );
}
