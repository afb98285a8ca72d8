import { ArrowLeft } from 'lucide-react';
import { EntryBody } from '../components/EntryBody';
import { PageHead } from '../components/PageHead';
import { ReviewedBy } from '../components/ReviewedBy';
import { clinicians } from '../generated/clinicians';
import { useEntry } from '../lib/entry-loader';
import { formatDate } from '../lib/format';
import { pathTo } from '../routes';

/** A blog article, /blog/<id>, from content/blog/<id>.mdx. */
export default function ArticlePage() {
  const article = useEntry('blog');
  const author = clinicians.find((clinician) => clinician.id === article.author);
  return (
    <article className="mx-auto max-w-3xl px-4 py-10">
      <PageHead title={article.title} description={article.excerpt} />
      <a href={pathTo('/blog')} className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline">
        <ArrowLeft aria-hidden="true" className="size-4" /> All articles
      </a>
      <p className="mt-6 text-sm font-semibold uppercase tracking-wide text-brand-700">{article.category}</p>
      <h1 className="mt-1 text-3xl font-bold text-slate-900 sm:text-4xl">{article.title}</h1>
      <p className="mt-3 text-slate-600">
        By <span className="font-semibold text-slate-800">{author?.name}</span>, {author?.role} ·{' '}
        <time dateTime={article.publishDate}>{formatDate(article.publishDate)}</time>
      </p>
      <div className="mt-1">
        <ReviewedBy reviewedBy={article.review.reviewedBy} date={article.review.lastReviewed} />
      </div>
      {article.html && <EntryBody html={article.html} className="mt-8" />}
    </article>
  );
}
