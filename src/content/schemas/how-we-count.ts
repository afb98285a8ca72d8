import { z } from 'zod';
import { template, text, uniqueBy } from '../fields';
import { title } from '../lengths';

/** The kinds of figure the site shows; each has its section on /how-we-count, which every figure's note links to. */
const figureKinds = ['count', 'success-rate', 'rating', 'foreign-price', 'time'] as const;

/** A kind of figure, like "success-rate". */
export const figureKind = z.enum(figureKinds);

export type FigureKind = z.infer<typeof figureKind>;

const figureKindSectionSchema = z.strictObject({
  /** The kind of figure this section explains; also the section's address on the page (/how-we-count#success-rate). */
  kind: figureKind,
  /** The section's heading, like "Success rates". */
  heading: title,
  /** How figures of this kind are counted, in plain words: one paragraph per item. */
  paragraphs: z.array(text).min(1),
});

/** content/site/how-we-count.json: the page that explains every kind of figure, and the words of the note beside each figure. */
export const howWeCountSchema = z
  .strictObject({
    /** The paragraph under the page heading. */
    intro: text,
    /** One section per kind of figure, in page order. */
    kinds: uniqueBy(figureKindSectionSchema, 'kind'),
    /** Above the list of the figures of a kind that the site shows now. */
    figuresHeading: title,
    /** The words of the note beside each figure. */
    note: z.strictObject({
      /** The note's first line, always visible; tapping it shows the rest. */
      summary: template({ source: "the source's name", date: 'the day it was last checked' }),
      /** Before what the figure counts. */
      meaning: text,
      /** Before whom or what it was counted over. */
      countedOver: text,
      /** Before the period it was counted over. */
      period: text,
      /** Before the link to the source, where it is public. */
      readSource: text,
      /** The link to this kind's section of /how-we-count. */
      howWeCount: text,
    }),
    /** Shown beside every success rate, so it is never read as a promise. */
    successRateCaveat: text,
    /** Beside a price abroad, like "Typical {country} price ({year})". */
    typicalPrice: template({ country: "the country's name", year: 'the period the price is for' }),
    /** Who wrote a medical page, shown with its review, like "Written by the {organisation} care team". */
    writtenBy: template({ organisation: "the site's name" }),
  })
  .superRefine((page, ctx) => {
    const present = new Set(page.kinds.map((entry) => entry.kind));
    const missing = figureKinds.filter((kind) => !present.has(kind));
    if (missing.length > 0) ctx.addIssue({ code: 'custom', path: ['kinds'], message: `should explain every kind of figure: add ${missing.map((kind) => `"${kind}"`).join(', ')}.` });
  });

export type HowWeCount = z.infer<typeof howWeCountSchema>;
