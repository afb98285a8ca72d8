import { z } from 'zod';
import { pastYear } from '../dates';
import { distinct, dollars, reference, sampleMark, text, uniqueBy } from '../fields';
import { patternMessage } from '../invisible';
import { title } from '../lengths';
import { illustrationName } from './illustration';
import { checkRating, patientReviewSchema, ratingFields } from './rating';
import { withArticle } from '../../lib/indefinite-article';

/** What a person does for the network; one person may hold several roles. */
export const personRoles = ['surgeon', 'medical-reviewer', 'author', 'care-coordinator'] as const;

export type PersonRole = (typeof personRoles)[number];

/** How each role is called in messages. */
export const roleNouns: Record<PersonRole, string> = {
  surgeon: 'surgeon',
  'medical-reviewer': 'medical reviewer',
  author: 'author',
  'care-coordinator': 'care coordinator',
};

/** The days of the week, as slots name them. */
export const weekdays = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, patternMessage('should be a time written as HH:MM on the 24-hour clock, like "09:30".'));

const registrationSchema = z.strictObject({
  /** The number on the register, exactly as the register shows it. */
  number: text,
  /** The body that issued it: "National Medical Commission" or a named state medical council, like "Delhi Medical Council". */
  issuedBy: text.refine((body) => body === 'National Medical Commission' || /^[A-Z][A-Za-z ]+ Medical Council$/.test(body), {
    message: 'should be "National Medical Commission" or a state medical council named in full, like "Delhi Medical Council": a patient looks the number up there.',
  }),
});

const educationSchema = z.strictObject({
  /** The degree or fellowship, like "MS (General Surgery)". */
  degree: text,
  /** Where it was earned. */
  school: text,
  /** The year it was awarded, not after this year. */
  year: pastYear(1950),
});

const slotSchema = z
  .strictObject({
    /** The day of the week. */
    day: z.enum(weekdays),
    /** When consultations start, HH:MM in India Standard Time. */
    from: clockTime,
    /** When they end, HH:MM in India Standard Time; after "from". */
    to: clockTime,
  })
  .refine((slot) => slot.from < slot.to, { message: 'should be after "from": a slot ends after it starts.', path: ['to'] });

const researchSchema = z.strictObject({
  /** The paper's or study's title. */
  title: text,
  /** Where it was published, like a journal's name. */
  publishedIn: text.optional(),
  /** The year it was published, not after this year. */
  year: pastYear(1950),
});

/** Fields a role needs, with what each is for, for the message when one is missing. */
const requiredFor: Partial<Record<PersonRole, Array<[field: string, why: string]>>> = {
  surgeon: [
    ['registration', 'a patient checks a surgeon by the registration number'],
    ['hospital', 'every surgeon operates at a partner hospital'],
    ['practisingSince', 'years of experience are computed from it'],
    ['consultationFee', 'the profile states the fee of a consultation'],
    ['credentials', 'the profile lists the degrees'],
  ],
  'medical-reviewer': [
    ['registration', 'a reviewer is named with the registration that qualifies them'],
    ['credentials', 'reviews show the reviewer\'s degrees'],
  ],
};

/** content/people/<id>.json: a person of the network (surgeon, medical reviewer, author or care coordinator), one file whatever their roles. */
export const personSchema = z
  .strictObject({
    /** Present while this file is a stand-in written for the demo: `npm run launch:check` lists it until it is real. */
    sample: sampleMark,
    /** Full name with title, like "Dr. Rajesh Kumar". */
    name: title,
    /** What the person does for the network: surgeon, medical-reviewer, author, care-coordinator; one or more. */
    roles: distinct(z.enum(personRoles)).min(1),
    /** Position, like "Senior Consultant, Colorectal Surgery". */
    title,
    /** The department they work in, like "Surgical Gastroenterology". */
    department: text.optional(),
    /** Degrees and memberships in one line, like "MS, FRCS (Gen Surg)"; required for surgeons and medical reviewers. */
    credentials: text.optional(),
    /** A sentence or two about the person's work, opening the profile. */
    about: text.optional(),
    /** The drawing shown for the person: never a photograph. */
    portrait: illustrationName.default('surgeon'),
    /** The medical registration; required for surgeons and medical reviewers. */
    registration: registrationSchema.optional(),
    /** Where the person operates or works: a file in content/hospitals/; required for surgeons. */
    hospital: reference('hospitals', 'hospital').optional(),
    /** The year they began practising as a specialist, not after this year; years of experience are computed from it. */
    practisingSince: pastYear(1960).optional(),
    /** Fee for a video consultation, in US dollars; required for surgeons. */
    consultationFee: dollars.optional(),
    ...ratingFields,
    /** Degrees and fellowships, earliest first. */
    education: uniqueBy(educationSchema, 'degree').default([]),
    /** Board certifications and memberships. */
    certifications: distinct(text).default([]),
    /** What they specialise in, like "Laparoscopic colorectal surgery". */
    specialisations: distinct(text).default([]),
    /** Achievements, most telling first: cards show the first two. */
    achievements: distinct(text).default([]),
    /** Awards and honours. */
    awards: distinct(text).default([]),
    /** Languages they consult in. */
    languages: distinct(text).default([]),
    /** Weekly consultation slots, in India Standard Time. */
    availability: z.array(slotSchema).default([]),
    /** Reviews patients wrote, newest first. */
    reviews: z.array(patientReviewSchema).default([]),
    /** Published research, newest first. */
    research: uniqueBy(researchSchema, 'title').default([]),
  })
  .superRefine((person, ctx) => {
    for (const role of person.roles)
      for (const [field, why] of requiredFor[role] ?? [])
        if (person[field as keyof typeof person] === undefined)
          ctx.addIssue({ code: 'custom', path: [field], message: `is required for ${withArticle(roleNouns[role])}: ${why}.` });
    checkRating(person, ctx);
  }, {
    when: (payload) => !payload.issues.some((issue) => issue.path?.[0] === 'roles'),
  });

export type Person = z.infer<typeof personSchema>;


/** The id of a person who holds `role`: a file in content/people/ with that role. */
export function personWith(role: PersonRole) {
  return reference('people', 'person', { name: role, noun: roleNouns[role] });
}
