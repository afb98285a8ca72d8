import type { ArticleCardData } from '../../components/blog/ArticleCard';
import type { EntrySummary } from '../../content/collections';
import { pathTo } from '../../routes';

/** What a card shows of an article summary. */
export function cardData(article: EntrySummary<'blog'>): ArticleCardData {
  const { title, excerpt, category, publishDate, readingMinutes } = article;
  return { href: pathTo('/blog/:id', { id: article.id }), title, excerpt, category, publishDate, readingMinutes };
}
