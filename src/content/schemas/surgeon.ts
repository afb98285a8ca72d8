import { z } from 'zod';
import { reference, sampleMark, text } from '../fields';

/** content/surgeons/<id>.json: a surgeon of the network who operates on package patients. */
export const surgeonSchema = z.strictObject({
  /** Present while this file is a stand-in written for the demo: \`npm run launch:check\` lists it until it is real. */
  sample: sampleMark,
  /** Full name with title, like "Dr. Rajesh Kumar". */
  name: text,
  /** Position, like "Senior Consultant, Colorectal Surgery". */
  title: text,
  /** Where the surgeon operates: a file in content/hospitals/. */
  hospital: reference('hospitals', 'hospital'),
  /** The year the surgeon began practising as a specialist; years of experience are computed from it. */
  practisingSince: z.number().int().min(1960).max(2100),
  /** Fee for a video consultation, in US dollars. */
  consultationFee: z.number().int().positive(),
});

export type Surgeon = z.infer<typeof surgeonSchema>;
