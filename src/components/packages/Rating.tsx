import { Star } from 'lucide-react';
import type { FigureBasis } from '../../content/fields';
import { common } from '../../generated/site';
import { formatCount, formatRating } from '../../lib/format';
import { fillTemplate } from '../../lib/template';
import { FigureNote } from '../figures/FigureNote';
import { FilledText } from '../FilledText';
import { currentLocale } from '../../lib/locale';
import { plural } from '../../lib/plural';
import { bestRating } from '../../content/schemas/rating';

/** What a rating rates: each says so on the page, so a surgeon's 5.0 is never read as the hospital's. */
export type RatedSubject = 'hospital' | 'surgeon' | 'package';

/** "★ Hospital rating: 4.6 out of 5 from 5 patients' ratings", with where the ratings were collected and the note on how the rating was counted. */
export function Rating({ rating, reviewCount, basis, subject }: { rating: number; reviewCount: number; basis?: FigureBasis; subject: RatedSubject }) {
  const words = common.rating;
  const ratings = fillTemplate(plural(words.ratings, reviewCount, currentLocale()), { count: formatCount(reviewCount) });
  return (
    <div className="text-sm text-slate-700" data-rates={subject}>
      <p className="flex items-center gap-1.5">
        <Star aria-hidden="true" className="size-4 fill-star text-star" />
        <span>
          <FilledText text={words[subject]} values={{ rating: <span className="font-semibold text-slate-900">{formatRating(rating)}</span>, best: formatCount(bestRating), ratings }} />
        </span>
      </p>
      {/* The note's summary names where the ratings were collected ("Source: …") and when that was checked. */}
      {basis && <FigureNote basis={basis} kind="rating" />}
    </div>
  );
}
