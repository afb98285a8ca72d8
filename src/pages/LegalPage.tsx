import { EntryBody } from '../components/EntryBody';
import { PageHead } from '../components/PageHead';
import { FilledText } from '../components/FilledText';
import { ReviewedBy } from '../components/ReviewedBy';
import { PageHeader } from '../components/ui/PageHeader';
import { common } from '../generated/site';
import { formatDate } from '../lib/format';
import { useEntry } from '../lib/entry-loader';

/** Privacy, terms, medical disclaimer: written as MDX in content/legal/. */
export default function LegalPage() {
  const page = useEntry('legal');
  const review = page.medicalStatementsReview;
  return (
    <article>
      <PageHead title={page.title} description={page.description} />
      <PageHeader eyebrow={common.legal.eyebrow} title={page.title} lead={page.description}>
        <p className="note mt-4">
          <FilledText text={common.legal.lastUpdated} values={{ date: <time dateTime={page.lastUpdated}>{formatDate(page.lastUpdated)}</time> }} />
        </p>
        {review && (
          <div className="mt-1">
            {/* A legal text is not medically reviewed as a whole: only its medical statements are checked, on a day of their own. */}
            <ReviewedBy reviewedBy={review.reviewedBy} date={review.lastReviewed} kind="legal" />
          </div>
        )}
      </PageHeader>
      <div className="wrap pb-16 pt-4">{page.html && <EntryBody html={page.html} />}</div>
    </article>
  );
}
