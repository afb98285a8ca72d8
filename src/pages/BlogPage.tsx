import { data, useParams } from 'react-router';
import { ArticleCard } from '../components/blog/ArticleCard';
import { BlogFeedLink } from '../components/blog/BlogFeedLink';
import { Island } from '../components/Island';
import { PageHead } from '../components/PageHead';
import { PageHeader } from '../components/ui/PageHeader';
import { Section } from '../components/ui/Section';
import { articleCategories } from '../content/schemas/article';
import { blogPage, common, pages } from '../generated/site';
import { formatCount } from '../lib/format';
import { joinText } from '../lib/lists';
import { cardData } from '../lib/blog/cards';
import { articlesPerPage, pageCount } from '../lib/blog/listing';
import { blogListPath } from '../lib/blog/paths';
import { allCategoriesId, categoryId } from '../lib/blog/rules';
import { blogFilesOf, categoryLabel, featuredArticles, gridPage, pageLanguage, tabCounts } from '../lib/blog/in-language';
import { sectionIds } from '../lib/section-ids';
import { fillTemplate } from '../lib/template';
import { pathTo } from '../routes';

/** The tabs: every article, then each category, each with the number of articles it lists. */
function countedTabs() {
  const counts = tabCounts();
  return [
    { id: allCategoriesId, label: blogPage.allLabel, count: counts[allCategoriesId] },
    ...articleCategories.map((name) => ({ id: categoryId(name), label: categoryLabel(name), count: counts[categoryId(name)] })),
  ];
}

/**
 * /blog, each category's page (/blog/category/<id>) and every further page of their grids: the
 * search box, the category links, the featured articles (on /blog), a page of the grid with
 * links to the others, and how articles are written and reviewed. Everything but the search
 * works without JavaScript, and nothing on the page grows with the number of articles. In
 * another language, the articles it has translated come first, then the others, each marked as
 * in English and linking to the English page; counts and pages are the same in every language.
 */
export default function BlogPage() {
  const params = useParams();
  const files = blogFilesOf(pageLanguage());
  const tabs = countedTabs();
  const tab = tabs.find((candidate) => candidate.id === (params.category ?? allCategoriesId));
  const page = params.page === undefined ? 1 : Number(params.page);
  if (!tab || !Number.isInteger(page) || page < 1 || page > pageCount(tab.count) || params.page === '1') throw data(null, { status: 404 });
  const pages_ = pageCount(tab.count);
  const meta = pages.pages.find((entry) => entry.path === pathTo('/blog'))!;
  const isAll = tab.id === allCategoriesId;
  const heading = isAll ? meta.title : fillTemplate(blogPage.categoryTitle, { category: tab.label });
  const description = isAll ? meta.description : fillTemplate(blogPage.categoryDescription, { category: tab.label });
  const position = fillTemplate(blogPage.paging.position, { page: formatCount(page), pages: formatCount(pages_) });
  const featured = isAll && page === 1 ? featuredArticles(blogPage.featured) : [];
  const articles = gridPage(tab.id, page);
  const readingTime = blogPage.article.readingTime;
  // The search box's label and placeholder, apart from what it says as it searches.
  const { label: searchLabel, placeholder, ...searchMessages } = blogPage.search;
  const ids = sectionIds.BlogPage;

  const categoryLinks = (
    <nav aria-label={blogPage.categoriesLabel} className="tab-row mt-2 overflow-x-auto border-b border-slate-200">
      <ul className="flex gap-x-1">
        {tabs.map((candidate) => {
          const current = candidate.id === tab.id;
          return (
            <li key={candidate.id} className="shrink-0">
              <a
                href={blogListPath(candidate.id)}
                data-blog-tab={candidate.id}
                aria-current={current ? 'page' : undefined}
                className={`inline-block whitespace-nowrap border-b-2 px-3 py-3 font-semibold focus-visible:-outline-offset-3 ${
                  current ? 'border-brand-700 text-brand-800' : 'border-transparent text-slate-600 hover:text-slate-900'
                }`}
              >
                {candidate.label} <span className="note tnum">{candidate.count}</span>
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );

  const listing = (
    <>
      {featured.length > 0 && (
        <section aria-labelledby={ids.featured} className="mt-8">
          <h2 id={ids.featured} className="h2">
            {blogPage.featuredHeading}
          </h2>
          <ul className="grid-cards mt-6 md:grid-cols-2 lg:grid-cols-3">
            {featured.map((article) => (
              <li key={article.id}>
                <ArticleCard article={cardData(article)} readingTime={readingTime} joiner={common.joiners.dot} inSourceLanguage={common.languages.inEnglish} illustration={article.illustration} />
              </li>
            ))}
          </ul>
        </section>
      )}
      <section aria-labelledby={ids.grid} className="mt-10">
        <h2 id={ids.grid} className="h2">
          {blogPage.gridHeading}
          {pages_ > 1 && <span className="note ms-3 font-normal">{position}</span>}
        </h2>
        {articles.length === 0 ? (
          <p className="mt-4 text-slate-700">{blogPage.emptyCategory}</p>
        ) : (
          <ul className="grid-cards mt-6 md:grid-cols-2 lg:grid-cols-3">
            {articles.map((article) => (
              <li key={article.id}>
                <ArticleCard article={cardData(article)} readingTime={readingTime} joiner={common.joiners.dot} inSourceLanguage={common.languages.inEnglish} />
              </li>
            ))}
          </ul>
        )}
        {pages_ > 1 && (
          <nav aria-label={blogPage.paging.label} className="mt-8 flex flex-wrap items-center justify-between gap-4">
            {page > 1 ? (
              <a href={blogListPath(tab.id, page - 1)} rel="prev" className="btn btn-secondary">
                {blogPage.paging.previous}
              </a>
            ) : (
              <span />
            )}
            <span className="note">{position}</span>
            {page < pages_ ? (
              <a href={blogListPath(tab.id, page + 1)} rel="next" className="btn btn-secondary">
                {blogPage.paging.next}
              </a>
            ) : (
              <span />
            )}
          </nav>
        )}
      </section>
    </>
  );

  return (
    <>
      <PageHead title={page === 1 ? heading : joinText([heading, position], common.joiners.label)} description={description} />
      {files.feed && <BlogFeedLink inHead href={files.feed} />}
      <PageHeader title={heading} lead={description} illustration={meta.illustration} />
      <Section id={ids.articles} heading={heading} hiddenHeading>
        <Island
          name="BlogSearch"
          when="interaction"
          props={{
            tabId: tab.id,
            pageSize: articlesPerPage,
            indexPath: files.searchIndex,
            categoryLabels: Object.fromEntries(articleCategories.map((name) => [categoryId(name), categoryLabel(name)])),
            words: { label: searchLabel, placeholder },
            messages: { ...searchMessages, readingTime, joiner: common.joiners.dot, inSourceLanguage: common.languages.inEnglish },
          }}
          slots={{ tabs: categoryLinks, listing }}
        />
      </Section>
      <Section fold id={ids.trust} heading={blogPage.trust.heading} lead={blogPage.trust.lead} tone="tint">
        <ul className="grid-cards md:grid-cols-2 lg:grid-cols-4">
          {blogPage.trust.points.map((point) => (
            <li key={point.title} className="card">
              <h3 className="text-lg">{point.title}</h3>
              <p className="mt-2 text-slate-700">{point.text}</p>
            </li>
          ))}
        </ul>
        {files.feed && (
          <p className="mt-8">
            <BlogFeedLink href={files.feed} />
          </p>
        )}
      </Section>
    </>
  );
}
