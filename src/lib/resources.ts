import type { ResourceCategory } from '../content/schemas/resource';
import { resources } from '../generated/resources';
import { pathTo } from '../routes';
import { listedArticle, pageLanguage, sourceLanguage } from './blog/in-language';
import { inLanguage } from './page-language';

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
  /** When its title and description are not in the page's language (not translated yet): the language they are in, the source's. */
  wordsIn?: { locale: string; tag: string; direction: 'ltr' | 'rtl' };
}

/**
 * The resources of one tab, in their order; an article's title and summary come from the article.
 * In another language, a resource whose words are the source's (an article or a resource not
 * translated up to date) says so.
 */
export function resourcesIn(category: ResourceCategory): ResourceCard[] {
  const language = pageLanguage();
  const sourceWords = new Map(inLanguage(resources, sourceLanguage.tag).map((resource) => [resource.id, resource]));
  const inSource = { locale: sourceLanguage.locale, tag: sourceLanguage.tag, direction: sourceLanguage.direction };
  return resources
    .filter((resource) => resource.category === category)
    .sort((a, b) => a.order - b.order)
    .map((resource): ResourceCard => {
      const card = cardOf(resource);
      if (language.tag === sourceLanguage.tag) return card;
      const source = sourceWords.get(resource.id);
      // An article by its translation; any other resource by its words, the same as the source's when it has none of its own.
      const untranslated =
        resource.kind === 'article'
          ? listedArticle(resource.article)!.untranslated
          : source !== undefined && 'title' in source && source.title === card.title && source.description === card.description;
      return untranslated ? { ...card, wordsIn: inSource } : card;
    });
}

/** A resource's card, its words as the page's language has them. */
function cardOf(resource: (typeof resources)[number]): ResourceCard {
  switch (resource.kind) {
    case 'article': {
      const article = listedArticle(resource.article)!;
      return { id: resource.id, kind: 'article', title: article.title, description: article.excerpt, href: pathTo('/blog/:id', { id: article.id }), review: article.review };
    }
    case 'download':
      return { id: resource.id, kind: 'download', title: resource.title, description: resource.description, href: resource.file, format: resource.format };
    default:
      return { id: resource.id, kind: resource.kind, title: resource.title, description: resource.description, href: resource.href };
  }
}
