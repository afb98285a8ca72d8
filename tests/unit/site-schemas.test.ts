import { readFileSync } from 'node:fs';
import type { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { singletons, type SingletonName } from '../../src/content/collections';
import { problemsWith } from './content-helpers';
import { issuesOf, parsedOf } from './schema-issues';
import { contentJson, siteContext } from './site-content';

type Data = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- content as the files hold it, changed freely by each case

const context = siteContext();
/** The year the content step counts as this one: no founding may come after it. */
const thisYear = Number(context.today.slice(0, 4));
/** Every claim id of claims.json, for lists that must name each claim once. */
const claimIds = (): string[] => contentJson<{ claims: Array<{ id: string }> }>('site/claims.json').claims.map((claim) => claim.id);
const real = (name: SingletonName): Data => contentJson(singletons[name].file);
const schemaOf = (name: SingletonName): z.ZodType => singletons[name].schema;

/** The problems of a singleton's real file after `change`. */
function problemsAfter(name: SingletonName, change: (data: Data) => void): string[] {
  const data = real(name);
  change(data);
  return issuesOf(schemaOf(name), data, context);
}

describe('every file of content/site/ is valid as it is', () => {
  for (const name of Object.keys(singletons) as SingletonName[])
    it(singletons[name].file, () => {
      expect(issuesOf(schemaOf(name), real(name), context)).toEqual([]);
    });
});

describe('site.json', () => {
  it('holds the site address without a path, on https', () => {
    const sentence = 'origin: should be the site address with no path, like "https://www.example.org".';
    for (const origin of ['http://www.example.org', 'https://www.example.org/', 'https://www.example.org/en', 'www.example.org', 'https://www.example .org', 'xhttps://www.example.org'])
      expect(problemsAfter('site', (site) => (site.origin = origin)), origin).toEqual([sentence]);
  });

  it('names British or American English', () => {
    expect(problemsAfter('site', (site) => (site.english = 'Australian'))).toEqual([
      'english: should be one of "British", "American", but it is the text "Australian".',
    ]);
    expect(problemsAfter('site', (site) => (site.english = 'American'))).toEqual([]);
  });

  it('has a founding year from 1990 to this year', () => {
    expect(problemsAfter('site', (site) => (site.foundedYear = 1989))).toEqual(['foundedYear: must be at least 1990, but it is 1989.']);
    expect(problemsAfter('site', (site) => (site.foundedYear = thisYear))).toEqual([]);
    expect(problemsAfter('site', (site) => (site.foundedYear = thisYear + 1))).toEqual([
      `foundedYear: is ${thisYear + 1}, after this year (${thisYear}): it cannot be in the future.`,
    ]);
  });
});

describe('claims.json', () => {
  it('refuses a claim id used twice, and an id that is not a slug', () => {
    expect(problemsAfter('claims', (data) => (data.claims[1].id = data.claims[0].id))).toEqual([
      `claims[1].id: "${real('claims').claims[0].id}" is used twice in this list: the first item has it already.`,
    ]);
  });

  it('refuses a meaning that leans on another figure, since a card shows each claim alone', () => {
    for (const meaning of ['Of those surgeries, the colorectal procedures.', 'The same measure for colorectal procedures only.'])
      expect(problemsAfter('claims', (data) => (data.claims[2].meaning = meaning)), meaning).toEqual([
        'claims[2].meaning: points back to another figure ("Of those…", "The same…"), but a card shows this figure alone: say in full what it counts.',
      ]);
    expect(problemsAfter('claims', (data) => (data.claims[2].meaning = 'Colorectal operations on patients who travelled with us.'))).toEqual([]);
  });

  it('refuses a claim without its meaning, kind, population, period, source or checked date', () => {
    for (const field of ['meaning', 'population', 'period', 'source', 'checked'])
      expect(problemsAfter('claims', (data) => delete data.claims[2][field]), field).toEqual([`claims[2].${field}: is required, but it is missing.`]);
    expect(problemsAfter('claims', (data) => delete data.claims[2].kind)).toEqual([
      'claims[2].kind: should be one of "count", "success-rate", "rating", "foreign-price", "time", but it is missing.',
    ]);
    expect(problemsAfter('claims', (data) => delete data.claims[2].source.name)).toEqual(['claims[2].source.name: is required, but it is missing.']);
  });

  it('says at which line of claims.json a figure lacks its source', async () => {
    const text = readFileSync('content/site/claims.json', 'utf8');
    const data = JSON.parse(text) as { claims: Array<Record<string, unknown>> };
    delete data.claims[1].source;
    const changed = JSON.stringify(data, null, 2);
    // A missing field is reported at the line that opens its object.
    const opening = changed.split('\n').findIndex((row) => row.includes(`"id": "${String(data.claims[1].id)}"`));
    expect(await problemsWith({ 'content/site/claims.json': changed })).toEqual([`content/site/claims.json:${opening} claims[1].source: is required, but it is missing.`]);
  });
});

describe('contact.json', () => {
  it('holds phone numbers in international form', () => {
    const sentence = 'careTeam.number: should be an international number: "+", the country code and digits, no spaces.';
    for (const number of ['+44 20 7946 0958', '442079460958', '+042079460958', '+44207', '+4420794609581234', 'x+442079460958'])
      expect(problemsAfter('contact', (contact) => (contact.careTeam.number = number)), number).toEqual([sentence]);
    expect(problemsAfter('contact', (contact) => (contact.careTeam.number = '+4420794'))).toEqual([]);
  });

  it('holds an email address', () => {
    expect(problemsAfter('contact', (contact) => (contact.email = 'care at example.org'))).toEqual(['email: should be an email address, like "care@example.org".']);
  });

  it('posts forms to a receiver of the site or an https address', () => {
    const sentence = (field: string) => `${field}: should be a path of the receiver on this site, like "/api/requests", or an https:// address.`;
    expect(problemsAfter('contact', (contact) => (contact.requestEndpoint = 'https://forms.example.org/requests'))).toEqual([]);
    for (const endpoint of ['/requests', 'http://forms.example.org', '/api/Requests', 'https://', 'https://forms example.org', 'x/api/requests'])
      expect(problemsAfter('contact', (contact) => (contact.newsletterEndpoint = endpoint)), endpoint).toEqual([sentence('newsletterEndpoint')]);
  });
});

describe('cost-estimator.json', () => {
  it('has a visa fee range that does not run backwards', () => {
    expect(problemsAfter('costEstimator', (data) => (data.visaFee = { from: 200, to: 50 }))).toEqual(['visaFee.from: should not be larger than "to".']);
    expect(problemsAfter('costEstimator', (data) => (data.visaFee = { from: 50, to: 50 }))).toEqual([]);
  });

  it('allows no more than five companions', () => {
    expect(problemsAfter('costEstimator', (data) => (data.maxCompanions = 0))).toEqual([]);
    expect(problemsAfter('costEstimator', (data) => (data.maxCompanions = 6))).toEqual(['maxCompanions: must be at most 5, but it is 6.']);
    expect(problemsAfter('costEstimator', (data) => (data.maxCompanions = -1))).toEqual(['maxCompanions: must be at least 0, but it is -1.']);
  });
});

describe('cost-comparison.json', () => {
  it('compares a package that exists', () => {
    expect(problemsAfter('costComparison', (data) => (data.package = 'colorectal-cancers'))).toEqual([
      'package: names the package "colorectal-cancers", but there is no file for it in content/packages/. Did you mean "colorectal-cancer"?',
    ]);
  });

  it('lists each other country once, and at least one', () => {
    expect(problemsAfter('costComparison', (data) => data.otherCountries.push({ ...data.otherCountries[0] }))).toEqual([
      `otherCountries[${real('costComparison').otherCountries.length}].country: "${real('costComparison').otherCountries[0].country}" is used twice in this list: the first item has it already.`,
    ]);
    expect(problemsAfter('costComparison', (data) => (data.otherCountries = []))).toEqual(['otherCountries: must list at least 1 item.']);
  });
});

describe('home.json', () => {
  it('has exactly four reasons, each linking to a page of the site', () => {
    expect(problemsAfter('home', (home) => home.reasons.pop())).toEqual(['reasons: should list exactly four reasons.']);
    expect(problemsAfter('home', (home) => home.reasons.push({ ...home.reasons[0], title: 'A fifth reason', href: '/packages' }))).toEqual([
      'reasons: should list exactly four reasons.',
    ]);
    expect(problemsAfter('home', (home) => (home.reasons[0].href = '/hospitalz'))).toEqual([
      'reasons[0].href: links to "/hospitalz", but the site has no page at "/hospitalz". Did you mean "/hospitals"?',
    ]);
  });

  it('has three to five steps, each with one of the drawings', () => {
    expect(problemsAfter('home', (home) => (home.steps = home.steps.slice(0, 3)))).toEqual([]);
    expect(problemsAfter('home', (home) => (home.steps = home.steps.slice(0, 2)))).toEqual(['steps: must list at least 3 items.']);
    const moreSteps = (home: Data, count: number) =>
      Array.from({ length: count }, (_, index) => ({ ...home.steps[index % home.steps.length], title: `Step ${index + 1}` }));
    expect(problemsAfter('home', (home) => (home.steps = moreSteps(home, 5)))).toEqual([]);
    expect(problemsAfter('home', (home) => (home.steps = moreSteps(home, 6)))).toEqual(['steps: must list at most 5 items.']);
    expect(problemsAfter('home', (home) => (home.steps[0].illustration = 'photo'))).toEqual([
      'steps[0].illustration: should be one of "hero", "hospital", "ward", "figures", "surgeon", "signpost", "area-colorectal-cancer", "area-ibd", "area-bowel-resection", "area-rectal-prolapse", "area-haemorrhoid", "area-fistula", "journey-reports", "journey-travel", "journey-surgery", "journey-recovery", "journey-home", but it is the text "photo".',
    ]);
  });

  it('shows two to eight figures, each a claim of claims.json', () => {
    expect(problemsAfter('home', (home) => (home.stats = home.stats.slice(0, 1)))).toEqual(['stats: must list at least 2 items.']);
    expect(problemsAfter('home', (home) => (home.stats = claimIds().slice(0, 8)))).toEqual([]);
    expect(problemsAfter('home', (home) => (home.stats = claimIds().slice(0, 9)))).toEqual(['stats: must list at most 8 items.']);
    expect(problemsAfter('home', (home) => (home.stats[0] = 'countries'))).toEqual([
      'stats[0]: names the claim "countries", but content/site/claims.json has no claim with that id.',
    ]);
  });
});

describe('packages-page.json', () => {
  it('names a claim for the timing and has exactly four reasons', () => {
    expect(problemsAfter('packagesPage', (page) => (page.timingClaim = 'surgery-after-bookings'))).toEqual([
      'timingClaim: names the claim "surgery-after-bookings", but content/site/claims.json has no claim with that id. Did you mean "surgery-after-booking"?',
    ]);
    expect(problemsAfter('packagesPage', (page) => page.reasons.pop())).toEqual(['reasons: should list exactly four reasons.']);
  });
});

describe('not-found.json', () => {
  it('suggests exactly six different pages of the site', () => {
    expect(problemsAfter('notFound', (page) => page.popular.pop())).toEqual(['popular: should list exactly six pages.']);
    expect(problemsAfter('notFound', (page) => (page.popular[1].href = page.popular[0].href))).toEqual([
      `popular[1].href: "${real('notFound').popular[0].href}" is used twice in this list: the first item has it already.`,
    ]);
    expect(problemsAfter('notFound', (page) => (page.popular[0].href = 'packages'))).toEqual([
      'popular[0].href: should be an address inside the site starting with "/", like "/packages".',
    ]);
  });
});

describe('pages.json', () => {
  it('describes each page once, in a description search engines show whole', () => {
    expect(problemsAfter('pages', (data) => (data.pages[1].path = data.pages[0].path))).toEqual([
      `pages[1].path: "${real('pages').pages[0].path}" is used twice in this list: the first item has it already.`,
    ]);
    expect(problemsAfter('pages', (data) => (data.pages[0].description = 'x'.repeat(161)))).toEqual([
      'pages[0].description: is 161 characters long, but a description should have at most 160: search results cut the rest.',
    ]);
    expect(problemsAfter('pages', (data) => (data.pages[0].description = 'x'.repeat(160)))).toEqual([]);
    expect(problemsAfter('pages', (data) => (data.pages[0].path = '/nowhere'))).toEqual(['pages[0].path: links to "/nowhere", but the site has no page at "/nowhere".']);
  });
});

describe('footer.json', () => {
  it('has groups with different labels, each with links to different addresses', () => {
    expect(problemsAfter('footer', (footer) => (footer.groups[1].label = footer.groups[0].label))).toEqual([
      `groups[1].label: "${real('footer').groups[0].label}" is used twice in this list: the first item has it already.`,
    ]);
    expect(problemsAfter('footer', (footer) => (footer.groups[0].links[1].href = footer.groups[0].links[0].href))).toEqual([
      `groups[0].links[1].href: "${real('footer').groups[0].links[0].href}" is used twice in this list: the first item has it already.`,
    ]);
    expect(problemsAfter('footer', (footer) => (footer.groups[0].links = []))).toEqual(['groups[0].links: must list at least 1 item.']);
    expect(problemsAfter('footer', (footer) => (footer.groups = []))).toEqual(['groups: must list at least 1 item.']);
  });

  it('has legal links to different pages', () => {
    expect(problemsAfter('footer', (footer) => (footer.legal[1].href = footer.legal[0].href))).toEqual([
      `legal[1].href: "${real('footer').legal[0].href}" is used twice in this list: the first item has it already.`,
    ]);
    expect(problemsAfter('footer', (footer) => (footer.legal = []))).toEqual(['legal: must list at least 1 item.']);
    expect(problemsAfter('footer', (footer) => (footer.legal[0].href = '/privacy-policy'))).toEqual([
      'legal[0].href: links to "/privacy-policy", but the site has no page at "/privacy-policy".',
    ]);
  });
});

describe('navigation.json', () => {
  it('has groups with different ids, each with items linking to different pages', () => {
    expect(problemsAfter('navigation', (nav) => (nav.groups[1].id = nav.groups[0].id))).toEqual([
      `groups[1].id: "${real('navigation').groups[0].id}" is used twice in this list: the first item has it already.`,
    ]);
    expect(problemsAfter('navigation', (nav) => (nav.groups[0].items[1].href = nav.groups[0].items[0].href))).toEqual([
      `groups[0].items[1].href: "${real('navigation').groups[0].items[0].href}" is used twice in this list: the first item has it already.`,
    ]);
    expect(problemsAfter('navigation', (nav) => (nav.groups[0].items = []))).toEqual(['groups[0].items: must list at least 1 item.']);
    expect(problemsAfter('navigation', (nav) => (nav.groups = []))).toEqual(['groups: must list at least 1 item.']);
  });

  it('marks an item popular only when its file says so', () => {
    const nav = real('navigation');
    delete nav.groups[0].items[0].popular;
    const parsed = parsedOf(schemaOf('navigation'), nav, context) as Data;
    expect(parsed.groups[0].items[0].popular).toBe(false);
  });
});

describe('resources-page.json', () => {
  it('has one tab per category and names FAQ topics that exist', () => {
    expect(problemsAfter('resourcesPage', (page) => (page.tabs[1].category = page.tabs[0].category))).toEqual([
      `tabs[1].category: "${real('resourcesPage').tabs[0].category}" is used twice in this list: the first item has it already.`,
    ]);
    expect(problemsAfter('resourcesPage', (page) => (page.tabs[0].category = 'videos'))).toEqual([
      'tabs[0].category: should be one of "educational", "tools", "support", but it is the text "videos".',
    ]);
    expect(problemsAfter('resourcesPage', (page) => (page.tabs = []))).toEqual(['tabs: must list at least 1 item.']);
    expect(problemsAfter('resourcesPage', (page) => (page.faqTopics = ['insurance']))).toEqual([
      'faqTopics[0]: should be one of "general", "travel", "visa", "payment", "aftercare", but it is the text "insurance".',
    ]);
    expect(problemsAfter('resourcesPage', (page) => (page.faqTopics = []))).toEqual(['faqTopics: must list at least 1 item.']);
  });
});

describe('tourism.json', () => {
  it('lists each destination and travel package once', () => {
    expect(problemsAfter('tourism', (page) => (page.destinations[1].city = page.destinations[0].city))).toEqual([
      `destinations[1].city: "${real('tourism').destinations[0].city}" is used twice in this list: the first item has it already.`,
    ]);
    expect(problemsAfter('tourism', (page) => (page.packages[1].title = page.packages[0].title))).toEqual([
      `packages[1].title: "${real('tourism').packages[0].title}" is used twice in this list: the first item has it already.`,
    ]);
  });

  it('needs at least one of each list, and two reasons', () => {
    expect(problemsAfter('tourism', (page) => (page.destinations = []))).toEqual(['destinations: must list at least 1 item.']);
    expect(problemsAfter('tourism', (page) => (page.destinations[0].hospitalCities = []))).toEqual(['destinations[0].hospitalCities: must list at least 1 item.']);
    expect(problemsAfter('tourism', (page) => (page.packages = []))).toEqual(['packages: must list at least 1 item.']);
    expect(problemsAfter('tourism', (page) => (page.packages[0].includes = []))).toEqual(['packages[0].includes: must list at least 1 item.']);
    expect(problemsAfter('tourism', (page) => (page.reasons = page.reasons.slice(0, 1)))).toEqual(['reasons: must list at least 2 items.']);
  });
});

describe('tourism.json never claims what the packages say otherwise', () => {
  it('has no field for what a city is known for: the packages a city offers are read from where each takes place', () => {
    expect(problemsAfter('tourism', (page) => (page.destinations[0].specialties = ['Fistula and proctology']))).toEqual([
      'destinations[0]: has fields this kind of content does not have: specialties.',
    ]);
  });

  it('has the surgery package itself first, with no price of its own, then add-ons priced on top of it', () => {
    expect(problemsAfter('tourism', (page) => (page.packages[0].addOn = { price: 3500, stay: { from: 7, unit: 'days' } }))).toEqual([
      'packages[0].addOn: should be left out: the first card is the surgery package itself, whose price and stay come from content/packages/.',
    ]);
    expect(problemsAfter('tourism', (page) => delete page.packages[1].addOn)).toEqual([
      'packages[1]: needs "addOn" (its price and the days it adds): only the first card is the surgery package itself.',
    ]);
    expect(problemsAfter('tourism', (page) => (page.packages[0].priceFrom = 3500))).toEqual(['packages[0]: has fields this kind of content does not have: priceFrom.']);
  });
});

describe('emergency-support.json', () => {
  it('holds short emergency numbers as dialled', () => {
    const sentence = 'inIndia.numbers[0].number: should be the short number as dialled, digits only, like "112".';
    for (const number of ['1', '1234567', '+112', '11 2', 'x112', '112x'])
      expect(problemsAfter('emergencySupport', (page) => (page.inIndia.numbers[0].number = number)), number).toEqual([sentence]);
    expect(problemsAfter('emergencySupport', (page) => (page.inIndia.numbers[0].number = '123456'))).toEqual([]);
  });

  it('lists each number of a country once, and each home country once', () => {
    expect(problemsAfter('emergencySupport', (page) => (page.inIndia.numbers[1].number = page.inIndia.numbers[0].number))).toEqual([
      `inIndia.numbers[1].number: "${real('emergencySupport').inIndia.numbers[0].number}" is used twice in this list: the first item has it already.`,
    ]);
    expect(problemsAfter('emergencySupport', (page) => (page.inIndia.numbers = []))).toEqual(['inIndia.numbers: must list at least 1 item.']);
    expect(problemsAfter('emergencySupport', (page) => (page.homeCountries[1].country = page.homeCountries[0].country))).toEqual([
      `homeCountries[1].country: "${real('emergencySupport').homeCountries[0].country}" is used twice in this list: the first item has it already.`,
    ]);
    expect(problemsAfter('emergencySupport', (page) => (page.homeCountries = []))).toEqual(['homeCountries: must list at least 1 item.']);
  });

  it('has one group of symptoms per urgency, both urgencies, each with symptoms', () => {
    expect(problemsAfter('emergencySupport', (page) => (page.symptomGroups[1].urgency = page.symptomGroups[0].urgency))).toEqual([
      `symptomGroups[1].urgency: "${real('emergencySupport').symptomGroups[0].urgency}" is used twice in this list: the first item has it already.`,
    ]);
    expect(problemsAfter('emergencySupport', (page) => (page.symptomGroups = page.symptomGroups.slice(0, 1)))).toEqual(['symptomGroups: must list at least 2 items.']);
    expect(problemsAfter('emergencySupport', (page) => (page.symptomGroups[0].urgency = 'soon'))).toEqual([
      'symptomGroups[0].urgency: should be one of "critical", "urgent", but it is the text "soon".',
    ]);
    expect(problemsAfter('emergencySupport', (page) => (page.symptomGroups[0].symptoms = []))).toEqual(['symptomGroups[0].symptoms: must list at least 1 item.']);
  });

  it('names the clinician who reviewed it', () => {
    expect(problemsAfter('emergencySupport', (page) => (page.review.reviewedBy = 'meera'))).toEqual([
      'review.reviewedBy: names the person "meera", but there is no file for it in content/people/.',
    ]);
  });
});

describe('patient-journey.json', () => {
  const statuses = (data: Data, list: string[], dates: Array<string | undefined>) => {
    data.steps = list.map((status, index) => ({ ...data.steps[index], status, date: dates[index] }));
  };

  it('goes complete, then current, then upcoming, with dates until the current step', () => {
    expect(problemsAfter('patientJourney', (data) => statuses(data, ['complete', 'current', 'upcoming'], ['2026-10-05', '2026-10-06', undefined]))).toEqual([]);
    expect(problemsAfter('patientJourney', (data) => statuses(data, ['current', 'upcoming', 'upcoming'], ['2026-10-05', undefined, undefined]))).toEqual([]);
  });

  it('shows no date on an upcoming step and a date on every other', () => {
    expect(problemsAfter('patientJourney', (data) => statuses(data, ['complete', 'current', 'upcoming'], [undefined, '2026-10-06', '2026-10-07']))).toEqual([
      'steps[0].date: is needed: a complete step shows its date.',
      'steps[2].date: should be left out: an upcoming step shows no date.',
    ]);
    expect(problemsAfter('patientJourney', (data) => statuses(data, ['complete', 'current', 'upcoming'], ['2026-10-05', undefined, undefined]))).toEqual([
      'steps[1].date: is needed: a current step shows its date.',
    ]);
  });

  it('refuses steps out of order and any number of current steps but one', () => {
    expect(problemsAfter('patientJourney', (data) => statuses(data, ['current', 'complete', 'upcoming'], ['2026-10-05', '2026-10-06', undefined]))).toEqual([
      'steps[1].status: is "complete", but the step before it is "current": steps go complete, then current, then upcoming.',
    ]);
    expect(problemsAfter('patientJourney', (data) => statuses(data, ['complete', 'upcoming', 'current'], ['2026-10-05', undefined, '2026-10-06']))).toEqual([
      'steps[2].status: is "current", but the step before it is "upcoming": steps go complete, then current, then upcoming.',
    ]);
    expect(problemsAfter('patientJourney', (data) => statuses(data, ['complete', 'complete', 'upcoming'], ['2026-10-05', '2026-10-06', undefined]))).toEqual([
      'steps: should have exactly one current step, but has 0.',
    ]);
    expect(problemsAfter('patientJourney', (data) => statuses(data, ['current', 'current', 'upcoming'], ['2026-10-05', '2026-10-06', undefined]))).toEqual([
      'steps: should have exactly one current step, but has 2.',
    ]);
  });

  it('has at least three steps with a known status and real dates', () => {
    expect(problemsAfter('patientJourney', (data) => (data.steps = data.steps.slice(0, 2)))).toEqual([
      'steps: must list at least 3 items.',
      'steps: should have exactly one current step, but has 0.',
    ]);
    expect(problemsAfter('patientJourney', (data) => (data.steps[8].status = 'later'))).toEqual([
      'steps[8].status: should be one of "complete", "current", "upcoming", but it is the text "later".',
    ]);
    // One problem only: a date that is not a real day is not also compared with the next step's (9 October).
    expect(problemsAfter('patientJourney', (data) => (data.steps[0].date = '2026-10-5'))).toEqual([
      'steps[0].date: should be a date written as YYYY-MM-DD, like "2026-11-01".',
    ]);
    expect(problemsAfter('patientJourney', (data) => statuses(data, ['complete', 'current', 'upcoming'], ['2026-10-09', '2026-10-05', undefined]))).toEqual([
      'steps[1].date: is 5 October 2026, before the step above it (9 October 2026): steps are in order, so their dates must be too.',
    ]);
  });
});

describe('why-india.json', () => {
  const page = real('whyIndia');
  const highlighted = page.countries.find((country: Data) => country.highlight);

  it('marks exactly one country, compared with a country of its list', () => {
    expect(problemsAfter('whyIndia', (data) => data.countries.forEach((country: Data) => delete country.highlight))).toEqual([
      'countries: should mark exactly one country with "highlight": true, but marks 0.',
    ]);
    expect(problemsAfter('whyIndia', (data) => data.countries.forEach((country: Data) => (country.highlight = true)))).toEqual([
      `countries: should mark exactly one country with "highlight": true, but marks ${page.countries.length}.`,
    ]);
    expect(problemsAfter('whyIndia', (data) => (data.savingsAgainst = 'france'))).toEqual(['savingsAgainst: names the country "france", which is not in "countries".']);
  });

  it('opens on a procedure of its list', () => {
    expect(problemsAfter('whyIndia', (data) => (data.defaultProcedure = 'appendectomy'))).toEqual([
      'defaultProcedure: names the procedure "appendectomy", which is not in "procedures".',
    ]);
    expect(problemsAfter('whyIndia', (data) => (data.defaultProcedure = data.procedures[1].id))).toEqual([]);
  });

  it('gives costs only for its countries, and none for the highlighted country when a package gives it', () => {
    const withPackage = page.procedures.findIndex((procedure: Data) => procedure.package);
    const withoutPackage = page.procedures.findIndex((procedure: Data) => !procedure.package);
    expect(problemsAfter('whyIndia', (data) => (data.procedures[0].costs.france = { from: 1, to: 2 }))).toEqual([
      'procedures[0].costs.france: is not a country of "countries".',
    ]);
    expect(problemsAfter('whyIndia', (data) => (data.procedures[withPackage].costs[highlighted.id] = { from: 1, to: 2 }))).toEqual([
      `procedures[${withPackage}].costs.${highlighted.id}: should be left out: this procedure's ${highlighted.name} figure is the price range of the package "${page.procedures[withPackage].package}".`,
    ]);
    expect(withoutPackage).toBeGreaterThanOrEqual(0);
    expect(problemsAfter('whyIndia', (data) => (data.procedures[withoutPackage].costs[highlighted.id] = { from: 1, to: 2 }))).toEqual([]);
  });

  it('has cost ranges that do not run backwards', () => {
    expect(problemsAfter('whyIndia', (data) => (data.procedures[0].costs.usa = { from: 60000, to: 40000 }))).toEqual([
      'procedures[0].costs.usa.from: should not be larger than "to".',
    ]);
    expect(problemsAfter('whyIndia', (data) => (data.procedures[0].costs.usa = { from: 50000, to: 50000 }))).toEqual([]);
  });

  it('lists each country and procedure once, and enough of them', () => {
    expect(problemsAfter('whyIndia', (data) => data.countries.push({ ...data.countries[1] }))).toEqual([
      `countries[${page.countries.length}].id: "${page.countries[1].id}" is used twice in this list: the second item has it already.`,
    ]);
    expect(problemsAfter('whyIndia', (data) => (data.procedures[1].id = data.procedures[0].id))).toEqual([
      `procedures[1].id: "${page.procedures[0].id}" is used twice in this list: the first item has it already.`,
    ]);
    expect(problemsAfter('whyIndia', (data) => (data.countries = [highlighted]))).toContain('countries: must list at least 2 items.');
    expect(problemsAfter('whyIndia', (data) => (data.procedures = []))).toContain('procedures: must list at least 1 item.');
    expect(problemsAfter('whyIndia', (data) => data.benefits.pop())).toEqual(['benefits: should list exactly six benefits.']);
    expect(problemsAfter('whyIndia', (data) => (data.stats = data.stats.slice(0, 1)))).toEqual(['stats: must list at least 2 items.']);
    expect(problemsAfter('whyIndia', (data) => (data.stats = claimIds().slice(0, 8)))).toEqual([]);
    expect(problemsAfter('whyIndia', (data) => (data.stats = claimIds().slice(0, 9)))).toEqual(['stats: must list at most 8 items.']);
  });

  it('names packages and claims that exist, and multipliers above nothing', () => {
    expect(problemsAfter('whyIndia', (data) => (data.procedures[withPackageIndex()].package = 'bowel'))).toEqual([
      `procedures[${withPackageIndex()}].package: names the package "bowel", but there is no file for it in content/packages/.`,
    ]);
    expect(problemsAfter('whyIndia', (data) => (data.stats[0] = 'rate'))).toEqual(['stats[0]: names the claim "rate", but content/site/claims.json has no claim with that id.']);
    expect(problemsAfter('whyIndia', (data) => (data.countries[1].multiplier = 0))).toEqual(['countries[1].multiplier: must be more than 0, but it is 0.']);
  });

  function withPackageIndex(): number {
    return page.procedures.findIndex((procedure: Data) => procedure.package);
  }
});

describe('coordinator-connect.json', () => {
  it('says in the consent who receives the information', () => {
    const sentence = 'form.consent: should say who receives the information: the care team and partner hospitals in India.';
    expect(problemsAfter('coordinatorConnect', (page) => (page.form.consent = 'I agree that the care team may read my reports.'))).toEqual([sentence]);
    expect(problemsAfter('coordinatorConnect', (page) => (page.form.consent = 'I agree that partner hospitals in India may read my reports.'))).toEqual([sentence]);
    expect(problemsAfter('coordinatorConnect', (page) => (page.form.consent = 'The Care Team and partner Hospitals in india may read my reports.'))).toEqual([]);
  });

  it('says where the number of fields goes in the summary of problems', () => {
    expect(problemsAfter('coordinatorConnect', (page) => (page.form.invalidSummary = 'Some fields need attention.'))).toEqual([
      'form.invalidSummary: should contain {count}, where the number of fields goes.',
    ]);
  });

  it('has two to four hero points, exactly four benefits, two to six reasons and at most four figures', () => {
    expect(problemsAfter('coordinatorConnect', (page) => (page.heroPoints = page.heroPoints.slice(0, 1)))).toEqual(['heroPoints: must list at least 2 items.']);
    expect(problemsAfter('coordinatorConnect', (page) => (page.heroPoints = ['a', 'b', 'c', 'd', 'e']))).toEqual(['heroPoints: must list at most 4 items.']);
    expect(problemsAfter('coordinatorConnect', (page) => page.benefits.pop())).toEqual(['benefits: should list exactly four benefits.']);
    expect(problemsAfter('coordinatorConnect', (page) => (page.whyPoints = page.whyPoints.slice(0, 1)))).toEqual(['whyPoints: must list at least 2 items.']);
    expect(problemsAfter('coordinatorConnect', (page) => (page.whyPoints = Array.from({ length: 7 }, (_, index) => ({ ...page.whyPoints[0], title: `Reason ${index + 1}` }))))).toEqual([
      'whyPoints: must list at most 6 items.',
    ]);
    expect(problemsAfter('coordinatorConnect', (page) => (page.whyClaims = claimIds().slice(0, 5)))).toEqual(['whyClaims: must list at most 4 items.']);
    expect(problemsAfter('coordinatorConnect', (page) => (page.whyClaims = []))).toEqual([]);
  });

  it('names FAQ topics and claims that exist', () => {
    expect(problemsAfter('coordinatorConnect', (page) => (page.faqTopics = []))).toEqual(['faqTopics: must list at least 1 item.']);
    expect(problemsAfter('coordinatorConnect', (page) => (page.faqTopics = ['news']))).toEqual([
      'faqTopics[0]: should be one of "general", "travel", "visa", "payment", "aftercare", but it is the text "news".',
    ]);
    expect(problemsAfter('coordinatorConnect', (page) => (page.whyClaims = ['nothing']))).toEqual([
      'whyClaims[0]: names the claim "nothing", but content/site/claims.json has no claim with that id.',
    ]);
  });

  it('has a greeting for WhatsApp besides what every way of contact has', () => {
    expect(problemsAfter('coordinatorConnect', (page) => delete page.whatsapp.greeting)).toEqual(['whatsapp.greeting: is required, but it is missing.']);
    expect(problemsAfter('coordinatorConnect', (page) => delete page.phone.action)).toEqual(['phone.action: is required, but it is missing.']);
  });
});
