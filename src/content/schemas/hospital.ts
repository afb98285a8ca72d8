import { z } from 'zod';
import { pastYear } from '../dates';
import { distinct, text } from '../fields';
import { title } from '../lengths';

/** content/hospitals/<id>.json: a partner hospital; the id is its address, /hospital/<id>. */
export const hospitalSchema = z.strictObject({
  /** The hospital's name as patients know it. */
  name: title,
  /** The city, like "New Delhi". */
  city: text,
  /** The state or region, like "Delhi NCR". */
  region: text,
  /** The year the hospital opened, not after this year; its years of operation are computed from it. */
  established: pastYear(1800),
  /** Accreditations the hospital holds, like "JCI" or "NABH"; empty when it holds none. */
  accreditations: distinct(text),
  /** One sentence on what it is known for. */
  highlight: text,
});

export type Hospital = z.infer<typeof hospitalSchema>;
