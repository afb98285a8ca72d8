import type { ArticleCardData } from '../../components/blog/ArticleCard';
import type { EntrySummary } from '../../content/collections';
import { pathTo } from '../../routes';
import { categoryLabel, sourceLanguage } from './in-language';

/** What a card shows of an article summary; an article the page's language has not translated links to the source's page and says its language. */
export function cardData(article: EntrySummary<'blog'> & { untranslated?: boolean }): ArticleCardData {
  const { title, excerpt, category, publishDate, readingMinutes } = article;
  return {
    href: pathTo('/blog/:id', { id: article.id }),
    title,
    excerpt,
    category,
    categoryLabel: categoryLabel(category),
    publishDate,
    readingMinutes,
    ...(article.untranslated ? { wordsIn: { locale: sourceLanguage.locale, tag: sourceLanguage.tag, direction: sourceLanguage.direction } } : {}),
  };
}
