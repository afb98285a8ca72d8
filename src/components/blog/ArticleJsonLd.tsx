import type { MedicalWebPage, WithContext } from 'schema-dts';
import type { EntryData } from '../../content/collections';
import { site } from '../../generated/site';
import type { PersonCard } from '../../lib/people';
import { pathTo } from '../../routes';
import { tagLabel } from '../../lib/blog/in-language';

/** Structured data for search engines: the article as a medical web page, with who wrote it, who reviewed it and when, and its sources. */
export function ArticleJsonLd({ article, author, reviewer }: { article: EntryData<'blog'>; author: PersonCard; reviewer: PersonCard }) {
  const data: WithContext<MedicalWebPage> = {
    '@context': 'https://schema.org',
    '@type': 'MedicalWebPage',
    headline: article.title,
    name: article.title,
    description: article.excerpt,
    url: `${site.origin}${pathTo('/blog/:id', { id: article.id })}`,
    datePublished: article.publishDate,
    dateModified: article.updatedDate ?? article.publishDate,
    author: { '@type': 'Person', name: author.name, jobTitle: author.role },
    reviewedBy: { '@type': 'Person', name: reviewer.name, jobTitle: reviewer.role, honorificSuffix: reviewer.credentials },
    lastReviewed: article.review.lastReviewed,
    keywords: article.tags.map(tagLabel).join(', '),
    publisher: { '@type': 'Organization', name: site.name },
    citation: article.sources.map((source) => ({
      '@type': 'CreativeWork',
      name: source.title,
      publisher: { '@type': 'Organization', name: source.publisher },
      ...(source.year === undefined ? {} : { datePublished: String(source.year) }),
      url: source.url,
    })),
  };
  // JSON.stringify escapes nothing HTML-specific, so "<" is escaped to keep the script block closed.
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }} />;
}
