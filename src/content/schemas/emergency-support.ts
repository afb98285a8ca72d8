import { z } from 'zod';
import { pastDate } from '../dates';
import { distinct, figureSource, medicalReview, section, template, text, uniqueBy } from '../fields';
import { title } from '../lengths';

const emergencyNumberSchema = z.strictObject({
  /** The digits to dial, like "112"; short numbers only, each works only inside its own country. */
  number: z.string().regex(/^[0-9]{2,6}$/, 'should be the short number as dialled, digits only, like "112".'),
  /** What the number is for, like "Ambulance" or "All emergencies: police, fire, ambulance". */
  service: text,
  /** Where inside the country it works, when not everywhere, like "most states" or "England, Scotland and Wales". */
  coverage: text.optional(),
});

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });

/** Whether two capital letters name a region CLDR knows (the ISO 3166 countries and a few groups); a code it does not know comes back unchanged. */
function isKnownRegion(code: string): boolean {
  if (!/^[A-Z]{2}$/.test(code)) return true; // the pattern's own message says what is wrong
  const name = regionNames.of(code);
  return name !== code && name !== 'Unknown Region';
}

/** An ISO 3166-1 alpha-2 country code, like "GB": two capital letters that name a country. */
const countryCode = z
  .string()
  .regex(/^[A-Z]{2}$/, 'should be a country\'s ISO 3166 code: two capital letters, like "GB".')
  .refine(isKnownRegion, { message: 'is not an ISO 3166 country code: look the country up, like "GB" for the United Kingdom.' });

const countryNumbersSchema = z.strictObject({
  /** The ISO 3166-1 alpha-2 codes of the countries where these numbers work, like ["GB"]; several for a union whose members share a number. Each code in one entry only. */
  codes: distinct(countryCode).min(1),
  /** The country (or union of countries) where these numbers work, as the page names it, like "United Kingdom". */
  country: text,
  /** Its emergency numbers; include only numbers checked against the source. */
  numbers: uniqueBy(emergencyNumberSchema, 'number').min(1),
  /** Where the numbers were checked: a public list or the emergency service's own page. */
  source: figureSource,
  /** The day someone last checked the numbers against the source, YYYY-MM-DD; not after today. */
  checked: pastDate,
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
  /** The links near the top of the page that jump to the numbers at home. */
  jump: z.strictObject({
    /** The link under the first paragraph to the section of numbers at home. */
    homeNumbers: text,
    /** What screen readers call the row of links to each country's numbers, at the top of that section. */
    countries: text,
  }),
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
  homeCountries: uniqueBy(countryNumbersSchema, 'country')
    .min(1)
    .superRefine((entries, ctx) => {
      const seen = new Map<string, string>();
      entries.forEach((entry, index) =>
        entry.codes.forEach((code, position) => {
          const first = seen.get(code);
          if (first !== undefined) ctx.addIssue({ code: 'custom', path: [index, 'codes', position], message: `"${code}" is listed under ${first} already: each country's numbers in one place.` });
          else seen.set(code, entry.country);
        }),
      );
    }),
  /** After the numbers at home: what to do in a country not listed. */
  elsewhere: z.strictObject({
    /** Its heading, like "Anywhere else". */
    heading: title,
    /** Call the local emergency number; how to find it. */
    text: text,
  }),
  /** Under each country's numbers: where they were checked, and when. */
  sourceNote: template({ source: 'the name of the source', date: 'the day the numbers were checked' }),
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
