import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { problemsWith } from './content-helpers';

const file = 'content/site/emergency-support.json';
const emergency = JSON.parse(readFileSync(file, 'utf8')) as {
  inIndia: { numbers: Array<Record<string, unknown>> };
  homeCountries: Array<{ codes: string[]; country: string; checked?: string }>;
  symptomGroups: Array<Record<string, unknown>>;
  review?: unknown;
};
const withEdit = (edit: (copy: typeof emergency) => void) => {
  const copy = structuredClone(emergency);
  edit(copy);
  return problemsWith({ [file]: JSON.stringify(copy, null, 2) });
};

describe('the emergency support content', () => {
  it('refuses a number that is not dialled as written', async () => {
    const problems = await withEdit((copy) => {
      copy.inIndia.numbers[0].number = '+91 112';
    });
    expect(problems).toEqual([expect.stringMatching(/ inIndia\.numbers\[0\]\.number: should be the short number as dialled, digits only, like "112"\.$/)]);
  });

  it('refuses a list without its medical review', async () => {
    const problems = await withEdit((copy) => {
      delete copy.review;
    });
    expect(problems).toEqual([expect.stringMatching(/ review: is required, but it is missing\.$/)]);
  });

  it('refuses two symptom groups of the same urgency', async () => {
    const problems = await withEdit((copy) => {
      copy.symptomGroups[1].urgency = copy.symptomGroups[0].urgency;
    });
    expect(problems).toEqual([expect.stringMatching(/ symptomGroups\[1\]\.urgency: "critical" is used twice in this list: the first item has it already\.$/)]);
  });

  it('refuses a country code ISO 3166 does not have, and one country under two entries', async () => {
    const unknown = await withEdit((copy) => {
      copy.homeCountries[0].codes = ['XQ'];
    });
    expect(unknown).toEqual([expect.stringMatching(/ homeCountries\[0\]\.codes\[0\]: is not an ISO 3166 country code/)]);
    const twice = await withEdit((copy) => {
      copy.homeCountries[1].codes = [...copy.homeCountries[1].codes, copy.homeCountries[0].codes[0]];
    });
    expect(twice).toEqual([expect.stringMatching(new RegExp(` homeCountries\\[1\\]\\.codes\\[${emergency.homeCountries[1].codes.length}\\]: "${emergency.homeCountries[0].codes[0]}" is listed under ${emergency.homeCountries[0].country} already`))]);
  });

  it('refuses numbers without the day they were checked', async () => {
    const problems = await withEdit((copy) => {
      delete copy.homeCountries[0].checked;
    });
    expect(problems).toEqual([expect.stringMatching(/ homeCountries\[0\]\.checked: is required, but it is missing\.$/)]);
  });
});
