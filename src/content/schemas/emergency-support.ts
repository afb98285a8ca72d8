import { z } from 'zod';
import { distinct, medicalReview, section, template, text, uniqueBy } from '../fields';
import { title } from '../lengths';

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

/** The urgencies, most urgent first: the order the groups are listed in. */
const urgencies = ['critical', 'urgent'] as const;

const symptomGroupSchema = z.strictObject({
  /** critical: call an emergency number now; urgent: call your care team today. */
  urgency: z.enum(urgencies),
  /** The group's heading, like "Call an emergency number now". */
  heading: title,
  /** What to do, in one sentence. */
  action: text,
  /** The symptoms, one per item, in words a patient uses; each once. */
  symptoms: distinct(text).min(1),
});

/** The box on package, not-found and coordinator pages that says whom to call in an emergency. Medical advice: reviewed with the page. */
const callBoxSchema = z.strictObject({
  /** The box's heading. */
  heading: title,
  /** What to do first, and the hotline for patients travelling with us. */
  text: template({ line: 'the name of the hotline (content/site/contact.json)', hours: 'when the hotline answers' }),
  /** The link to /emergency-support. */
  numbersLink: text,
});

/** content/site/emergency-support.json: emergency numbers by country, which symptoms need care how soon, and the emergency box of other pages. A medical page. */
export const emergencySupportSchema = z.strictObject({
  /** The first paragraph under the heading. */
  intro: text,
  /** The headings of the page's sections. */
  sections: z.strictObject({
    /** Around India's numbers and the care team's lines (read by screen readers only). */
    inIndia: section,
    /** Above the symptom groups. */
    symptoms: section,
    /** Above the numbers of the home countries. */
    homeNumbers: section,
  }),
  /** The numbers that work in India, where patients are treated. */
  inIndia: countryNumbersSchema,
  /** The care team's own lines beside India's numbers. */
  careTeam: z.strictObject({
    /** The heading. */
    heading: title,
    /** When to call the care team rather than, or after, an emergency number. */
    note: text,
    /** Under the hotline, before its hours: whom it is for. */
    hotlineNote: text,
    /** Under the office line, before its hours: what it is for. */
    officeNote: text,
  }),
  /** The numbers of the countries our patients travel from, for before and after the trip. */
  homeCountries: uniqueBy(countryNumbersSchema, 'country').min(1),
  /** Symptom groups, most urgent first. */
  symptomGroups: uniqueBy(symptomGroupSchema, 'urgency')
    .min(2)
    .superRefine((groups, ctx) => {
      groups.forEach((group, index) => {
        const previous = groups[index - 1];
        if (previous && urgencies.indexOf(previous.urgency) > urgencies.indexOf(group.urgency))
          ctx.addIssue({ code: 'custom', path: [index, 'urgency'], message: `is "${group.urgency}", but the group before it is "${previous.urgency}": list the most urgent first (${urgencies.join(', then ')}).` });
      });
    }),
  /** The note at the foot of the page: what the page is not, with a link to the disclaimer and to the coordinator. */
  closingNote: template({ disclaimer: 'the link to the medical disclaimer', coordinator: 'the link to /coordinator-connect' }),
  /** The text of those two links. */
  closingLinks: z.strictObject({
    /** The link to /medical-disclaimer. */
    disclaimer: text,
    /** The link to /coordinator-connect. */
    coordinator: text,
  }),
  /** The emergency box other pages carry. */
  callBox: callBoxSchema,
  /** What each urgency is called on its group of symptoms. */
  urgencyLabels: z.strictObject({
    /** Call an emergency number now. */
    critical: text,
    /** Call the care team today. */
    urgent: text,
  }),
  /** The words of a button that calls one of the service's lines (the box, the care team's lines). */
  callAction: template({ number: 'the number as written for people' }),
  /** Under an emergency number that works beyond its country: where else it works. */
  worksIn: template({ places: 'where else the number works' }),
  /** Who last checked the numbers, the symptom lists and every piece of advice in this file, and when. */
  review: medicalReview,
});

export type CountryNumbers = z.infer<typeof countryNumbersSchema>;
export type SymptomGroup = z.infer<typeof symptomGroupSchema>;
export type EmergencySupport = z.infer<typeof emergencySupportSchema>;
