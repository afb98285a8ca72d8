import { z } from 'zod';
import { distinct, section, template, text, uniqueBy } from '../fields';
import { faqTopics } from './faq';
import { resourceCategories } from './resource';
import { pluralWords } from './plural';

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
  /** The heading of the resources' section, heard by screen readers only. */
  heading: text,
  /** What screen readers call the row of tabs. */
  tabsLabel: text,
  /** Under a tab whose resources the search hid. */
  noneInTab: template({ tab: "the tab's label" }),
  /** The search above the tabs (the ResourceSearch island). */
  search: z.strictObject({
    /** The field's label. */
    label: text,
    /** The example in the empty field. */
    placeholder: text,
    /** When nothing matches. */
    noMatches: template({ query: 'the words typed' }),
    /** When some match, by plural form: { "one": "1 resource matches: {places}.", "other": "{count} resources match: {places}." }. */
    matches: pluralWords({ count: 'how many', places: 'how many in which tabs, like "2 in Educational Resources, 1 in Tools & Calculators"' }),
    /** How many match in one tab. */
    inTab: template({ count: 'how many', tab: "the tab's label" }),
  }),
  /** What each kind of resource is called on its card, and its button. */
  kinds: z.strictObject({
    /** A blog article. */
    article: z.strictObject({ /** The line above its title. */ label: text, /** Its button. */ action: text }),
    /** A page of the site. */
    page: z.strictObject({ /** The line above its title. */ label: text, /** Its button. */ action: text }),
    /** A tool, like the cost estimator. */
    tool: z.strictObject({ /** The line above its title. */ label: text, /** Its button. */ action: text }),
    /** A file to download. */
    download: z.strictObject({ /** The line above its title. */ label: text, /** Its button. */ action: text }),
  }),
  /** The FAQ topics shown below the resources. */
  faqTopics: distinct(z.enum(faqTopics)).min(1),
});

export type ResourcesPage = z.infer<typeof resourcesPageSchema>;
