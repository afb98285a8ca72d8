import { z } from 'zod';
import { text } from '../fields';

/** content/hospitals/<id>.json: a partner hospital; the id is its address, /hospital/<id>. */
export const hospitalSchema = z.strictObject({
  /** The hospital's name as patients know it. */
  name: text,
  /** The city, like "New Delhi". */
  city: text,
  /** The state or region, like "Delhi NCR". */
  region: text,
  /** The year the hospital opened; its years of operation are computed from it. */
  established: z.number().int().min(1900).max(2100),
  /** Accreditations the hospital holds, like "JCI" or "NABH"; empty when it holds none. */
  accreditations: z.array(text),
  /** One sentence on what it is known for. */
  highlight: text,
});

export type Hospital = z.infer<typeof hospitalSchema>;
