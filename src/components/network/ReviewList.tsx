import { Star } from 'lucide-react';
import { common } from '../../generated/site';
import { formatCount, formatDate } from '../../lib/format';
import { joinParts } from '../../lib/lists';
import { templateParts } from '../../lib/template';
import { bestRating } from '../../content/schemas/rating';

/** Patients' reviews: name, stars, date and what they wrote. */
export function ReviewList({ reviews, empty }: { reviews: ReadonlyArray<{ name: string; rating: number; date: string; comment: string }>; empty: string }) {
  if (reviews.length === 0) return <p className="text-slate-700">{empty}</p>;
  return (
    <ul className="grid-cards md:grid-cols-2">
      {reviews.map((review) => (
        <li key={`${review.name}-${review.date}`} className="card">
          <p className="flex items-center gap-1.5 text-sm text-slate-700">
            <Star aria-hidden="true" className="size-4 fill-star text-star" />
            <span>
              {templateParts(common.rating.outOf, {
                rating: (
                  <span key="rating" className="font-semibold text-slate-900">
                    {formatCount(review.rating)}
                  </span>
                ),
                best: formatCount(bestRating),
              })}
            </span>
          </p>
          <blockquote className="mt-2 text-slate-800">{review.comment}</blockquote>
          <p className="note mt-2">
            {joinParts(
              [
                review.name,
                <time key="date" dateTime={review.date}>
                  {formatDate(review.date)}
                </time>,
              ],
              common.joiners.dot,
            )}
          </p>
        </li>
      ))}
    </ul>
  );
}
