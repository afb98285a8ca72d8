import { EntryBody } from '../components/EntryBody';
import { PageHead } from '../components/PageHead';
import { ReviewedBy } from '../components/ReviewedBy';
import { PageHeader } from '../components/ui/PageHeader';
import { formatDate } from '../lib/format';
import { useEntry } from '../lib/entry-loader';

/** Privacy, terms, medical disclaimer: written as MDX in content/legal/. */
export default function LegalPage() {
  const page = useEntry('legal');
  const review = page.medicalStatementsReview;
  return (
    <article>
      <PageHead title={page.title} description={page.description} />
      <PageHeader eyebrow="Legal" title={page.title} lead={page.description}>
        <p className="note mt-4">
          Last updated <time dateTime={page.lastUpdated}>{formatDate(page.lastUpdated)}</time>
        </p>
        {review && (
          <div className="mt-1">
            {/* A legal text is not medically reviewed as a whole: only its medical statements are checked, on a day of their own. */}
            <ReviewedBy reviewedBy={review.reviewedBy} date={review.lastReviewed} label="Medical statements checked" />
          </div>
        )}
      </PageHeader>
      <div className="wrap pb-16 pt-4">{page.html && <EntryBody html={page.html} />}</div>
    </article>
  );
}
