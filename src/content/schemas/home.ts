import { z } from 'zod';
import type { ContentLookup } from '../checks';
import { claimReference, distinct, internalPath, section, template, text, uniqueBy } from '../fields';
import { title } from '../lengths';
import { illustrationName } from './illustration';

const headingAndText = z.strictObject({
  /** The heading. */
  heading: title,
  /** The paragraph under it. */
  text: text,
});

/** content/site/home.json: the words of the home page; its figures come from packages, claims and the cost comparison. */
export const homeSchema = z.strictObject({
  /** The hero's heading and lead paragraph. */
  hero: headingAndText,
  /** The banner above the hero's heading: the saving on the compared package (content/site/cost-comparison.json). */
  savingsBanner: template({
    amount: 'the saving in dollars',
    percent: 'the saving in percent',
    package: "the package's short name",
    country: 'the comparison country',
  }),
  /** The hero's two buttons. */
  heroActions: z.strictObject({
    /** To /packages. */
    packages: text,
    /** To /coordinator-connect. */
    coordinator: text,
  }),
  /** How many featured entries the home page has room for; the content check refuses more entries marked "featured". */
  featured: z.strictObject({
    /** Packages with "featured": true, shown as cards. */
    packages: z.number().int().min(1).max(6),
    /** Testimonials with "featured": true, shown as quotes. */
    testimonials: z.number().int().min(1).max(4),
  }),
  /** The headings of the page's sections, top to bottom. */
  sections: z.strictObject({
    /** Above the featured package cards. */
    featuredPackages: section,
    /** Above the steps of "how it works". */
    howItWorks: section,
    /** Above the price comparison and the figures. */
    costs: section,
    /** Above the four reasons. */
    reasons: section,
    /** Above the testimonials. */
    testimonials: section,
  }),
  /** The link beside the featured packages, to /packages. */
  allPackagesLink: text,
  /** The words of each featured testimonial. */
  testimonial: z.strictObject({
    /** Its stars, as screen readers hear them. */
    rated: template({ rating: 'the stars given, 1 to 5' }),
    /** The link under it, to the patient stories page. */
    more: text,
  }),
  /** Four reasons to choose us, each linking to the page that proves it. */
  reasons: uniqueBy(
    z.strictObject({
      /** The reason in a few words. */
      title,
      /** One or two sentences. */
      text: text,
      /** The page with the evidence. */
      href: internalPath,
      /** The link's text, like "Meet our surgeons". */
      linkLabel: text,
    }),
    'href',
  ).length(4, 'should list exactly four reasons.'),
  /** "How it works": the steps of a patient's journey, each with its drawing. */
  steps: uniqueBy(
    z.strictObject({
      /** The step in a few words. */
      title,
      /** One sentence. */
      text: text,
      /** A "journey-…" file in public/illustrations/. */
      illustration: illustrationName,
    }),
    'title',
  )
    .min(3)
    .max(5),
  /** The claims shown as stat tiles, by id from content/site/claims.json; each once. */
  stats: distinct(claimReference).min(2).max(8),
  /** The closing call to action and its button (to /coordinator-connect). */
  closing: headingAndText.extend({
    /** The button's text. */
    action: text,
  }),
});

export type Home = z.infer<typeof homeSchema>;

/** How many featured entries of a kind the home page has room for, for the check that counts them. */
export function homeRoomFor(kind: keyof Home['featured']) {
  return (content: ContentLookup) => {
    const home = content.singleton('home') as Home | undefined;
    return home && { count: home.featured[kind], page: 'the home page', field: `"featured.${kind}" in content/site/home.json` };
  };
}
