import { z } from 'zod';
import { pastYear } from '../dates';
import { reference } from '../fields';
import { title } from '../lengths';

/** content/surgeons/<id>.json: a surgeon of the network who operates on package patients. */
export const surgeonSchema = z.strictObject({
  /** Full name with title, like "Dr. Rajesh Kumar". */
  name: title,
  /** Position, like "Senior Consultant, Colorectal Surgery". */
  title,
  /** Where the surgeon operates: a file in content/hospitals/. */
  hospital: reference('hospitals', 'hospital'),
  /** The year the surgeon began practising as a specialist, not after this year; years of experience are computed from it. */
  practisingSince: pastYear(1960),
  /** Fee for a video consultation, in US dollars. */
  consultationFee: z.number().int().positive(),
});

export type Surgeon = z.infer<typeof surgeonSchema>;
