import { z } from 'zod';
import { crossCheckContext } from './context';
import { pastDate } from './dates';
import { invisibleCharacterProblem, patternMessage } from './invisible';
import { title } from './lengths';
import { didYouMean } from './suggest';
import { keyListBy, words } from './translation';
import { withArticle } from '../lib/indefinite-article';

/** A lowercase id made of words joined by hyphens, as used in file names and addresses. */
export const slug = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, patternMessage('should be lowercase words joined by hyphens, like "apollo-delhi".'));

/** Text that must not be empty: words a translation replaces (wrap a fact written as text in fact()). */
export const text = words(z.string().trim().min(1));

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

/**
 * The address inside the site that `href` names when it is a full address on the site's own
 * domain (`origin` from content/site/site.json, with or without "www.", http or https), like
 * "https://www.example.org/packages" for "/packages"; otherwise null.
 */
export function ownSitePath(href: string, origin: string | undefined): string | null {
  if (!origin || !/^https?:\/\//i.test(href)) return null;
  let url: URL;
  let own: URL;
  try {
    url = new URL(href);
    own = new URL(origin);
  } catch {
    return null;
  }
  const host = (name: string) => name.toLowerCase().replace(/^www\./, '');
  if (host(url.hostname) !== host(own.hostname) || (url.port !== own.port && url.port !== '')) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * Problem with an internal link, or null when the route table produces it. With the site's
 * `origin`, a full address on the site's own domain is an internal link too, and checked as one.
 */
export function checkInternalPath(href: string, paths: ReadonlySet<string>, origin?: string): string | null {
  const own = ownSitePath(href, origin);
  if (own !== null) {
    const problem = checkInternalPath(own, paths);
    return problem && problem.replace(`links to "${own}"`, `links to "${href}"`);
  }
  // Most links name a page exactly; only the others need their query and hash taken off.
  if (!href.startsWith('/') || paths.has(href)) return null;
  const path = pathOf(href);
  if (paths.has(path)) return null;
  const invisible = invisibleCharacterProblem(href);
  if (invisible) return `links to "${href}", which ${invisible}`;
  return `links to "${href}", but the site has no page at "${path}".${didYouMean(path, paths)}`;
}

/**
 * A link written in a body: an address inside the site (checked like any other), a #section of
 * the same page, or an https:, mailto: or tel: link. Never javascript:, data:, plain http: or a
 * relative path such as "packages", which would resolve against whatever page shows it.
 */
export function checkContentLink(href: string, paths: ReadonlySet<string>, origin?: string): string | null {
  if (href.startsWith('/') || ownSitePath(href, origin) !== null) return checkInternalPath(href, paths, origin);
  if (/^(#[\w-]+|https:\/\/\S+|mailto:\S+|tel:\+?[0-9]+)$/.test(href)) return null;
  return `links to "${href}": a link must be an address inside the site ("/packages"), or an https:, mailto: or tel: link.`;
}

/** An address inside the site ("/packages") that the route table must produce. */
export const internalPath = z
  .string()
  .regex(/^\/[^\s]*$/, patternMessage('should be an address inside the site starting with "/", like "/packages".'))
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
    patternMessage('should be an address inside the site ("/packages") or an https:, mailto: or tel: link.'),
  )
  .superRefine((href, ctx) => {
    const context = crossCheckContext();
    const problem = context && checkInternalPath(href, context.paths, context.origin);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

/**
 * The id of an entry in another collection; the entry must exist. With `role`, the entry must
 * also hold that role (a person named as a package's surgeon must be a surgeon): the run knows
 * each role's holders as the ids of "<collection>:<role>".
 */
export function reference(collection: string, noun: string, role?: { name: string; noun: string }) {
  return slug.superRefine((id, ctx) => {
    const context = crossCheckContext();
    const ids = context?.ids.get(collection);
    if (!context || !ids) return;
    if (!ids.has(id))
      return ctx.addIssue({
        code: 'custom',
        message: `names the ${noun} "${id}", but there is no file for it in content/${collection}/.${didYouMean(id, role ? (context.ids.get(`${collection}:${role.name}`) ?? ids) : ids)}`,
      });
    const holders = role && context.ids.get(`${collection}:${role.name}`);
    if (holders && !holders.has(id))
      ctx.addIssue({
        code: 'custom',
        message: `names "${id}", who is not ${withArticle(role.noun)}: content/${collection}/${id}.json has no "${role.name}" in its roles.${holders.size ? ` Choose one of: ${[...holders].join(', ')}.` : ''}`,
      });
  });
}

const ordinals = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth'];
/** "the first item", …, "item 11": an item of a list as an editor counts, from one. */
const nthItem = (index: number) => (index < ordinals.length ? `the ${ordinals[index]} item` : `item ${index + 1}`);

/** Reports each item whose key an earlier item has already, at the repeated item. */
function reportRepeats(keys: unknown[], ctx: z.RefinementCtx, pathOf: (index: number) => Array<string | number>, shown: (index: number) => unknown) {
  const firstIndex = new Map<unknown, number>();
  keys.forEach((key, index) => {
    const earlier = firstIndex.get(key);
    if (earlier === undefined) firstIndex.set(key, index);
    else ctx.addIssue({ code: 'custom', path: pathOf(index), message: `"${String(shown(index))}" is used twice in this list: ${nthItem(earlier)} has it already.` });
  });
}

/** A list whose items must differ in the given field; a repeat is reported at the repeated item. */
export function uniqueBy<T extends z.ZodType>(item: T, key: string) {
  keyListBy(item, key);
  return z.array(item).superRefine((items, ctx) => {
    const values = items.map((entry) => (entry as Record<string, unknown>)[key]);
    reportRepeats(values, ctx, (index) => [index, key], (index) => values[index]);
  });
}

/**
 * A list of texts in which nothing is said twice, since each item shows on the page: an
 * included item listed twice shows twice. Case and spacing do not make a repeat different.
 */
export function distinct<T extends z.ZodType<string>>(item: T) {
  return z.array(item).superRefine((items, ctx) => {
    reportRepeats(items.map((value) => value.trim().replace(/\s+/g, ' ').toLowerCase()), ctx, (index) => [index], (index) => items[index]);
  });
}

/** A range of whole dollars, or any other numbers, whose "from" is not larger than its "to". */
export function range(bound: z.ZodNumber) {
  return z
    .strictObject({
      /** The lowest value. */
      from: bound,
      /** The highest value. */
      to: bound,
    })
    .refine((value) => value.from <= value.to, { message: 'should not be larger than "to".', path: ['from'] });
}

/**
 * Text with places the page fills in, written as {name}: every place named must be there, and
 * no other, since the page fills only these. `places` says what goes in each. A translation
 * keeps the English's places: the content check compares them while the translation is up to
 * date, and a stale one (the English gained a place) shows in English, never refused.
 */
export function template(places: Record<string, string>) {
  return text.superRefine((value, ctx) => {
    if (!value) return;
    for (const [name, what] of Object.entries(places))
      if (!value.includes(`{${name}}`)) ctx.addIssue({ code: 'custom', message: `should contain {${name}}, where ${what} goes.` });
    const known = Object.keys(places).map((name) => `{${name}}`);
    for (const [place] of value.matchAll(/\{[^{}]*\}/g))
      if (!known.includes(place)) ctx.addIssue({ code: 'custom', message: `has ${place}, which the page cannot fill: use only ${known.join(', ')}.` });
  }).meta({ words: true, translated: text });
}

/** The words of one section of a page: its heading and, where it has one, a sentence or two under it. */
export const section = z.strictObject({
  /** The section's heading. */
  heading: title,
  /** A sentence or two under the heading. */
  lead: text.optional(),
});

/** Who checked a medical page and when. */
export const medicalReview = z.strictObject({
  /** The clinician who reviewed the page: a file in content/people/ whose roles include "medical-reviewer". */
  reviewedBy: reference('people', 'person', { name: 'medical-reviewer', noun: 'medical reviewer' }),
  /** The day of the last medical review, YYYY-MM-DD; not after today. */
  lastReviewed: pastDate,
});

/** The id of a claim in content/site/claims.json; the claim must exist. */
export const claimReference = slug.superRefine((id, ctx) => {
  const ids = crossCheckContext()?.ids.get('claims');
  if (!ids || ids.has(id)) return;
  ctx.addIssue({ code: 'custom', message: `names the claim "${id}", but content/site/claims.json has no claim with that id.${didYouMean(id, ids)}` });
});

/** A public https address, like "https://www.example.org/report.pdf". */
const httpsAddress = z.string().regex(/^https:\/\/[^\s/]+\.[^\s]+$/, patternMessage('should be a public https address, like "https://www.example.org/report".'));

/** Where a figure comes from: an internal audit, a registry, a published price list. */
export const figureSource = z.strictObject({
  /** The source by name, like "Internal audit of discharge records" or "Hospital price list". */
  name: text,
  /** Where a patient can read it, when it is public: an https address. */
  url: httpsAddress.optional(),
});

/** The fields that make a figure traceable, besides what it counts (which a claim states beside its label). */
export const figureTrace = {
  /** Whom or what the figure was counted over, like "Patients who travelled with us for surgery". */
  population: text,
  /** The period counted, like "January 2019 to June 2026". */
  period: text,
  /** Where the figure comes from. */
  source: figureSource,
  /** The day someone last checked the figure against its source, YYYY-MM-DD; not after today. */
  checked: pastDate,
};

/** What a figure means, over whom and when it was counted, where it comes from and when it was last checked. */
export const figureBasis = z.strictObject({
  /** Exactly what the figure counts, in a sentence a patient understands. */
  meaning: text,
  ...figureTrace,
});

export type FigureBasis = z.infer<typeof figureBasis>;
