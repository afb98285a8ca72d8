import { readdirSync, readFileSync } from 'node:fs';
import matter from 'gray-matter';
import { describe, expect, it } from 'vitest';
import { resourcesIn } from '../../src/lib/resources';
import { contentJson } from './site-content';

type Resource = { id: string; kind: string; category: string; order: number; title?: string; description?: string; href?: string; file?: string; format?: string; article?: string };
const resources: Resource[] = readdirSync('content/resources').map((file) => ({ id: file.replace(/\.json$/, ''), ...contentJson<Omit<Resource, 'id'>>(`resources/${file}`) }));
const inOrder = (category: string) => resources.filter((resource) => resource.category === category).sort((a, b) => a.order - b.order);

describe('the resources of a tab', () => {
  it('are those of its category, in their order', () => {
    for (const category of ['educational', 'tools', 'support'] as const)
      expect(resourcesIn(category).map((card) => card.id), category).toEqual(inOrder(category).map((resource) => resource.id));
  });

  it('show a page or a tool with its own title, description and address', () => {
    const tool = inOrder('tools')[0];
    expect(resourcesIn('tools')[0]).toEqual({ id: tool.id, kind: tool.kind, title: tool.title, description: tool.description, href: tool.href });
  });

  it('show a file with its address and format', () => {
    const download = resources.find((resource) => resource.kind === 'download')!;
    expect(resourcesIn(download.category as 'support').find((card) => card.id === download.id)).toEqual({
      id: download.id,
      kind: 'download',
      title: download.title,
      description: download.description,
      href: download.file,
      format: download.format,
    });
  });

  it('show an article with the title, summary and review of the article, linking to it', () => {
    const resource = resources.find((entry) => entry.kind === 'article')!;
    const article = matter(readFileSync(`content/blog/${resource.article}.mdx`, 'utf8')).data as { title: string; excerpt: string; review: { reviewedBy: string; lastReviewed: Date } };
    expect(resourcesIn(resource.category as 'educational').find((card) => card.id === resource.id)).toEqual({
      id: resource.id,
      kind: 'article',
      title: article.title,
      description: article.excerpt,
      href: `/blog/${resource.article}`,
      review: { reviewedBy: article.review.reviewedBy, lastReviewed: article.review.lastReviewed.toISOString().slice(0, 10) },
    });
  });
});
