import { z } from 'zod';
import type { ContentLookup, EntryCheck } from '../checks';
import { section, slug, template, text, uniqueBy } from '../fields';
import { title } from '../lengths';
import { articleCategories } from './article';
import { pluralWords } from './plural';

/** content/site/blog.json: the words of /blog, its category pages and every article page around the articles. */
export const blogPageSchema = z.strictObject({
  /** How many featured articles /blog shows at its top, one to three: no more articles than this may be marked featured. */
  featured: z.number().int().min(1).max(3),
  /** How many articles each language's Atom feed carries, the newest first: what a feed reader fetches again on every visit (the blog's pages list them all). */
  feedArticles: z.number().int().min(1).max(200),
  /** The heading above the featured articles. */
  featuredHeading: title,
  /** The label of the row of category links, for screen readers. */
  categoriesLabel: text,
  /** The first category link, which lists every article. */
  allLabel: text,
  /** What each category is called on its link, its page and the articles' cards: one item per category, in any order. */
  categories: uniqueBy(
    z.strictObject({
      /** The category, as articles name it. */
      category: z.enum(articleCategories),
      /** Its name as readers see it. */
      label: text,
    }),
    'category',
  ).length(articleCategories.length, `should name each of the ${articleCategories.length} categories: ${articleCategories.join(', ')}.`),
  /** What each tag is called where an article lists its tags: one item per tag the articles use, in any order. */
  tags: uniqueBy(
    z.strictObject({
      /** The tag, as articles name it in their `tags`. */
      tag: slug,
      /** Its name as readers see it, like "Crohn's disease". */
      label: text,
    }),
    'tag',
  ),

  /** The heading of a category's page, like "{category} articles". */
  categoryTitle: template({ category: 'the category' }),
  /** The description of a category's page for search results, 50 to 160 characters once filled. */
  categoryDescription: template({ category: 'the category' }),
  /** The heading above the grid of articles. */
  gridHeading: title,
  /** The line shown when a category has no articles yet. */
  emptyCategory: text,
  /** The paging links under the grid. */
  paging: z.strictObject({
    /** The paging links' label, for screen readers. */
    label: text,
    /** The link to the page before. */
    previous: text,
    /** The link to the page after. */
    next: text,
    /** Where the reader is, like "Page {page} of {pages}". */
    position: template({ page: 'the page number', pages: 'how many pages there are' }),
  }),
  /** The search box, which searches the titles and summaries of the articles of the tab open. */
  search: z.strictObject({
    /** The label above the box. */
    label: text,
    /** An example inside the empty box. */
    placeholder: text,
    /** Said while the list of articles loads. */
    loading: text,
    /** Said when the list of articles could not be loaded. */
    failed: text,
    /** Said when some articles match, by plural form: { "one": "One article has “{query}”…", "other": "{count} articles have “{query}”…" }. */
    matches: pluralWords({ count: 'how many match', query: 'the words typed' }),
    /** Said while the rest of the articles are still loading and some already match (a long list arrives in parts), by plural form. */
    matchesSoFar: pluralWords({ count: 'how many match so far', query: 'the words typed' }),
    /** Said when no article matches. */
    noMatches: template({ query: 'the words typed' }),
    /** The heading of the close matches offered when nothing matches exactly. */
    closeMatches: text,
    /** The button that shows more of the matching articles. */
    showMore: text,
  }),
  /** How articles are written and reviewed, at the foot of /blog. */
  trust: section.extend({
    /** The points, each a short title and a sentence or two. */
    points: z
      .array(
        z.strictObject({
          /** The point in a few words. */
          title: text,
          /** A sentence or two. */
          text,
        }),
      )
      .min(1),
  }),
  /** The words of the cost table an article shows with <CostTable package="…"/>. */
  costTable: z.strictObject({
    /** Names the table for screen readers, like "{package}: what the price covers". */
    caption: template({ package: "the package's name" }),
    /** The heading of the column of what is paid for. */
    item: text,
    /** The heading of the column of costs. */
    cost: text,
    /** The last row: the package's headline price. */
    total: text,
    /** The row of the package's price range, shown when the package has no cost breakdown. */
    priceRange: text,
    /** The link under the table to the package's page. */
    link: template({ package: "the package's short name" }),
  }),
  /** The link to the blog's Atom feed. */
  feedLink: text,
  /** The feed's title in feed readers. */
  feedTitle: title,
  /** The words of every article page. */
  article: z.strictObject({
    /** The link back to /blog. */
    back: text,
    /** Before the author's name. */
    by: text,
    /** Read by screen readers beside the tick after a verified author's name. */
    verified: text,
    /** Before the publish date. */
    published: text,
    /** Before the date of the last update. */
    updated: text,
    /** The reading time, like "{minutes} min read", by plural form of the count. */
    readingTime: pluralWords({ minutes: 'the minutes' }),
    /** The like button, and how it names the count beside it. */
    like: text,
    /** The bookmark button, which shows whether it is pressed by its look, not its words. */
    bookmark: text,
    /** The note on a Patient Stories article that the story is a composite. */
    illustrativeNote: text,
    /** The heading of the numbered list of sources. */
    sourcesHeading: title,
    /** The heading of the tags. */
    tagsHeading: title,
    /** The review line, like "Medically reviewed by {reviewer} on {date}". */
    reviewedBy: template({ reviewer: 'the reviewer with credentials', date: 'the day of the review' }),
    /** The heading of the card about the author. */
    authorHeading: title,
    /** The author card's button to a care coordinator. */
    contact: text,
    /** The author card's link to the author's page. */
    viewProfile: text,
    /** The heading of the two related articles. */
    relatedHeading: title,
    /** The box beside the article. */
    help: z.strictObject({
      /** Its heading. */
      heading: title,
      /** Its sentence, with the coordinators' response time. */
      text: template({ responseTime: 'how soon a coordinator answers' }),
      /** Its button to /coordinator-connect. */
      action: text,
    }),
  }),
});

export type BlogPage = z.infer<typeof blogPageSchema>;

/** The featured articles /blog has room for, for the check on how many are featured. */
export function blogRoomForFeatured(content: ContentLookup) {
  const blog = content.singleton('blogPage') as BlogPage | undefined;
  return blog && { count: blog.featured, page: '/blog', field: '"featured" in content/site/blog.json' };
}

/** An article's tags each have a name in content/site/blog.json, which readers see instead of the tag. */
export const tagsNamedInBlogPage: EntryCheck = (article, content) => {
  const blog = content.singleton('blogPage') as BlogPage | undefined;
  if (!blog || !Array.isArray(article.tags)) return [];
  const named = new Set(blog.tags.map((entry) => entry.tag));
  return article.tags.flatMap((tag, index) =>
    named.has(String(tag))
      ? []
      : [
          {
            path: ['tags', index],
            message: `"${String(tag)}" has no name in content/site/blog.json: add { "tag": "${String(tag)}", "label": "…" } to its "tags", or use a tag it names (${[...named].join(', ')}).`,
          },
        ],
  );
};
