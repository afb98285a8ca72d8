import type { IllustrationName } from '../../content/schemas/illustration';
import { formatCount, formatDate } from '../../lib/format';
import { joinParts } from '../../lib/lists';
import { Illustration } from '../ui/Illustration';
import { Badge } from '../ui/Badge';
import { fillTemplate } from '../../lib/template';
import { plural, type PluralForms } from '../../lib/plural';
import { currentLocale } from '../../lib/locale';

export interface ArticleCardData {
  href: string;
  title: string;
  excerpt: string;
  /** The category as articles name it (the tabs compare it). */
  category: string;
  /** The category's name in the page's language. */
  categoryLabel: string;
  publishDate: string;
  readingMinutes: number;
  /** For an article the page's language has not translated: the language of its title and excerpt (the source's), which the card and its link say. */
  wordsIn?: { locale: string; tag: string; direction: 'ltr' | 'rtl' };
}

/**
 * One article in a grid or list: its category, linked title, excerpt, date and reading time. An
 * article in another language than the page's says so ("In English") and marks its words and
 * link with that language. Also rendered by the search island, so it takes plain data.
 */
export function ArticleCard({
  article,
  readingTime,
  joiner,
  inSourceLanguage,
  illustration,
}: {
  article: ArticleCardData;
  readingTime: PluralForms;
  /** How the date and the reading time stand side by side (common.json, joiners.dot). */
  joiner: string;
  /** The mark of an article in the source language, like "In English". */
  inSourceLanguage: string;
  illustration?: IllustrationName;
}) {
  const words = article.wordsIn;
  return (
    <article className="card flex h-full flex-col" data-article-card>
      {illustration && (
        <div className="-mx-5 -mt-5 mb-4 flex justify-center rounded-t-lg bg-brand-50 py-2 sm:-mx-6 sm:-mt-6">
          <Illustration name={illustration} size="sm" />
        </div>
      )}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="eyebrow">{article.categoryLabel}</p>
        {words && (
          <Badge tone="neutral">
            {inSourceLanguage}
          </Badge>
        )}
      </div>
      <h3 className="mt-1 text-xl">
        <a href={article.href} hrefLang={words?.tag} lang={words?.locale} dir={words?.direction} className="hover:underline">
          {article.title}
        </a>
      </h3>
      <p className="mt-2 grow text-slate-700" lang={words?.locale} dir={words?.direction}>
        {article.excerpt}
      </p>
      <p className="note mt-4">
        {joinParts(
          [<time key="date" dateTime={article.publishDate}>{formatDate(article.publishDate)}</time>, fillTemplate(plural(readingTime, article.readingMinutes, currentLocale()), { minutes: formatCount(article.readingMinutes) })],
          joiner,
        )}
      </p>
    </article>
  );
}
