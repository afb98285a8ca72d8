import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { problemsWith } from './content-helpers';

/** A content file as it is today, to change one thing in it. */
const real = (file: string) => readFileSync(file, 'utf8');
/** The line of a text's first line holding `needle`, counted from 1. */
const lineOf = (text: string, needle: string) => text.split('\n').findIndex((line) => line.includes(needle)) + 1;
/** A JSON file with `change` made to its data, written out one item a line where the change is. */
function changedJson(file: string, change: (data: any) => void): string { // eslint-disable-line @typescript-eslint/no-explicit-any -- content as the file holds it
  const data = JSON.parse(real(file));
  change(data);
  return JSON.stringify(data, null, 2);
}

describe('who may share the patient\'s room is written once, and nothing says otherwise', () => {
  const room = JSON.parse(real('content/site/packages-page.json')).companionRoom as { companions: number };

  it('refuses an add-on on /tourism that sells a companion\'s room the packages already include (file, line, field)', async () => {
    const file = 'content/site/tourism.json';
    const text = changedJson(file, (page) => page.packages[1].includes.push('Accommodation for a companion'));
    expect(room.companions).toBeGreaterThan(0);
    expect(await problemsWith({ [file]: text })).toEqual([
      `${file}:${lineOf(text, 'Accommodation for a companion')} packages[1].includes[${JSON.parse(text).packages[1].includes.length - 1}]: speaks of a companion's room as an extra, but every package's room already takes ${room.companions === 1 ? 'one companion' : `${room.companions} companions`} at no extra cost, as content/site/packages-page.json ("companionRoom.companions" is ${room.companions}) says: leave it out, or say it is for a further companion.`,
    ]);
  });

  it('refuses the estimator\'s "not counted" line when it leaves out companions\' hotels the packages include, and accepts one for a further companion', async () => {
    const file = 'content/site/cost-estimator.json';
    const text = changedJson(file, (estimator) => (estimator.notIncluded = 'Not counted: meals and hotels for companions outside the package, and travel insurance.'));
    const problems = await problemsWith({ [file]: text });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(new RegExp(`^${file}:${lineOf(text, '"notIncluded"')} notIncluded: speaks of a companion's room as an extra`));
    const further = changedJson(file, (estimator) => (estimator.notIncluded = 'Not counted: a room for a second companion, and travel insurance.'));
    expect(await problemsWith({ [file]: further })).toEqual([]);
  });

  it('refuses a room for the patient alone while /tourism\'s surgery package includes a companion\'s room', async () => {
    const pagesFile = 'content/site/packages-page.json';
    const tourismFile = 'content/site/tourism.json';
    const tourism = changedJson(tourismFile, (page) => page.packages[0].includes.push('A room for a companion'));
    const problems = await problemsWith({ [pagesFile]: changedJson(pagesFile, (page) => (page.companionRoom.companions = 0)), [tourismFile]: tourism });
    expect(problems).toContainEqual(expect.stringMatching(new RegExp(`^${tourismFile}:${lineOf(tourism, 'A room for a companion')} packages\\[0\\]\\.includes\\[\\d+\\]: says a companion's room is included, but every package's room is for the patient alone`)));
  });
});

describe('a city is said to offer only what its hospitals hold', () => {
  it('refuses a destination city where no partner hospital is (file, line, field)', async () => {
    const file = 'content/site/tourism.json';
    const text = changedJson(file, (page) => (page.destinations[0].hospitalCities = ['Kochi']));
    const problems = await problemsWith({ [file]: text });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(new RegExp(`^${file}:${lineOf(text, '"Kochi"')} destinations\\[0\\]\\.hospitalCities\\[0\\]: is "Kochi", the city of no partner hospital`));
  });
});

describe('a foreign price is written once', () => {
  it('refuses a second comparison-country figure on /why-india for a procedure whose package has its own (file, line, field)', async () => {
    const file = 'content/site/why-india.json';
    const whyIndia = JSON.parse(real(file));
    const index = whyIndia.procedures.findIndex((procedure: { package?: string }) => procedure.package && /^originalPrice:/m.test(real(`content/packages/${procedure.package}.mdx`)));
    const procedure = whyIndia.procedures[index];
    const originalPrice = Number(/^originalPrice: (\d+)/m.exec(real(`content/packages/${procedure.package}.mdx`))![1]);
    const text = changedJson(file, (page) => (page.procedures[index].costs[page.savingsAgainst] = { from: 41000, to: 55000 }));
    const against = whyIndia.countries.find((country: { id: string }) => country.id === whyIndia.savingsAgainst);
    expect(await problemsWith({ [file]: text })).toEqual([
      // The line of the country's name, just above its figures.
      `${file}:${lineOf(text, '"from": 41000') - 1} procedures[${index}].costs.${against.id}: gives ${against.name} $41,000–$55,000, but the package "${procedure.package}" gives its price there once, as "originalPrice" ($${originalPrice.toLocaleString('en-US')}) in content/packages/${procedure.package}.mdx, and the page shows that: leave this out.`,
    ]);
  });

  it('refuses a home-page country that /why-india prices for the same surgery', async () => {
    const file = 'content/site/cost-comparison.json';
    const comparison = JSON.parse(real(file));
    const whyIndia = JSON.parse(real('content/site/why-india.json'));
    const procedure = whyIndia.procedures.find((candidate: { package?: string }) => candidate.package === comparison.package);
    const country = whyIndia.countries.find((candidate: { id: string; highlight?: boolean }) => !candidate.highlight && candidate.id !== whyIndia.savingsAgainst);
    const text = changedJson(file, (data) => data.otherCountries.push({ country: country.name, price: 35000 }));
    const problems = await problemsWith({ [file]: text });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(new RegExp(`^${file}:\\d+ otherCountries\\[${comparison.otherCountries.length}\\]\\.country: is "${country.name}", which content/site/why-india.json prices already for this surgery \\(procedure "${procedure.id}"`));
  });

  it('refuses savings on /why-india against another country than the packages\' original prices are in', async () => {
    const file = 'content/site/cost-comparison.json';
    const text = changedJson(file, (data) => (data.comparisonCountry.name = 'Atlantis'));
    const whyIndia = real('content/site/why-india.json');
    expect(await problemsWith({ [file]: text })).toContainEqual(
      expect.stringMatching(new RegExp(`^content/site/why-india.json:${lineOf(whyIndia, '"savingsAgainst"')} savingsAgainst: names .*, but the packages' original prices are prices in Atlantis`)),
    );
  });
});
