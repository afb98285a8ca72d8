import { EntryBody } from '../components/EntryBody';
import { PageHead } from '../components/PageHead';
import { ReviewedBy } from '../components/ReviewedBy';
import { formatDate } from '../lib/format';
import { useEntry } from '../lib/entry-loader';

/** Privacy, terms, medical disclaimer: written as MDX in content/legal/. */
export default function LegalPage() {
  const page = useEntry('legal');
  return (
    <article className="mx-auto max-w-3xl px-4 py-12">
      <PageHead title={page.title} description={page.description} />
      <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">{page.title}</h1>
      <p className="mt-2 text-sm text-slate-600">
        Last updated <time dateTime={page.lastUpdated}>{formatDate(page.lastUpdated)}</time>
      </p>
      {page.reviewedBy && (
        <div className="mt-1">
          <ReviewedBy reviewedBy={page.reviewedBy} date={page.lastUpdated} />
        </div>
      )}
      {page.html && <EntryBody html={page.html} className="mt-8" />}
    </article>
  );
}
