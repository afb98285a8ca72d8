import { z } from 'zod';
import { template, text } from '../fields';

/** content/site/personas-page.json: the words of /patient-journey-persona around the personas. */
export const personasPageSchema = z.strictObject({
  /** The paragraph under the page heading. */
  intro: text,
  /** Says that personas are composites, not real patients. */
  note: text,
  /** The heading of the personas' section, heard by screen readers only. */
  heading: text,
  /** The headings inside each persona's card. */
  facets: z.strictObject({
    /** Above what the persona needs. */
    needs: text,
    /** Above what the persona fears. */
    fears: text,
    /** Above the persona's journey, step by step. */
    journey: text,
  }),
  /** The link under a persona to its package. */
  packageLink: template({ package: "the package's short name" }),
});

export type PersonasPage = z.infer<typeof personasPageSchema>;
