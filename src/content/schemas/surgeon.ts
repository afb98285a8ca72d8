import { z } from 'zod';
import { pastYear } from '../dates';
import { reference, sampleMark } from '../fields';
import { title } from '../lengths';

/** content/surgeons/<id>.json: a surgeon of the network who operates on package patients. */
export const surgeonSchema = z.strictObject({
  /** Present while this file is a stand-in written for the demo: \`npm run launch:check\` lists it until it is real. */
  sample: sampleMark,
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
