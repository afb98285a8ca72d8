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
  /** A rating, saying what it rates, with how many patients' ratings it averages. */
  rating: z.strictObject({
    /** A hospital's rating. */
    hospital: template({ rating: 'the rating, like 4.6', ratings: 'how many ratings, from "oneRating" or "ratings"' }),
    /** A surgeon's rating. */
    surgeon: template({ rating: 'the rating, like 4.6', ratings: 'how many ratings, from "oneRating" or "ratings"' }),
    /** A package's rating: the whole stay, not one person. */
    package: template({ rating: 'the rating, like 4.6', ratings: 'how many ratings, from "oneRating" or "ratings"' }),
    /** How many ratings, when there is one. */
    oneRating: text,
    /** How many ratings, when there are several. */
    ratings: template({ count: 'how many' }),
  }),
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
