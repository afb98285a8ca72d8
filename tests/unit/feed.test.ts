import { describe, expect, it } from 'vitest';
import { atomFeed } from '../../src/lib/blog/feed';

const article = (id: string, publishDate: string, updatedDate?: string) => ({
  id,
  title: `Title ${id}`,
  excerpt: `Excerpt ${id}`,
  category: 'Surgery',
  tags: [],
  publishDate,
  updatedDate,
  author: 'A. Author',
  path: `/blog/${id}`,
});

const feedOf = (articles: ReturnType<typeof article>[], count: number) =>
  atomFeed({ articles, count, origin: 'https://example.org', title: 'Blog', description: 'The blog', feedPath: '/blog/feed.xml', blogPath: '/blog', language: 'en' });

const entryIds = (xml: string) => [...xml.matchAll(/<entry>[\s\S]*?<id>https:\/\/example\.org\/blog\/([^<]+)<\/id>/g)].map((match) => match[1]);

describe('the Atom feed', () => {
  const articles = [article('b', '2024-03-01'), article('a', '2024-05-01'), article('c', '2023-01-01', '2025-01-01'), article('d', '2024-04-01')];

  it('carries the newest articles, newest first, as many as it is told', () => {
    expect(entryIds(feedOf(articles, 2))).toEqual(['a', 'd']);
    expect(entryIds(feedOf(articles, 10))).toEqual(['a', 'd', 'b', 'c']);
  });

  it('is updated on the latest day one of the articles it carries changed', () => {
    expect(/<feed[\s\S]*?<updated>([^<]+)<\/updated>/.exec(feedOf(articles, 2))![1]).toBe('2024-05-01T00:00:00.000Z');
    expect(/<feed[\s\S]*?<updated>([^<]+)<\/updated>/.exec(feedOf(articles, 4))![1]).toBe('2025-01-01T00:00:00.000Z');
  });
});
