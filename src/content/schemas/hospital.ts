import { z } from 'zod';
import { fact } from '../translation';
import type { EntryCheck } from '../checks';
import { pastYear } from '../dates';
import { distinct, sampleMark, slug, text, uniqueBy } from '../fields';
import { shortName, title } from '../lengths';
import { illustrationName } from './illustration';
import { checkRating, patientReviewSchema, ratingFields } from './rating';

/** The accreditations a partner may hold: the Joint Commission International and India's National Accreditation Board for Hospitals. */
export const accreditationNames = ['JCI', 'NABH'] as const;

const tourAreaSchema = z.strictObject({
  /** The area's id, unique within the tour, like "operating-theatre". */
  id: slug,
  /** The area's name, like "Operating theatre". */
  name: shortName,
  /** What a patient sees and does there, in a sentence or two. */
  description: text,
  /** The drawing of the area: an illustration, never a photograph of the real place. */
  illustration: illustrationName,
  /** How long the guided stop lasts, in minutes: 2 or 3. */
  minutes: z.number().int().min(2).max(3),
  /** What to notice there, one point per item. */
  highlights: distinct(text).min(1),
});

/** content/hospitals/<id>.mdx: a partner hospital; the id is its address, /hospital/<id>; the body is its overview. */
export const hospitalSchema = z
  .strictObject({
    /** Present while the ratings, reviews or tour are stand-ins written for the demo: `npm run launch:check` lists the file until they are real. */
    sample: sampleMark,
    /** The hospital's name as patients know it. */
    name: title,
    /** The city, like "New Delhi". */
    city: fact(text),
    /** The state or region, like "Delhi NCR". */
    region: text,
    /** The street address, only where it is certain. */
    address: fact(text).optional(),
    /** The year the hospital opened, not after this year; its years of operation are computed from it. */
    established: pastYear(1800),
    /** Accreditations the hospital holds: JCI, NABH; empty when it holds none. */
    accreditations: distinct(z.enum(accreditationNames)),
    /** One sentence on what it is known for. */
    highlight: text,
    /** The departments that matter to our patients, like "Colorectal surgery". */
    specialties: distinct(text).min(1),
    /** Languages spoken to patients at the hospital. */
    languages: distinct(text).default([]),
    /** The number of beds, only where it is certain. */
    beds: z.number().int().positive().optional(),
    /** The drawing of the hospital on its card and page: never a photograph. */
    illustration: illustrationName.default('hospital'),
    ...ratingFields,
    /** Reviews patients wrote, newest first. */
    reviews: z.array(patientReviewSchema).default([]),
    /** The five stops of the virtual tour, in the order of the tour. */
    tour: uniqueBy(tourAreaSchema, 'id').length(5, 'should have exactly five areas: the tour shows five.'),
  })
  .superRefine((hospital, ctx) => {
    checkRating(hospital, ctx);
  });

export type Hospital = z.infer<typeof hospitalSchema>;

/**
 * The site says every package takes place at an accredited hospital (the home page, the packages
 * page, why India): a package at a hospital that lists no accreditation makes that untrue.
 */
export const packageHospitalIsAccredited: EntryCheck = (pkg, content) => {
  const hospital = content.entry('hospitals', String(pkg.hospital));
  if (!hospital || (hospital.accreditations as unknown[]).length > 0) return [];
  return [
    {
      path: ['hospital'],
      message: `names "${String(pkg.hospital)}", which lists no accreditation, but the site says every package takes place at a JCI- or NABH-accredited hospital: choose an accredited hospital, or add the accreditation it holds to content/hospitals/${String(pkg.hospital)}.mdx.`,
    },
  ];
};
