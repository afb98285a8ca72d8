import { z } from 'zod';
import { pastDate } from '../dates';
import { distinct, medicalReview, slug, text } from '../fields';
import { metaDescription, title } from '../lengths';
import { illustrationName } from './illustration';
import { personWith } from './person';
import { withArticle } from '../../lib/indefinite-article';

/** The blog's categories, in the order of its tabs. */
export const articleCategories = ['Surgery', 'Recovery', 'Research', 'Patient Stories'] as const;

/** The category whose articles may be composites of several patients' experiences. */
const storiesCategory: (typeof articleCategories)[number] = 'Patient Stories';

const sourceSchema = z.strictObject({
  /** The title of the guideline, paper or page, as its publisher gives it. */
  title: text,
  /** Who published it, like "National Institute for Health and Care Excellence". */
  publisher: text,
  /** The year it was published or last revised; leave it out for a page revised continuously (an NHS condition page) rather than guess one. */
  year: z.number().int().min(1900).max(2100).optional(),
  /** Where a reader finds it: an https address. */
  url: z.string().regex(/^https:\/\/\S+$/, 'should be an https address, like "https://www.nice.org.uk/guidance/ng151".'),
});

/** content/blog/<id>.mdx: an article of the medical blog; the body is the article. */
export const articleSchema = z
  .strictObject({
    /** The headline, at most 60 characters. */
    title,
    /** One or two sentences (50 to 160 characters) for cards and the meta description. */
    excerpt: metaDescription,
    /** The blog category the article is filed under: Surgery, Recovery, Research or Patient Stories. */
    category: z.enum(articleCategories),
    /** Who wrote it: a file in content/people/ whose roles include "author". */
    author: personWith('author'),
    /** The day it was first published, YYYY-MM-DD; not after today. */
    publishDate: pastDate,
    /** The day its text last changed in substance, YYYY-MM-DD; not before the publish date. Leave out until it changes. */
    updatedDate: pastDate.optional(),
    /** Shown among the featured articles at the top of /blog (at most three are). */
    featured: z.boolean().default(false),
    /** Two to five topics, lowercase words joined by hyphens, like "crohns-disease"; reuse the tags other articles have, so related articles find each other. */
    tags: distinct(slug).min(2, 'should list at least two tags.').max(5, 'should list at most five tags.'),
    /** The drawing on the article's card and page: a file in public/illustrations/, like "journey-recovery". */
    illustration: illustrationName,
    /** Only on Patient Stories, and there required: true says the story is a composite of several patients' experiences, not one real patient. */
    illustrative: z.literal(true, 'should be true (a composite story), or left out.').optional(),
    /** Who last checked the medical content, and when: a medical reviewer who is not the author, not before the publish date. */
    review: medicalReview,
    /** The guidelines, papers and pages the article relies on, shown as a numbered list at its end: at least one. */
    sources: z.array(sourceSchema).min(1, 'should list at least one source: every medical article names what it relies on.'),
  })
  .superRefine((article, ctx) => {
    if (article.updatedDate !== undefined && article.updatedDate < article.publishDate)
      ctx.addIssue({ code: 'custom', path: ['updatedDate'], message: `is ${article.updatedDate}, before the publish date ${article.publishDate}: an article cannot change before it is published.` });
    if (article.review.lastReviewed < article.publishDate)
      ctx.addIssue({ code: 'custom', path: ['review', 'lastReviewed'], message: `is ${article.review.lastReviewed}, before the publish date ${article.publishDate}: review the article before or when it is published, and give that day.` });
    if (article.review.reviewedBy === article.author)
      ctx.addIssue({ code: 'custom', path: ['review', 'reviewedBy'], message: `is "${article.author}", the author: another medical reviewer must check the article.` });
    if (article.illustrative && article.category !== storiesCategory)
      ctx.addIssue({ code: 'custom', path: ['illustrative'], message: `is only for the category "${storiesCategory}": leave it out of ${withArticle(article.category)} article.` });
    if (!article.illustrative && article.category === storiesCategory)
      ctx.addIssue({ code: 'custom', path: ['category'], message: `is "${storiesCategory}", which needs "illustrative: true": a story on the site is a composite, never one real patient.` });
  }, {
    // Compare only fields that are sound, so one run still reports every other problem.
    when: (payload) => !payload.issues.some((issue) => comparedFields.has(String(issue.path?.[0]))),
  });

const comparedFields = new Set(['publishDate', 'updatedDate', 'review', 'author', 'category', 'illustrative']);
