import { z } from 'zod';
import { crossCheckContext } from './context';
import { didYouMean } from './suggest';

/** A lowercase id made of words joined by hyphens, as used in file names and addresses. */
export const slug = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'should be lowercase words joined by hyphens, like "apollo-delhi".');

/** A calendar date written as YYYY-MM-DD. */
export const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'should be a date written as YYYY-MM-DD, like "2026-11-01".')
  .refine((value) => !Number.isNaN(Date.parse(value)), 'is not a real calendar date.');

/** Text that must not be empty. */
export const text = z.string().trim().min(1);

/** A whole number of US dollars. */
export const dollars = z.number().int('should be a whole number of dollars.').positive();

/**
 * Marks a file written as a stand-in (invented people, reviews or figures) until the real content
 * arrives. `npm run launch:check` lists every file so marked; remove the field once it is real.
 */
export const sampleMark = z.literal(true, 'should be true, or left out once the content is real.').optional();

/** Removes the query and hash from an address, leaving the path a route must produce. */
export function pathOf(href: string): string {
  const path = href.split(/[?#]/)[0] || '/';
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}

/** Problem with an internal link, or null when the route table produces it. */
export function checkInternalPath(href: string, paths: ReadonlySet<string>): string | null {
  // Most links name a page exactly; only the others need their query and hash taken off.
  if (!href.startsWith('/') || paths.has(href)) return null;
  const path = pathOf(href);
  if (paths.has(path)) return null;
  return `links to "${href}", but the site has no page at "${path}".${didYouMean(path, paths)}`;
}

/**
 * A link written in a body: an address inside the site (checked like any other), a #section of
 * the same page, or an https:, mailto: or tel: link. Never javascript:, data:, plain http: or a
 * relative path such as "packages", which would resolve against whatever page shows it.
 */
export function checkContentLink(href: string, paths: ReadonlySet<string>): string | null {
  if (href.startsWith('/')) return checkInternalPath(href, paths);
  if (/^(#[\w-]+|https:\/\/\S+|mailto:\S+|tel:\+?[0-9]+)$/.test(href)) return null;
  return `links to "${href}": a link must be an address inside the site ("/packages"), or an https:, mailto: or tel: link.`;
}

/** An address inside the site ("/packages") that the route table must produce. */
export const internalPath = z
  .string()
  .regex(/^\/[^\s]*$/, 'should be an address inside the site starting with "/", like "/packages".')
  .superRefine((href, ctx) => {
    const context = crossCheckContext();
    const problem = context && checkInternalPath(href, context.paths);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

/** A link: an address inside the site, checked against the route table, or an https, mailto or tel link. */
export const link = z
  .string()
  .regex(
    /^(\/[^\s]*|https:\/\/[^\s]+|mailto:[^\s]+|tel:\+?[0-9]+)$/,
    'should be an address inside the site ("/packages") or an https:, mailto: or tel: link.',
  )
  .superRefine((href, ctx) => {
    const context = crossCheckContext();
    const problem = context && checkInternalPath(href, context.paths);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

/** The id of an entry in another collection; the entry must exist. */
export function reference(collection: string, noun: string) {
  return slug.superRefine((id, ctx) => {
    const ids = crossCheckContext()?.ids.get(collection);
    if (!ids || ids.has(id)) return;
    ctx.addIssue({
      code: 'custom',
      message: `names the ${noun} "${id}", but there is no file for it in content/${collection}/.${didYouMean(id, ids)}`,
    });
  });
}

/** A list whose items must differ in the given field; a repeat is reported at the repeated item. */
export function uniqueBy<T extends z.ZodType>(item: T, key: string) {
  return z.array(item).superRefine((items, ctx) => {
    const firstIndex = new Map<unknown, number>();
    items.forEach((entry, index) => {
      const value = (entry as Record<string, unknown>)[key];
      const earlier = firstIndex.get(value);
      if (earlier === undefined) firstIndex.set(value, index);
      else
        ctx.addIssue({
          code: 'custom',
          path: [index, key],
          message: `"${String(value)}" is used twice in this list: item ${earlier} has it already.`,
        });
    });
  });
}

/** Who checked a medical page and when. */
export const medicalReview = z.strictObject({
  /** The clinician who reviewed the page: a file in content/clinicians/. */
  reviewedBy: reference('clinicians', 'clinician'),
  /** The day of the last medical review, YYYY-MM-DD. */
  lastReviewed: isoDate,
});

/** The id of a claim in content/site/claims.json; the claim must exist. */
export const claimReference = slug.superRefine((id, ctx) => {
  const ids = crossCheckContext()?.ids.get('claims');
  if (!ids || ids.has(id)) return;
  ctx.addIssue({ code: 'custom', message: `names the claim "${id}", but content/site/claims.json has no claim with that id.${didYouMean(id, ids)}` });
});
