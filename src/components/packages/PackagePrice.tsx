import type { EntryData } from '../../content/collections';
import { formatPrice, formatPriceRange } from '../../lib/format';
import { savingsOf } from '../../lib/pricing';

/** The headline price (or "from" the range), with the US price and the computed saving when both are known. */
export function PackagePrice({ pkg, size = 'md' }: { pkg: EntryData<'packages'>; size?: 'md' | 'lg' }) {
  const savings = savingsOf(pkg);
  const big = size === 'lg' ? 'text-4xl' : 'text-2xl';
  return (
    <div>
      {pkg.price !== undefined ? (
        <p className={`${big} font-extrabold text-brand-800`}>{formatPrice(pkg.price)}</p>
      ) : (
        <p className={`${big} font-extrabold text-brand-800`}>
          <span className="text-base font-semibold text-slate-600">From </span>
          {formatPrice(pkg.priceRange.from)}
        </p>
      )}
      <p className="text-sm text-slate-600">Package range {formatPriceRange(pkg.priceRange)}</p>
      {savings && pkg.originalPrice !== undefined && (
        <p className="mt-1 text-sm">
          <span className="text-slate-500 line-through">{formatPrice(pkg.originalPrice)} in the USA</span>{' '}
          <span className="font-semibold text-accent-700">
            Save {formatPrice(savings.amount)} ({savings.percent}%)
          </span>
        </p>
      )}
    </div>
  );
}
