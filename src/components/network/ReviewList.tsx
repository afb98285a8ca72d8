import { Star } from 'lucide-react';
import { common } from '../../generated/site';
import { formatDate } from '../../lib/format';
import { FilledText } from '../FilledText';

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
              <FilledText text={common.rating.review} values={{ rating: <span className="font-semibold text-slate-900">{review.rating}</span> }} />
            </span>
          </p>
          <blockquote className="mt-2 text-slate-800">{review.comment}</blockquote>
          <p className="note mt-2">
            {review.name} · <time dateTime={review.date}>{formatDate(review.date)}</time>
          </p>
        </li>
      ))}
    </ul>
  );
}
