import { ArrowLeft } from 'lucide-react';
import { EntryBody } from '../components/EntryBody';
import { PageHead } from '../components/PageHead';
import { ReviewedBy } from '../components/ReviewedBy';
import { ButtonLink } from '../components/ui/ButtonLink';
import { Illustration } from '../components/ui/Illustration';
import { PageHeader } from '../components/ui/PageHeader';
import { people } from '../generated/people';
import { contact } from '../generated/site';
import { useEntry } from '../lib/entry-loader';
import { formatDate } from '../lib/format';
import { sectionIds } from '../lib/section-ids';
import { pathTo } from '../routes';

/** A blog article, /blog/<id>, from content/blog/<id>.mdx: the body at the measure, a coordinator beside it on a desktop. */
export default function ArticlePage() {
  const article = useEntry('blog');
  const author = people.find((person) => person.id === article.author);
  return (
    <article>
      <PageHead title={article.title} description={article.excerpt} />
      <PageHeader
        above={
          <a href={pathTo('/blog')} className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline">
            <ArrowLeft aria-hidden="true" className="size-4" /> All articles
          </a>
        }
        eyebrow={article.category}
        title={article.title}
        lead={article.excerpt}
      >
        <p className="mt-4 text-slate-700">
          By <span className="font-semibold text-slate-900">{author?.name}</span>, {author?.title} ·{' '}
          <time dateTime={article.publishDate}>{formatDate(article.publishDate)}</time>
        </p>
        <div className="mt-1">
          <ReviewedBy reviewedBy={article.review.reviewedBy} date={article.review.lastReviewed} />
        </div>
      </PageHeader>
      <div className="wrap grid gap-10 pb-16 pt-4 lg:grid-cols-3">
        <div className="lg:col-span-2">{article.html && <EntryBody html={article.html} />}</div>
        <aside aria-labelledby={sectionIds.ArticlePage.help} className="card self-start text-center">
          <Illustration name="figures" className="mx-auto" />
          <h2 id={sectionIds.ArticlePage.help} className="h3 mt-2">
            Questions about your case?
          </h2>
          <p className="mt-2 text-slate-700">A care coordinator answers {contact.responseTime}, free of charge.</p>
          <ButtonLink href={pathTo('/coordinator-connect')} className="mt-4 w-full">
            Ask a coordinator
          </ButtonLink>
        </aside>
      </div>
    </article>
  );
}
