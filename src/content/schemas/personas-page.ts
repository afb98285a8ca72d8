import { z } from 'zod';
import { text } from '../fields';

/** content/site/personas-page.json: the words of /patient-journey-persona around the personas. */
export const personasPageSchema = z.strictObject({
  /** The paragraph under the page heading. */
  intro: text,
  /** Says that personas are composites, not real patients. */
  note: text,
});

export type PersonasPage = z.infer<typeof personasPageSchema>;
