import type { IllustrationName } from '../../content/schemas/illustration';
import { formatDate } from '../../lib/format';
import { Illustration } from '../ui/Illustration';
import { fillTemplate } from '../../lib/template';

export interface ArticleCardData {
  href: string;
  title: string;
  excerpt: string;
  category: string;
  publishDate: string;
  readingMinutes: number;
}

/** One article in a grid or list: its category, linked title, excerpt, date and reading time. Also rendered by the search island, so it takes plain data. */
export function ArticleCard({ article, readingTime, illustration }: { article: ArticleCardData; readingTime: string; illustration?: IllustrationName }) {
  return (
    <article className="card flex h-full flex-col" data-article-card>
      {illustration && (
        <div className="-mx-5 -mt-5 mb-4 flex justify-center rounded-t-lg bg-brand-50 py-2 sm:-mx-6 sm:-mt-6">
          <Illustration name={illustration} size="sm" />
        </div>
      )}
      <p className="eyebrow">{article.category}</p>
      <h3 className="mt-1 text-xl">
        <a href={article.href} className="hover:underline">
          {article.title}
        </a>
      </h3>
      <p className="mt-2 grow text-slate-700">{article.excerpt}</p>
      <p className="note mt-4">
        <time dateTime={article.publishDate}>{formatDate(article.publishDate)}</time> · {fillTemplate(readingTime, { minutes: String(article.readingMinutes) })}
      </p>
    </article>
  );
}
