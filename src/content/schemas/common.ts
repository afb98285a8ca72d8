import { z } from 'zod';
import { template, text } from '../fields';

/** content/site/common.json: the words of parts that many kinds of page share (the review line, ratings, legal pages' header, the help buttons). */
export const commonSchema = z.strictObject({
  /** The line naming who checked a page and when. */
  reviewedBy: z.strictObject({
    /** On a medical page (a package, emergency support, a resource). */
    medical: template({ name: "the clinician's name", credentials: "the clinician's credentials", date: 'the day of the review' }),
    /** On a legal page whose medical statements were checked on a day of their own. */
    legal: template({ name: "the clinician's name", credentials: "the clinician's credentials", date: 'the day of the check' }),
  }),
  /** A rating with how many reviews it comes from. */
  rating: template({ rating: 'the rating, like 4.9', count: 'how many reviews' }),
  /** The top of every legal page (privacy, terms, medical disclaimer). */
  legal: z.strictObject({
    /** The line above the title. */
    eyebrow: text,
    /** When its text last changed. */
    lastUpdated: template({ date: 'the day' }),
  }),
  /** The two buttons on from the pages about the journey. */
  helpLinks: z.strictObject({
    /** The button to /coordinator-connect. */
    coordinator: text,
    /** The button to /emergency-support. */
    emergency: text,
  }),
});

export type CommonWords = z.infer<typeof commonSchema>;
