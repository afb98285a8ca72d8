import { Feed } from 'feed';
import { newestFirst } from './listing';

/** What the feed shows of one article. */
interface FeedArticle {
  id: string;
  title: string;
  excerpt: string;
  category: string;
  tags: readonly string[];
  publishDate: string;
  updatedDate?: string;
  /** The author's name. */
  author: string;
  /** The article's address inside the site, like "/blog/x". */
  path: string;
}

/** A YYYY-MM-DD day as the moment it began, in UTC. */
const dayStart = (day: string) => new Date(`${day}T00:00:00Z`);

/**
 * The blog as an Atom feed: its newest `count` articles, newest first (a feed reader fetches the
 * whole file again on each visit; at ten thousand articles every article made several megabytes).
 * Its "updated" is the latest day one of them was published or updated, so the same articles
 * always give the same file.
 */
export function atomFeed({ articles, count, origin, title, description, feedPath, blogPath, language }: {
  articles: readonly FeedArticle[];
  /** How many articles it carries (content/site/blog.json, feedArticles). */
  count: number;
  origin: string;
  title: string;
  description: string;
  feedPath: string;
  blogPath: string;
  /** The locale the feed's words are in, like "en-GB" or "ar". */
  language: string;
}): string {
  const newest = newestFirst(articles).slice(0, count);
  const latest = newest.reduce((max, article) => {
    const day = article.updatedDate ?? article.publishDate;
    return day > max ? day : max;
  }, '1970-01-01');
  const feed = new Feed({
    id: `${origin}${blogPath}`,
    title,
    description,
    link: `${origin}${blogPath}`,
    language,
    updated: dayStart(latest),
    generator: false,
    feedLinks: { atom: `${origin}${feedPath}` },
  });
  for (const article of newest) {
    feed.addItem({
      title: article.title,
      id: `${origin}${article.path}`,
      link: `${origin}${article.path}`,
      description: article.excerpt,
      date: dayStart(article.updatedDate ?? article.publishDate),
      published: dayStart(article.publishDate),
      author: [{ name: article.author }],
      category: [{ name: article.category }, ...article.tags.map((tag) => ({ name: tag }))],
    });
  }
  return feed.atom1();
}
