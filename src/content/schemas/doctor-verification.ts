import { z } from 'zod';
import { distinct, section, template, text, uniqueBy } from '../fields';
import { formEndpoint } from './contact';
import { shortName, title } from '../lengths';
import { pluralWords } from './plural';

const requirementSchema = z.strictObject({
  /** The requirement, like "Active medical licence". */
  name: title,
  /** What we ask for and why, in a sentence or two. */
  text,
});

const stepSchema = z
  .strictObject({
    /** The step's name, like "Document review". */
    name: shortName,
    /** What happens in it. */
    text,
    /** The fewest working days it takes. */
    minDays: z.number().int().positive(),
    /** The most working days it takes. */
    maxDays: z.number().int().positive(),
  })
  .refine((step) => step.maxDays >= step.minDays, { path: ['maxDays'], message: 'should not be less than minDays.' });

/** A field of the application form: its label and, where it helps, a hint under it. */
const fieldSchema = z.strictObject({
  /** The field's label. */
  label: text,
  /** A line under the label, like an example of the expected value. */
  hint: text.optional(),
});

/** content/site/doctor-verification.json: the words of /doctor-verification, its checks and timeline, and its application form. */
export const doctorVerificationSchema = z.strictObject({
  /** The requirements every surgeon of the network meets. */
  requirements: section.extend({
    /** One requirement each. */
    items: uniqueBy(requirementSchema, 'name').min(1),
  }),
  /** The checklist of what we verify. */
  checklist: section.extend({
    /** Above the checks every applicant passes. */
    requiredLabel: text,
    /** The checks every applicant passes. */
    required: distinct(text).min(1),
    /** Above the checks we ask for where we can. */
    recommendedLabel: text,
    /** The checks we ask for where we can. */
    recommended: distinct(text),
  }),
  /** How long verification takes. */
  timeline: section.extend({
    /** The steps, in order. */
    steps: uniqueBy(stepSchema, 'name').min(1),
    /** A step's length: {min} and {max} are filled in, by plural form of the count. */
    days: pluralWords({ min: 'the fewest working days', max: 'the most working days' }),
    /** The whole process's length, computed from the steps: {min} and {max} are filled in, by plural form of the count. */
    total: pluralWords({ min: 'the fewest working days in all', max: 'the most working days in all' }),
  }),
  /** The application form. */
  form: section.extend({
    /** Where applications are posted: the project's receiver takes them at /api/applications. */
    endpoint: formEndpoint.optional(),
    /** The fields' labels and hints. */
    fields: z.strictObject({
      /** Full name. */
      name: fieldSchema,
      /** Email address. */
      email: fieldSchema,
      /** Phone number with country code. */
      phone: fieldSchema,
      /** Medical registration number. */
      registrationNumber: fieldSchema,
      /** The council that issued the registration. */
      council: fieldSchema,
      /** Speciality. */
      speciality: fieldSchema,
      /** Hospital or clinic where the applicant operates or practises. */
      affiliation: fieldSchema,
      /** Years in practice. */
      years: fieldSchema,
      /** Anything else. */
      message: fieldSchema,
    }),
    /** The consent the applicant ticks; stored with the application. */
    consent: text,
    /** The error of each field, as the form and the receiver say it. */
    messages: z.strictObject({
      /** Name missing or too long. */
      name: text,
      /** Not an email address. */
      email: text,
      /** Not a phone number with a country code. */
      phone: text,
      /** Registration number missing or not plausible. */
      registrationNumber: text,
      /** Council missing. */
      council: text,
      /** Speciality missing. */
      speciality: text,
      /** Hospital or clinic missing. */
      affiliation: text,
      /** Years not a whole number in range: {max} is filled in. */
      years: template({ max: 'the most years accepted' }),
      /** Message too long: {max} is filled in, by plural form of the count. */
      message: pluralWords({ max: 'the most characters accepted' }),
      /** Consent not given. */
      consent: text,
    }),
    /** The button. */
    submit: text,
    /** While sending. */
    sending: text,
    /** When fields have problems: {count} is filled in. */
    invalid: template({ count: 'how many fields need attention' }),
    /** Once stored. */
    received: z.strictObject({
      /** Its heading. */
      heading: title,
      /** What happens next. */
      text,
      /** Above the reference number. */
      referenceLabel: text,
    }),
    /** When the application could not be sent: nothing is lost from the fields. */
    failed: text,
    /** What the care-team inbox lists an application as, where a patient's request shows its condition. */
    inboxLabel: text,
    /** The no-JavaScript answer's link back to the form. */
    back: text,
    /** The no-JavaScript answer's heading when fields have problems. */
    correctHeading: title,
    /** The no-JavaScript answer's line above the problems. */
    correctText: text,
  }),
});

export type DoctorVerification = z.infer<typeof doctorVerificationSchema>;
export type ApplicationFormWords = DoctorVerification['form'];
