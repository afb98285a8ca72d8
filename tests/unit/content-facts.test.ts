import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildContent } from '../../src/content/pipeline';
import { fixturePath, packageFixture, problemsWith, withPackage } from './content-helpers';

/** A content file as it is in the repository, with one edit. */
const edited = (file: string, from: string, to: string) => {
  const text = readFileSync(file, 'utf8');
  if (!text.includes(from)) throw new Error(`${file} has no "${from}"`);
  return { [file]: text.replace(from, to) };
};

/** The day the future tests count as today: after every date in the real content, so only the edited field is in the future. */
const today = '2030-06-15';

describe('a date is a real calendar day, wherever a date appears', () => {
  it.each([
    ['content/packages/colorectal-cancer.mdx', 'lastReviewed: 2026-11-01', 'lastReviewed: 2026-02-30', 'review.lastReviewed'],
    ['content/blog/preparing-for-surgery-abroad.mdx', 'publishDate: 2026-10-15', 'publishDate: 2026-02-30', 'publishDate'],
    ['content/legal/privacy.mdx', 'lastUpdated: 2026-11-01', 'lastUpdated: 2026-02-30', 'lastUpdated'],
    ['content/site/patient-journey.json', '"date": "2026-10-05"', '"date": "2026-02-30"', 'steps[0].date'],
    ['content/site/emergency-support.json', '"lastReviewed": "2026-11-23"', '"lastReviewed": "2026-02-30"', 'review.lastReviewed'],
  ])('refuses 30 February in %s', async (file, from, to, field) => {
    const problems = await problemsWith(edited(file, from, to));
    expect(problems).toEqual([expect.stringMatching(new RegExp(`^${file}:\\d+ ${field.replace(/[[\].]/g, '\\$&')}: is not a real calendar date: February 2026 has 28 days\\.$`))]);
  });

  it('knows leap years: 29 February 2024 is a day, 29 February 2026 is not', async () => {
    expect(await withPackage(packageFixture.replace('lastReviewed: 2026-11-01', 'lastReviewed: 2024-02-29'))).toEqual([]);
    expect(await withPackage(packageFixture.replace('lastReviewed: 2026-11-01', 'lastReviewed: 2026-02-29'))).toEqual([
      'content/packages/test-surgery.mdx:26 review.lastReviewed: is not a real calendar date: February 2026 has 28 days.',
    ]);
  });

  it('refuses a month that does not exist', async () => {
    expect(await withPackage(packageFixture.replace('lastReviewed: 2026-11-01', 'lastReviewed: 2026-13-01'))).toEqual([
      'content/packages/test-surgery.mdx:26 review.lastReviewed: is not a real calendar date: there is no month 13.',
    ]);
  });

  it('says how to write a date in another form, once', async () => {
    expect(await withPackage(packageFixture.replace('lastReviewed: 2026-11-01', 'lastReviewed: 1 November 2026'))).toEqual([
      'content/packages/test-surgery.mdx:26 review.lastReviewed: should be a date written as YYYY-MM-DD, like "2026-11-01".',
    ]);
  });
});

describe('reviews, publications, updates and founding years are not in the future', () => {
  it('refuses a review dated after today, and accepts it once that day has come', async () => {
    const reviewedTomorrow = packageFixture.replace('lastReviewed: 2026-11-01', 'lastReviewed: 2030-06-16');
    expect(await problemsWith({ [fixturePath]: reviewedTomorrow }, { today })).toEqual([
      'content/packages/test-surgery.mdx:26 review.lastReviewed: is 16 June 2030, after today (15 June 2030): it cannot be in the future.',
    ]);
    expect(await problemsWith({ [fixturePath]: reviewedTomorrow }, { today: '2030-06-16' })).toEqual([]);
  });

  it.each([
    ['content/blog/preparing-for-surgery-abroad.mdx', 'publishDate: 2026-10-15', 'publishDate: 2030-07-01', 'publishDate'],
    ['content/legal/terms.mdx', 'lastUpdated: 2026-11-01', 'lastUpdated: 2030-07-01', 'lastUpdated'],
  ])('refuses a day after today in %s', async (file, from, to, field) => {
    expect(await problemsWith(edited(file, from, to), { today })).toEqual([
      expect.stringMatching(new RegExp(`^${file}:\\d+ ${field}: is 1 July 2030, after today \\(15 June 2030\\): it cannot be in the future\\.$`)),
    ]);
  });

  it.each([
    ['content/hospitals/apollo-delhi.mdx', 'established: 1996', 'established: 2031', 'established'],
    ['content/people/rajesh-kumar.json', '"practisingSince": 2004', '"practisingSince": 2031', 'practisingSince'],
    ['content/site/site.json', '"foundedYear": 2015', '"foundedYear": 2031', 'foundedYear'],
  ])('refuses a year after this one in %s', async (file, from, to, field) => {
    expect(await problemsWith(edited(file, from, to), { today })).toEqual([
      expect.stringMatching(new RegExp(`^${file}:\\d+ ${field}: is 2031, after this year \\(2030\\): it cannot be in the future\\.$`)),
    ]);
  });

  it('gives the day it counted as today to the build, so computed ages use the same year', async () => {
    const result = await buildContent(new Map(), undefined, { today: '2031-01-02' });
    expect(result.today).toBe('2031-01-02');
  });
});

describe('lengths that pages depend on', () => {
  it('refuses a title or name longer than search results show', async () => {
    const name = 'Test Surgery Package With A Name Far Too Long For Any Search Result';
    expect(await withPackage(packageFixture.replace('name: Test Surgery Package', `name: ${name}`))).toEqual([
      `content/packages/test-surgery.mdx:2 name: is ${name.length} characters long, but a title or name should have at most 60: search results and browser tabs cut the rest.`,
    ]);
  });

  it('refuses a short name that cards and menus have no room for', async () => {
    expect(await withPackage(packageFixture.replace('shortName: Test Surgery', 'shortName: Test Surgery For Every Condition'))).toEqual([
      'content/packages/test-surgery.mdx:3 shortName: is 32 characters long, but a short name should have at most 30: cards, tabs and menus have no room for more.',
    ]);
  });

  it('refuses a meta description too long or too short for search results', async () => {
    const long = 'A package used by the tests. '.repeat(6).trim();
    expect(await withPackage(packageFixture.replace(/^description: .*$/m, `description: ${long}`))).toEqual([
      `content/packages/test-surgery.mdx:4 description: is ${long.length} characters long, but a description should have at most 160: search results cut the rest.`,
    ]);
    // Whichever page's description comes first in the file, as it reads today.
    const firstDescription = /"description": "[^"]*"/.exec(readFileSync('content/site/pages.json', 'utf8'))![0];
    const problems = await problemsWith(edited('content/site/pages.json', firstDescription, '"description": "Every page of the site."'));
    expect(problems).toEqual([
      expect.stringMatching(/^content\/site\/pages\.json:\d+ pages\[\d+\]\.description: is 23 characters long, but a description should have at least 50: search engines replace a shorter one with text of their own\.$/),
    ]);
  });
});

describe('lists hold no repeats', () => {
  it('refuses an item listed twice, whatever its case', async () => {
    expect(await withPackage(packageFixture.replace('  - Flights\n', '  - Flights\n  - flights\n'))).toEqual([
      'content/packages/test-surgery.mdx:20 notIncluded[1]: "flights" is used twice in this list: the first item has it already.',
    ]);
  });

  it('refuses a repeat inside a nested list', async () => {
    expect(await withPackage(packageFixture.replace('      - Surgery\n', '      - Surgery\n      - Surgery\n'))).toEqual([
      'content/packages/test-surgery.mdx:18 included[0].items[1]: "Surgery" is used twice in this list: the first item has it already.',
    ]);
  });

  it('refuses a claim shown twice among the home figures', async () => {
    expect(await problemsWith(edited('content/site/home.json', '"stats": ["countries-served", "colorectal-surgeries"', '"stats": ["countries-served", "countries-served"'))).toEqual([
      expect.stringMatching(/^content\/site\/home\.json:\d+ stats\[1\]: "countries-served" is used twice in this list: the first item has it already\.$/),
    ]);
  });
});

describe('facts within an entry agree', () => {
  it('refuses a hospital stay longer than the stay in India, in any unit', async () => {
    expect(await withPackage(packageFixture.replace('hospitalStay: { from: 7, unit: days }', 'hospitalStay: { from: 2, unit: weeks }'))).toEqual([
      'content/packages/test-surgery.mdx:9 hospitalStay: is 2 weeks, longer than the stay in India (10–12 days): the hospital stay is part of the stay in India.',
    ]);
    expect(await withPackage(packageFixture.replace('hospitalStay: { from: 7, unit: days }', 'hospitalStay: { from: 11, to: 12, unit: days }'))).toEqual([
      'content/packages/test-surgery.mdx:9 hospitalStay: is 11–12 days, longer than the stay in India (10–12 days): the hospital stay is part of the stay in India.',
    ]);
  });

  it('refuses a range that runs backwards, in every range', async () => {
    expect(await problemsWith(edited('content/site/cost-estimator.json', '"visaFee": { "from": 50, "to": 200 }', '"visaFee": { "from": 250, "to": 200 }'))).toEqual([
      'content/site/cost-estimator.json:3 visaFee.from: should not be larger than "to".',
    ]);
  });

  it('refuses journey dates that go back in time from one step to the next', async () => {
    expect(await problemsWith(edited('content/site/patient-journey.json', '"date": "2026-10-09"', '"date": "2026-10-01"'))).toEqual([
      expect.stringMatching(/^content\/site\/patient-journey\.json:\d+ steps\[1\]\.date: is 1 October 2026, before the step above it \(5 October 2026\): steps are in order, so their dates must be too\.$/),
    ]);
  });

  it('refuses symptom groups that do not put the most urgent first', async () => {
    const file = 'content/site/emergency-support.json';
    const emergency = JSON.parse(readFileSync(file, 'utf8')) as { symptomGroups: unknown[] };
    emergency.symptomGroups.reverse();
    expect(await problemsWith({ [file]: JSON.stringify(emergency, null, 2) })).toEqual([
      expect.stringMatching(/^content\/site\/emergency-support\.json:\d+ symptomGroups\[1\]\.urgency: is "critical", but the group before it is "urgent": list the most urgent first \(critical, then urgent\)\.$/),
    ]);
  });

  it("refuses a check of a legal page's medical statements that is older than its text", async () => {
    expect(await problemsWith(edited('content/legal/medical-disclaimer.mdx', 'lastUpdated: 2026-11-01', 'lastUpdated: 2026-11-05'))).toEqual([
      'content/legal/medical-disclaimer.mdx:7 medicalStatementsReview.lastReviewed: is 1 November 2026, before the text last changed (5 November 2026): have the medical statements checked again and give the day of that review.',
    ]);
  });

  it('refuses a text that lacks a place its page fills, or has one it cannot fill', async () => {
    const file = 'content/site/packages-page.json';
    expect(await problemsWith(edited(file, '"Surgery within {figure} of booking"', '"Surgery soon after booking"'))).toEqual([
      expect.stringMatching(/^content\/site\/packages-page\.json:\d+ timingBadge: should contain \{figure\}, where the claim's figure goes\.$/),
    ]);
    expect(await problemsWith(edited(file, '"Surgery within {figure} of booking"', '"Surgery within {figure} of {booking}"'))).toEqual([
      expect.stringMatching(/^content\/site\/packages-page\.json:\d+ timingBadge: has \{booking\}, which the page cannot fill: use only \{figure\}\.$/),
    ]);
  });
});

describe('facts across entries agree', () => {
  it('refuses two packages at the same position', async () => {
    expect(await withPackage(packageFixture.replace('order: 9', 'order: 1'))).toEqual([
      'content/packages/test-surgery.mdx:23 order: is 1, the same as the package "colorectal-cancer": give each its own position.',
    ]);
  });

  it('refuses two questions at the same position of one topic, and allows it across topics', async () => {
    const question = (topic: string) => `---\nquestion: Can I pay in instalments?\ntopic: ${topic}\norder: 1\n---\n\nYes.\n`;
    expect(await problemsWith({ 'content/faqs/can-i-pay-in-instalments.mdx': question('payment') })).toEqual([
      'content/faqs/how-do-i-pay.mdx:4 order: is 1, the same as the question "can-i-pay-in-instalments" in the topic "payment": give each its own position.',
    ]);
    expect(await problemsWith({ 'content/faqs/can-i-pay-in-instalments.mdx': question('travel').replace('order: 1', 'order: 9') })).toEqual([]);
  });

  it('refuses more featured packages than the home page has room for', async () => {
    expect(await withPackage(packageFixture.replace('order: 9', 'order: 9\nfeatured: true'))).toEqual([
      'content/packages/test-surgery.mdx:24 featured: is true, but the home page shows 3 packages and "bowel-resection", "colorectal-cancer" and "ibd-crohns" are featured already: feature fewer, or change "featured.packages" in content/site/home.json.',
    ]);
  });

  it('counts one featured package as one', async () => {
    const message = 'featured: is true, but the home page shows one package and "bowel-resection" is featured already: feature fewer, or change "featured.packages" in content/site/home.json.';
    const problems = await problemsWith(edited('content/site/home.json', '"packages": 3', '"packages": 1'));
    // The line of "featured" in each real package file is theirs to move.
    expect(problems.map((problem) => problem.replace(/^(\S+):\d+ /, '$1 '))).toEqual([
      `content/packages/colorectal-cancer.mdx ${message}`,
      `content/packages/ibd-crohns.mdx ${message}`,
    ]);
  });

  it('refuses more featured testimonials than the home page has room for', async () => {
    expect(await problemsWith(edited('content/testimonials/james-r.json', '"featured": false', '"featured": true'))).toEqual([
      expect.stringMatching(/^content\/testimonials\/khalid-a\.json:\d+ featured: is true, but the home page shows 2 testimonials and "amina-o" and "james-r" are featured already: feature fewer, or change "featured\.testimonials" in content\/site\/home\.json\.$/),
    ]);
  });

  it('refuses a compared package without the prices the comparison shows', async () => {
    expect(await problemsWith(edited('content/site/cost-comparison.json', '"package": "colorectal-cancer"', '"package": "hemorrhoid-surgery"'))).toEqual([
      expect.stringMatching(/^content\/site\/cost-comparison\.json:\d+ package: names the package "hemorrhoid-surgery", which has no "price" or "originalPrice": the comparison shows both\. Choose another package, or add them to its file\.$/),
    ]);
  });

  it('refuses a row for the comparison country, whose price comes from the package', async () => {
    const file = 'content/site/cost-comparison.json';
    const comparison = JSON.parse(readFileSync(file, 'utf8'));
    comparison.otherCountries[0].country = 'usa';
    expect(await problemsWith({ [file]: JSON.stringify(comparison, null, 2) })).toEqual([
      expect.stringMatching(/^content\/site\/cost-comparison\.json:\d+ otherCountries\[0\]\.country: is "USA", which the comparison shows already from the package's own prices: leave it out here\.$/),
    ]);
  });
});
