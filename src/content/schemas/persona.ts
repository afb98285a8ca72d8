import { z } from 'zod';
import { distinct, reference, text } from '../fields';
import { title } from '../lengths';

/** content/personas/<id>.json: a composite patient, drawn from many real ones, showing who travels and why. */
export const personaSchema = z.strictObject({
  /** A first name for the persona, like "Grace". */
  name: title,
  /** Age in years. */
  age: z.number().int().min(18).max(100),
  /** The country the persona travels from. */
  country: text,
  /** The condition, in a patient's words, like "Rectal cancer, found after a screening test". */
  condition: text,
  /** The package that fits the condition: a file in content/packages/. */
  package: reference('packages', 'package'),
  /** What the persona needs from the service, one per item. */
  needs: distinct(text).min(1),
  /** What worries the persona, one per item. */
  fears: distinct(text).min(1),
  /** How the care team helps, step by step. */
  journey: distinct(text).min(2),
  /** Something the persona might say, in their own voice. */
  quote: text,
  /** Position on the page: 1 comes first; no two personas share one. */
  order: z.number().int().positive(),
});

export type Persona = z.infer<typeof personaSchema>;
