import { ArrowLeft, BadgeCheck } from 'lucide-react';
import { ArticleCard } from '../components/blog/ArticleCard';
import { ArticleJsonLd } from '../components/blog/ArticleJsonLd';
import { BlogFeedLink } from '../components/blog/BlogFeedLink';
import { EntryBody } from '../components/EntryBody';
import { Island } from '../components/Island';
import { PageHead } from '../components/PageHead';
import { ButtonLink } from '../components/ui/ButtonLink';
import { Illustration } from '../components/ui/Illustration';
import { PageHeader } from '../components/ui/PageHeader';
import { blogPage, common, contact } from '../generated/site';
import { cardData } from '../lib/blog/cards';
import { articlesRelatedTo, blogFilesOf, categoryLabel, tagLabel, pageLanguage } from '../lib/blog/in-language';
import { externalRel } from '../lib/external-link';
import { useEntry } from '../lib/entry-loader';
import { formatCount, formatDate } from '../lib/format';
import { joinParts, joinText } from '../lib/lists';
import { personCard, type PersonCard } from '../lib/people';
import { sectionIds } from '../lib/section-ids';
import { fillTemplate, templateParts } from '../lib/template';
import { pathTo } from '../routes';
import { plural } from '../lib/plural';
import { currentLocale } from '../lib/locale';

function person(id: string): PersonCard {
  const found = personCard(id);
  // The content check makes sure every author and reviewer has a file.
  if (!found) throw new Error(`No person "${id}" for a blog article`);
  return found;
}

/** A name with the tick of a verified clinician beside it, which screen readers read as words. */
function NameWithTick({ who }: { who: PersonCard }) {
  return (
    <span className="font-semibold text-slate-900">
      {who.name}
      {who.verified && (
        <>
          {' '}
          <BadgeCheck aria-hidden="true" className="inline size-4 align-text-bottom text-brand-700" />
          <span className="sr-only">({blogPage.article.verified})</span>
        </>
      )}
    </span>
  );
}

/**
 * A blog article, /blog/<id>, from content/blog/<id>.mdx: who wrote it and who reviewed it, the
 * body, its sources, tags, the author and two related articles.
 */

/** Characters of an article's text that fill more than the first screen below its header, on a phone and on a desktop (tests/e2e/first-screen.spec.ts). */
const articleFirstScreenText = 800;
export default function ArticlePage() {
  const article = useEntry('blog');
  const words = blogPage.article;
  const author = person(article.author);
  const reviewer = person(article.review.reviewedBy);
  const related = articlesRelatedTo(article);
  const feed = blogFilesOf(pageLanguage()).feed;
  const ids = sectionIds.ArticlePage;
  const reviewLine = templateParts(words.reviewedBy, {
    reviewer: (
      <span key="reviewer">
        {joinParts(
          [
            <span key="name" className="font-semibold text-slate-800">
              {reviewer.name}
            </span>,
            reviewer.credentials,
          ],
          common.joiners.comma,
        )}
      </span>
    ),
    date: (
      <time key="date" dateTime={article.review.lastReviewed}>
        {formatDate(article.review.lastReviewed)}
      </time>
    ),
  });
  return (
    <article>
      <PageHead title={article.title} description={article.excerpt} />
      {feed && <BlogFeedLink inHead href={feed} />}
      <ArticleJsonLd article={article} author={author} reviewer={reviewer} />
      <PageHeader
        above={
          <a href={pathTo('/blog')} className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline">
            <ArrowLeft aria-hidden="true" className="size-4 flip-rtl" /> {words.back}
          </a>
        }
        eyebrow={categoryLabel(article.category)}
        title={article.title}
        lead={article.excerpt}
        illustration={article.illustration}
      >
        <p className="mt-4 text-slate-700">
          {joinParts(
            [
              <span key="author">
                {words.by} <NameWithTick who={author} />
              </span>,
              author.role,
            ],
            common.joiners.comma,
          )}
        </p>
        <p className="note mt-1">
          {joinParts(
            [
              <span key="published">
                {words.published} <time dateTime={article.publishDate}>{formatDate(article.publishDate)}</time>
              </span>,
              ...(article.updatedDate
                ? [
                    <span key="updated">
                      {words.updated} <time dateTime={article.updatedDate}>{formatDate(article.updatedDate)}</time>
                    </span>,
                  ]
                : []),
              <span key="reading">
                {fillTemplate(plural(words.readingTime, article.readingMinutes, currentLocale()), { minutes: formatCount(article.readingMinutes) })}
              </span>,
            ],
            common.joiners.dot,
          )}
        </p>
        <p className="note mt-1">
          {reviewLine}
        </p>
        <div className="mt-4">
          <Island name="ArticleActions" when="interaction" props={{ articleId: article.id, likes: 0, words: { like: words.like, bookmark: words.bookmark } }} />
        </div>
      </PageHeader>
      {/* One column: the help card follows the article, so nothing beside the article's first lines waits for the rest of it. */}
      <div className="wrap grid gap-10 pb-16 pt-4">
        <div className="min-w-0">
          {article.illustrative && (
            <p className="callout measure mb-6 rounded-md border-s-4 border-accent-500 bg-accent-50 p-4" role="note">
              {words.illustrativeNote}
            </p>
          )}
          {article.html && <EntryBody html={article.html} foldAfter={articleFirstScreenText} />}
          <section aria-labelledby={ids.sources} className="measure mt-12">
            <h2 id={ids.sources} className="h3">
              {words.sourcesHeading}
            </h2>
            <ol className="mt-3 list-decimal space-y-2 ps-6 text-slate-700">
              {article.sources.map((source) => (
                <li key={source.url}>
                  <a href={source.url} className="link" {...externalRel(source.url)}>
                    {source.title}
                  </a>
                  . {joinText([source.publisher, ...(source.year === undefined ? [] : [String(source.year)])], common.joiners.comma)}.
                </li>
              ))}
            </ol>
          </section>
          <section aria-labelledby={ids.tags} className="measure mt-8">
            <h2 id={ids.tags} className="h3">
              {words.tagsHeading}
            </h2>
            <ul className="mt-3 flex flex-wrap gap-2">
              {article.tags.map((tag) => (
                <li key={tag} className="badge bg-slate-100 text-slate-700">
                  {tagLabel(tag)}
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby={ids.author} className="card measure mt-10">
            <h2 id={ids.author} className="note font-semibold uppercase tracking-wide">
              {words.authorHeading}
            </h2>
            <p className="mt-2 text-lg">
              <NameWithTick who={author} />
            </p>
            <p className="text-slate-700">{author.role}</p>
            <p className="note">{author.credentials}</p>
            <div className="mt-4 flex flex-wrap gap-3">
              <ButtonLink href={pathTo('/coordinator-connect')}>{words.contact}</ButtonLink>
              <ButtonLink href={author.profilePath} variant="secondary">
                {words.viewProfile}
              </ButtonLink>
            </div>
          </section>
        </div>
        <aside aria-labelledby={ids.help} className="card measure text-center">
          <Illustration name="figures" className="mx-auto" />
          <h2 id={ids.help} className="h3 mt-2">
            {words.help.heading}
          </h2>
          <p className="mt-2 text-slate-700">{fillTemplate(words.help.text, { responseTime: contact.responseTime })}</p>
          <ButtonLink href={pathTo('/coordinator-connect')} className="mt-4 w-full">
            {words.help.action}
          </ButtonLink>
        </aside>
      </div>
      {related.length > 0 && (
        <section aria-labelledby={ids.related} className="section tint">
          <div className="wrap">
            <h2 id={ids.related} className="h2">
              {words.relatedHeading}
            </h2>
            <ul className="grid-cards mt-6 md:grid-cols-2">
              {related.map((other) => (
                <li key={other.id}>
                  <ArticleCard article={cardData(other)} readingTime={words.readingTime} joiner={common.joiners.dot} inSourceLanguage={common.languages.inEnglish} />
                </li>
              ))}
            </ul>
          </div>
        </section>
      )}
    </article>
  );
}
