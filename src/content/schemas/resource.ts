import { z } from 'zod';
import { internalPath, reference, text } from '../fields';
import { title } from '../lengths';

/** Which tab of /resources lists it. */
export const resourceCategories = ['educational', 'tools', 'support'] as const;

const common = {
  /** The tab that lists it. */
  category: z.enum(resourceCategories),
  /** Position in its tab: 1 comes first; no two resources of a tab share one. */
  order: z.number().int().positive(),
};

const titled = {
  /** The resource's name on its card. */
  title,
  /** One sentence on what it gives the patient. */
  description: text,
};

/**
 * content/resources/<id>.json: one thing /resources lists. Each opens something real: an article
 * of the blog (its title and summary come from the article), a page or a tool of the site, or a file
 * in public/downloads/.
 */
export const resourceSchema = z.discriminatedUnion('kind', [
  z.strictObject({
    /** An article of the medical blog. */
    kind: z.literal('article'),
    /** The article: a file in content/blog/. */
    article: reference('blog', 'blog article'),
    ...common,
  }),
  z.strictObject({
    /** A page of the site that explains something. */
    kind: z.literal('page'),
    ...titled,
    /** The page: a path the route table produces. */
    href: internalPath,
    ...common,
  }),
  z.strictObject({
    /** A page of the site where the patient works something out. */
    kind: z.literal('tool'),
    ...titled,
    /** The tool's page: a path the route table produces. */
    href: internalPath,
    ...common,
  }),
  z.strictObject({
    /** A file to download. */
    kind: z.literal('download'),
    ...titled,
    /** The file's address: a file in public/downloads/, like "/downloads/checklist.txt". */
    file: z.string().regex(/^\/downloads\/[a-z0-9-]+\.(txt|pdf|csv)$/, 'should be a file in public/downloads/, like "/downloads/checklist.txt".'),
    /** What kind of file it is, like "Printable text file". */
    format: text,
    ...common,
  }),
]);

export type Resource = z.infer<typeof resourceSchema>;
export type ResourceCategory = (typeof resourceCategories)[number];
