import { z } from 'zod';
import { medicalReview, text, uniqueBy } from '../fields';

const emergencyNumberSchema = z.strictObject({
  /** The digits to dial, like "112"; short numbers only, each works only inside its own country. */
  number: z.string().regex(/^[0-9]{2,6}$/, 'should be the short number as dialled, digits only, like "112".'),
  /** What the number is for, like "Ambulance" or "All emergencies: police, fire, ambulance". */
  service: text,
  /** Where inside the country it works, when not everywhere, like "most states" or "England, Scotland and Wales". */
  coverage: text.optional(),
});

const countryNumbersSchema = z.strictObject({
  /** The country where these numbers work, like "United Kingdom". */
  country: text,
  /** Its emergency numbers; include only numbers a clinician has checked. */
  numbers: uniqueBy(emergencyNumberSchema, 'number').min(1),
});

const symptomGroupSchema = z.strictObject({
  /** critical: call an emergency number now; urgent: call your care team today. */
  urgency: z.enum(['critical', 'urgent']),
  /** The group's heading, like "Call an emergency number now". */
  heading: text,
  /** What to do, in one sentence. */
  action: text,
  /** The symptoms, one per item, in words a patient uses. */
  symptoms: z.array(text).min(1),
});

/** content/site/emergency-support.json: emergency numbers by country and which symptoms need care how soon. A medical page. */
export const emergencySupportSchema = z.strictObject({
  /** The first paragraph under the heading. */
  intro: text,
  /** The numbers that work in India, where patients are treated. */
  inIndia: countryNumbersSchema,
  /** The numbers of the countries our patients travel from, for before and after the trip. */
  homeCountries: uniqueBy(countryNumbersSchema, 'country').min(1),
  /** Symptom groups, most urgent first. */
  symptomGroups: uniqueBy(symptomGroupSchema, 'urgency').min(2),
  /** Who last checked the numbers and the symptom lists, and when. */
  review: medicalReview,
});

export type EmergencyNumber = z.infer<typeof emergencyNumberSchema>;
export type CountryNumbers = z.infer<typeof countryNumbersSchema>;
export type SymptomGroup = z.infer<typeof symptomGroupSchema>;
export type EmergencySupport = z.infer<typeof emergencySupportSchema>;
