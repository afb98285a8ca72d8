/**
 * The ids a template gives its own sections, by template. Templates take their ids from here,
 * and the content check accepts a link in a body to "/page#id" when the page's template has
 * that id, as it accepts the ids of the body's headings; the crawl of the built site proves
 * every one of them is on its pages.
 */
export const sectionIds = {
  PackagePage: { quickFacts: 'quick-facts', bestFor: 'best-for', tabs: 'package-tabs', faqs: 'package-faqs', nextStep: 'next-step' },
  ArticlePage: { help: 'article-help', sources: 'sources', tags: 'tags', author: 'about-the-author', related: 'related-articles' },
  HospitalPage: { reviews: 'reviews', tour: 'tour' },
  DoctorPage: { reviews: 'patient-reviews' },
  DoctorVerificationPage: { apply: 'apply' },
  EmergencySupportPage: { inIndia: 'call-in-india', homeNumbers: 'home-numbers' },
  CoordinatorConnectPage: { form: 'request-form' },
  BlogPage: { articles: 'articles', featured: 'featured-articles', grid: 'latest-articles', trust: 'how-articles-are-reviewed' },
} as const;

/** The section ids of one template; none for a template that declares none. */
export function sectionIdsOf(template: string): string[] {
  return Object.hasOwn(sectionIds, template) ? Object.values(sectionIds[template as keyof typeof sectionIds]) : [];
}
