import { z } from 'zod';
import { claimReference, internalPath, text } from '../fields';
import { illustrationName } from './illustration';

const headingAndText = z.strictObject({
  /** The heading. */
  heading: text,
  /** The paragraph under it. */
  text: text,
});

/** content/site/home.json: the words of the home page; its figures come from packages, claims and the cost comparison. */
export const homeSchema = z.strictObject({
  /** The hero's heading and lead paragraph. */
  hero: headingAndText,
  /** Four reasons to choose us, each linking to the page that proves it. */
  reasons: z
    .array(
      z.strictObject({
        /** The reason in a few words. */
        title: text,
        /** One or two sentences. */
        text: text,
        /** The page with the evidence. */
        href: internalPath,
        /** The link's text, like "Meet our surgeons". */
        linkLabel: text,
      }),
    )
    .length(4, 'should list exactly four reasons.'),
  /** "How it works": the steps of a patient's journey, each with its drawing. */
  steps: z
    .array(
      z.strictObject({
        /** The step in a few words. */
        title: text,
        /** One sentence. */
        text: text,
        /** A "journey-…" file in public/illustrations/. */
        illustration: illustrationName,
      }),
    )
    .min(3)
    .max(5),
  /** The claims shown as stat tiles, by id from content/site/claims.json. */
  stats: z.array(claimReference).min(2).max(8),
  /** The closing call to action. */
  closing: headingAndText,
});

export type Home = z.infer<typeof homeSchema>;
