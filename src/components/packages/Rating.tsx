import { Star } from 'lucide-react';
import { formatCount } from '../../lib/format';

/** "★ 4.9 from 1,245 reviews". */
export function Rating({ rating, reviewCount }: { rating: number; reviewCount: number }) {
  return (
    <p className="flex items-center gap-1.5 text-sm text-slate-700">
      <Star aria-hidden="true" className="size-4 fill-star text-star" />
      <span>
        <span className="font-semibold text-slate-900">{rating.toFixed(1)}</span> out of 5 from {formatCount(reviewCount)} reviews
      </span>
    </p>
  );
}
