import { describe, expect, it } from 'vitest';
import { choiceRewriteRules, queryPageFor } from '../../scripts/filter-rewrites';
import { withChosen } from '../../src/components/Island';
import { emergencyEntryFor } from '../../src/lib/emergency';
import { comparedIds, comparisonPath, comparisonSelections, maxCompared, readComparison } from '../../src/lib/hospital-compare';
import { consultationPageFor } from '../../src/lib/links';
import { contentEntries, contentJson } from './site-content';

const hospitals = contentEntries<{ city: string; accreditations: string[] }>('hospitals');
const ids = hospitals.map((hospital) => hospital.id);
const packageIds = contentEntries('packages').map((pkg) => pkg.id);
const content = { hospitals, packageIds };
const choose = (n: number) => (n * (n - 1) * (n - 2)) / 6 + (n * (n - 1)) / 2 + n;

describe('the hospital comparison', () => {
  it('pre-renders every choice of one to three hospitals, each once, in content order', () => {
    const selections = comparisonSelections(ids);
    expect(selections).toHaveLength(choose(ids.length));
    expect(new Set(selections.map((selection) => selection.join())).size).toBe(selections.length);
    for (const selection of selections) {
      expect(selection.length).toBeLessThanOrEqual(maxCompared);
      expect([...selection].sort((a, b) => ids.indexOf(a) - ids.indexOf(b))).toEqual(selection);
    }
  });

  it('reads the ticked boxes of a query in content order, none when more than three are ticked', () => {
    const [a, b, c, d] = ids;
    expect(readComparison(`?${b}=on&${a}=on`, ids)).toEqual([a, b]);
    expect(readComparison(`?${a}=on&${b}=on&${c}=on&${d}=on`, ids)).toEqual([]);
    expect(readComparison('?no-such-hospital=on', ids)).toEqual([]);
    expect(comparedIds(comparisonPath([a, c]).split('/').at(-1)!)).toEqual([a, c]);
  });

  it('is answered by the project server as the host reads dist/_redirects', () => {
    const [a, b] = ids;
    expect(queryPageFor('/hospitals/compare', `?${a}=on&${b}=on`, content)).toBe(`/hospitals/compare/${a}_${b}`);
    expect(queryPageFor('/hospitals/compare', '', content)).toBe('/hospitals/compare');
    const rules = choiceRewriteRules(content);
    expect(rules).toContain(`/hospitals/compare ${a}=on ${b}=on /hospitals/compare/${a}_${b} 200!`);
    // The most hospitals first, so a host that takes the first matching rule never shows two of three.
    const sizes = rules.filter((rule) => rule.startsWith('/hospitals/compare ')).map((rule) => rule.split(' ').length - 3);
    expect(sizes).toEqual([...sizes].sort((x, y) => y - x));
  });
});

describe('a package chosen in the request form without JavaScript', () => {
  it('answers /coordinator-connect?package=<id> with the page of that package, and an unknown one with the page itself', () => {
    for (const id of packageIds) {
      expect(consultationPageFor(`?package=${id}&hospital=x`, packageIds)).toBe(`/coordinator-connect/for/${id}`);
      expect(queryPageFor('/coordinator-connect', `?package=${id}`, content)).toBe(`/coordinator-connect/for/${id}`);
      expect(choiceRewriteRules(content)).toContain(`/coordinator-connect package=${id} /coordinator-connect/for/${id} 200!`);
    }
    expect(consultationPageFor('?package=no-such-package', packageIds)).toBe('/coordinator-connect');
  });

  it('marks the chosen option selected in the island\'s HTML, and only it', () => {
    const html = '<form><select name="hospital"><option value="" selected="">Any</option><option value="a">A</option></select><select name="condition" required=""><option value="" selected="">Choose</option><option value="a-b">AB</option><option value="a">A</option></select></form>';
    expect(withChosen(html, { condition: 'a' })).toBe(
      '<form><select name="hospital"><option value="" selected="">Any</option><option value="a">A</option></select><select name="condition" required=""><option value="">Choose</option><option value="a-b">AB</option><option value="a" selected="">A</option></select></form>',
    );
    expect(withChosen(html, { condition: 'none' })).toBe(html);
  });
});

describe('emergency numbers by country', () => {
  it('finds a country\'s entry by its ISO code, and none for a country the page leaves to "anywhere else"', () => {
    const emergency = contentJson<{ homeCountries: Array<{ codes: string[]; country: string }> }>('site/emergency-support.json');
    for (const entry of emergency.homeCountries) for (const code of entry.codes) expect(emergencyEntryFor(code.toLowerCase(), emergency.homeCountries)?.country).toBe(entry.country);
    expect(emergencyEntryFor('AQ', emergency.homeCountries)).toBeUndefined();
  });
});
