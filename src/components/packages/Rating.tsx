import { Star } from 'lucide-react';
import type { FigureBasis } from '../../content/fields';
import { common } from '../../generated/site';
import { formatCount } from '../../lib/format';
import { FigureNote } from '../figures/FigureNote';
import { FilledText } from '../FilledText';

/** "★ 4.9 out of 5 from 1,245 reviews", with where the reviews were collected and the note on how the rating was counted. */
export function Rating({ rating, reviewCount, basis }: { rating: number; reviewCount: number; basis?: FigureBasis }) {
  return (
    <div className="text-sm text-slate-700" data-testid="rating">
      <p className="flex items-center gap-1.5">
        <Star aria-hidden="true" className="size-4 fill-star text-star" />
        <span>
          <FilledText text={common.rating} values={{ rating: <span className="font-semibold text-slate-900">{rating.toFixed(1)}</span>, count: formatCount(reviewCount) }} />
        </span>
      </p>
      {/* The note's summary names where the reviews were collected ("Source: …") and when that was checked. */}
      {basis && <FigureNote basis={basis} kind="rating" />}
    </div>
  );
}
