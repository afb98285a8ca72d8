import { network } from '../../generated/site';
import { fillTemplate } from '../../lib/template';

/**
 * Under a hospital's or surgeon's rating: where its reviews were collected and, when there are
 * reviews to read, a link to them (the reviews section or tab of the page, by its id in src/lib/section-ids.ts).
 */
export function RatingSource({ source, name, reviewsHref }: { source: string; name: string; reviewsHref?: string }) {
  const words = network.doctorPage;
  return (
    <p className="note" data-testid="rating-source">
      {fillTemplate(words.ratingSource, { source })}
      {reviewsHref && (
        <>
          {' · '}
          <a href={reviewsHref} className="link">
            {fillTemplate(words.reviewsLink, { name })}
          </a>
        </>
      )}
    </p>
  );
}
