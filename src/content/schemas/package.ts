import { z } from 'zod';
import type { EntryCheck } from '../checks';
import { distinct, dollars, figureBasis, medicalReview, range, reference, sampleMark, text, uniqueBy } from '../fields';
import { formatDuration } from '../../lib/format';
import { metaDescription, shortName, title } from '../lengths';
import { durationSchema, fitsWithin } from './duration';
import { illustrationName } from './illustration';
import { personWith } from './person';
import { bestRating } from './rating';

/** The lowest and highest total price, in US dollars. */
const priceRangeSchema = range(dollars);

const costLineSchema = z.strictObject({
  /** What the money pays for, like "Hospital stay (7 days)". */
  item: text,
  /** Its cost in US dollars. */
  cost: dollars,
});

const journeyStageSchema = z.strictObject({
  /** When it happens, like "Day 1" or "Days 2–3". */
  day: text,
  /** The stage's name. */
  title: text,
  /** What happens, in a sentence or two. */
  description: text,
});

const includedCategorySchema = z.strictObject({
  /** The category's heading, like "Medical care". */
  category: text,
  /** What the package covers in it. */
  items: distinct(text).min(1),
});

/** content/packages/<id>.mdx: an all-inclusive surgery package; the MDX body is the Details tab. */
export const packageSchema = z
  .strictObject({
    /** Present while the prices, stays and ratings are stand-ins written for the demo: `npm run launch:check` lists the file until they are real. */
    sample: sampleMark,
    /** The full name, like "Colorectal Cancer Surgery Package". */
    name: title,
    /** A short name for cards and menus, like "Colorectal Cancer". */
    shortName,
    /** One or two sentences for cards and the meta description. */
    description: metaDescription,
    /** The price range of the whole package, in US dollars. */
    priceRange: priceRangeSchema,
    /** The headline price on cards and the package page; must lie inside the range. Leave out to show the range alone. */
    price: dollars.optional(),
    /** The typical price of the same surgery in the comparison country (content/site/cost-comparison.json), in US dollars; savings are computed from it. */
    originalPrice: dollars.optional(),
    /** What the comparison price is (the typical total price of the same surgery there), over which hospitals and year, its source and when it was checked; required with "originalPrice". */
    originalPriceBasis: figureBasis.optional(),
    /** The drawing of the package's area of care on its card and page: an "area-…" file in public/illustrations/; without one, the hospital drawing. */
    illustration: illustrationName.default('hospital'),
    /** How long the patient stays in India, from arrival to flying home. */
    stayInIndia: durationSchema,
    /** How long the patient stays in hospital: part of the stay in India, so never longer. */
    hospitalStay: durationSchema,
    /** How long until usual daily activity returns. */
    recovery: durationSchema.optional(),
    /** How long the care team follows the patient up after going home. */
    followUp: durationSchema.optional(),
    /** How long the operation itself usually takes. */
    surgeryDuration: durationSchema.optional(),
    /** The hospital where the surgery takes place: a file in content/hospitals/. */
    hospital: reference('hospitals', 'hospital'),
    /** The lead surgeon: a file in content/people/ whose roles include "surgeon". */
    surgeon: personWith('surgeon'),
    /** Who the package suits, one condition or situation per item. */
    bestFor: distinct(text).min(1),
    /** What the price covers, in categories. */
    included: uniqueBy(includedCategorySchema, 'category').min(1),
    /** What the price does not cover. */
    notIncluded: distinct(text).min(1),
    /** How the headline price divides; the lines must add up to it. */
    costBreakdown: uniqueBy(costLineSchema, 'item').min(2).optional(),
    /** The stages of the patient's journey, in order. */
    journey: uniqueBy(journeyStageSchema, 'title').min(2).optional(),
    /** Long-term benefits of the surgery, one per item. */
    benefits: distinct(text).min(1).optional(),
    /** The average patient rating out of 5. */
    rating: z.number().min(1).max(bestRating).optional(),
    /** How many patient reviews the rating averages; required with a rating. */
    reviewCount: z.number().int().positive().optional(),
    /** What the rating averages, over which patients and period, where the reviews were collected (the source) and when it was checked; required with a rating. */
    ratingBasis: figureBasis.optional(),
    /** Share of these surgeries completed without a major complication within 30 days, in percent. */
    successRate: z.number().min(0).max(100).optional(),
    /** What the success rate counts, over which patients and period, its source and when it was checked; required with a success rate. */
    successRateBasis: figureBasis.optional(),
    /** Label of the consultation button on the package's page, like "Free Oncology Consultation"; without one, the label in content/site/packages-page.json. */
    consultationLabel: title.optional(),
    /** Position in package lists: 1 comes first; no two packages share one. */
    order: z.number().int().positive(),
    /** Shown on the home page, which has room for as many as "featured.packages" in content/site/home.json. */
    featured: z.boolean().default(false),
    /** Who last checked the medical content and when. */
    review: medicalReview,
  })
  .superRefine((pkg, ctx) => {
    const { from, to } = pkg.priceRange;
    if (pkg.price !== undefined && from <= to && (pkg.price < from || pkg.price > to))
      ctx.addIssue({ code: 'custom', path: ['price'], message: `is $${pkg.price.toLocaleString('en-US')}, outside the price range $${from.toLocaleString('en-US')}–$${to.toLocaleString('en-US')}: change the price or the range.` });
    for (const [figure, basis] of figureBases) {
      if (pkg[figure] !== undefined && pkg[basis] === undefined)
        ctx.addIssue({ code: 'custom', path: [figure], message: `needs "${basis}" beside it: what the figure counts, over whom and when, its source and the day it was last checked.` });
      if (pkg[basis] !== undefined && pkg[figure] === undefined)
        ctx.addIssue({ code: 'custom', path: [basis], message: `explains a figure the package does not have: add "${figure}" or remove this.` });
    }
    if (pkg.originalPrice !== undefined && pkg.price !== undefined && pkg.originalPrice <= pkg.price)
      ctx.addIssue({ code: 'custom', path: ['originalPrice'], message: 'should be higher than the price; savings are computed from the difference.' });
    if (pkg.costBreakdown) {
      const sum = pkg.costBreakdown.reduce((total, line) => total + line.cost, 0);
      if (pkg.price === undefined)
        ctx.addIssue({ code: 'custom', path: ['costBreakdown'], message: 'needs a headline price to add up to: set "price".' });
      else if (sum !== pkg.price)
        ctx.addIssue({ code: 'custom', path: ['costBreakdown'], message: `adds up to $${sum.toLocaleString('en-US')}, but the price is $${pkg.price.toLocaleString('en-US')}: the lines must add up to the price.` });
    }
    if (!fitsWithin(pkg.hospitalStay, pkg.stayInIndia))
      ctx.addIssue({ code: 'custom', path: ['hospitalStay'], message: `is ${formatDuration(pkg.hospitalStay)}, longer than the stay in India (${formatDuration(pkg.stayInIndia)}): the hospital stay is part of the stay in India.` });
    if ((pkg.rating === undefined) !== (pkg.reviewCount === undefined))
      ctx.addIssue({ code: 'custom', path: [pkg.rating === undefined ? 'rating' : 'reviewCount'], message: 'is needed too: a rating is shown only with the number of reviews behind it.' });
  }, {
    // Run even when other fields have problems, so one run reports everything, as long as the figures compared are sound.
    when: (payload) => !payload.issues.some((issue) => comparedFields.has(String(issue.path?.[0]))),
  });

/** Each figure of a package and the field that makes it traceable. */
const figureBases = [
  ['originalPrice', 'originalPriceBasis'],
  ['rating', 'ratingBasis'],
  ['successRate', 'successRateBasis'],
] as const;

const comparedFields = new Set(['priceRange', 'price', 'originalPrice', 'costBreakdown', 'rating', 'reviewCount', 'hospitalStay', 'stayInIndia']);

export type Package = z.infer<typeof packageSchema>;
export type PriceRange = z.infer<typeof priceRangeSchema>;

/** The lead surgeon must operate at the package's hospital. */
export const surgeonWorksAtPackageHospital: EntryCheck = (pkg, content) => {
  const surgeon = content.entry('people', String(pkg.surgeon));
  if (!surgeon || surgeon.hospital === undefined || surgeon.hospital === pkg.hospital) return [];
  return [
    {
      path: ['surgeon'],
      message: `operates at "${String(surgeon.hospital)}", but this package takes place at "${String(pkg.hospital)}": choose a surgeon of that hospital, or change the hospital.`,
    },
  ];
};
