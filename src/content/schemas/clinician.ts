import { z } from 'zod';
import { sampleMark, text } from '../fields';
import { title } from '../lengths';

/** content/clinicians/<id>.json: a clinician who reviews medical pages. */
export const clinicianSchema = z.strictObject({
  /** Present while this file is a stand-in written for the demo: \`npm run launch:check\` lists it until it is real. */
  sample: sampleMark,
  /** Full name with title, like "Dr. Meera Iyer". */
  name: title,
  /** Degrees and memberships, like "MS, FRCS (Gen Surg)". */
  credentials: text,
  /** What they do, like "Consultant colorectal surgeon". */
  role: text,
  /** Their medical registration, like "Medical Council of India reg. 12345"; shown beside reviews. */
  registration: text,
});

export type Clinician = z.infer<typeof clinicianSchema>;
