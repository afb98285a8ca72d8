import type { ResourceCategory } from '../content/schemas/resource';
import { blogSummaries } from '../generated/blog-summaries';
import { resources } from '../generated/resources';
import { pathTo } from '../routes';

/** A resource as its card shows it, whatever its kind. */
export interface ResourceCard {
  id: string;
  kind: 'article' | 'page' | 'tool' | 'download';
  title: string;
  description: string;
  href: string;
  /** For a file: what kind of file it is. */
  format?: string;
  /** For an article: who reviewed it and when. */
  review?: { reviewedBy: string; lastReviewed: string };
}

/** The resources of one tab, in their order; an article's title and summary come from the article. */
export function resourcesIn(category: ResourceCategory): ResourceCard[] {
  return resources
    .filter((resource) => resource.category === category)
    .sort((a, b) => a.order - b.order)
    .map((resource): ResourceCard => {
      switch (resource.kind) {
        case 'article': {
          const article = blogSummaries.find((summary) => summary.id === resource.article)!;
          return { id: resource.id, kind: 'article', title: article.title, description: article.excerpt, href: pathTo('/blog/:id', { id: article.id }), review: article.review };
        }
        case 'download':
          return { id: resource.id, kind: 'download', title: resource.title, description: resource.description, href: resource.file, format: resource.format };
        default:
          return { id: resource.id, kind: resource.kind, title: resource.title, description: resource.description, href: resource.href };
      }
    });
}
