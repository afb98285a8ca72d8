import { z } from 'zod';
import { distinct, section, text, uniqueBy } from '../fields';
import { faqTopics } from './faq';
import { resourceCategories } from './resource';

/** content/site/resources-page.json: the words of /resources around its resources. */
export const resourcesPageSchema = z.strictObject({
  /** The paragraph under the page heading. */
  intro: text,
  /** The tabs, in order, each listing the resources of one category. */
  tabs: uniqueBy(
    z.strictObject({
      /** The category the tab lists. */
      category: z.enum(resourceCategories),
      /** The tab's label. */
      label: text,
      /** A line under the tab's resources, like "More coming soon". */
      note: text.optional(),
    }),
    'category',
  ).min(1),
  /** The headings of the sections below the tabs. */
  sections: z.strictObject({
    /** Above the questions of faqTopics. */
    faqs: section,
    /** Above the links to the legal pages (the footer's legal links). */
    legal: section,
  }),
  /** The FAQ topics shown below the resources. */
  faqTopics: distinct(z.enum(faqTopics)).min(1),
});

export type ResourcesPage = z.infer<typeof resourcesPageSchema>;
