import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import {
  checkContentLink,
  checkInternalPath,
  claimReference,
  dollars,
  internalPath,
  link,
  medicalReview,
  pathOf,
  reference,
  slug,
  text,
  uniqueBy,
} from '../../src/content/fields';
import { calendarDate, pastDate } from '../../src/content/dates';
import { contextOf, issuesOf, parsedOf } from './schema-issues';

const slugSentence = ': should be lowercase words joined by hyphens, like "apollo-delhi".';

describe('a slug is lowercase words joined by hyphens', () => {
  it('accepts one word, several words and digits', () => {
    for (const id of ['apollo', 'apollo-delhi', 'fortis-mumbai-2', '24x7']) expect(issuesOf(slug, id)).toEqual([]);
  });

  it('refuses capitals, underscores, spaces, doubled, leading or trailing hyphens, and text around a slug', () => {
    for (const id of ['Apollo', 'apollo_delhi', 'apollo delhi', 'apollo--delhi', '-apollo', 'apollo-', ' apollo', 'apollo!', '', 'a-b c'])
      expect(issuesOf(slug, id), id).toEqual([`(file)${slugSentence}`]);
  });
});

describe('a date is a calendar date written YYYY-MM-DD', () => {
  const form = '(file): should be a date written as YYYY-MM-DD, like "2026-11-01".';

  it('accepts a real date', () => {
    expect(issuesOf(calendarDate, '2026-11-01')).toEqual([]);
    expect(issuesOf(calendarDate, '2024-02-29')).toEqual([]);
  });

  it('refuses other ways of writing a date, and text around one', () => {
    for (const date of ['1 November 2026', '2026-11-1', '2026-1-01', '2026/11/01', '2026-11-01T10:00', '02026-11-01', '2026-11-011', '2026-11-01 ', 'YYYY-MM-DD'])
      expect(issuesOf(calendarDate, date), date).toEqual([form]);
  });

  it('refuses a month or day that no calendar has', () => {
    expect(issuesOf(calendarDate, '2026-13-01')).toEqual(['(file): is not a real calendar date: there is no month 13.']);
    expect(issuesOf(calendarDate, '2026-00-10')).toEqual(['(file): is not a real calendar date: there is no month 0.']);
    expect(issuesOf(calendarDate, '2026-11-32')).toEqual(['(file): is not a real calendar date: November 2026 has 30 days.']);
    expect(issuesOf(calendarDate, '2026-02-29')).toEqual(['(file): is not a real calendar date: February 2026 has 28 days.']);
    expect(issuesOf(calendarDate, '2026-11-00')).toEqual(['(file): is not a real calendar date: November 2026 has 30 days.']);
  });

  it('refuses a past date after the context\'s today, and only a past date', () => {
    const context = contextOf({}, [], '2026-06-01');
    expect(issuesOf(pastDate, '2026-06-01', context)).toEqual([]);
    expect(issuesOf(pastDate, '2026-06-02', context)).toEqual(['(file): is 2 June 2026, after today (1 June 2026): it cannot be in the future.']);
    expect(issuesOf(calendarDate, '2026-06-02', context)).toEqual([]);
    // Outside a content run there is no today to compare with.
    expect(issuesOf(pastDate, '2099-01-01')).toEqual([]);
  });
});

describe('text must not be empty', () => {
  it('refuses an empty value and one of spaces only', () => {
    expect(issuesOf(text, '')).toEqual(['(file): must not be empty.']);
    expect(issuesOf(text, '   ')).toEqual(['(file): must not be empty.']);
  });

  it('keeps text of any length, without the spaces around it', () => {
    expect(parsedOf(text, '  Apollo Hospital ')).toBe('Apollo Hospital');
    expect(parsedOf(text, 'A')).toBe('A');
  });
});

describe('dollars are whole and positive', () => {
  it('accepts a whole number of dollars', () => {
    expect(issuesOf(dollars, 8500)).toEqual([]);
    expect(issuesOf(dollars, 1)).toEqual([]);
  });

  it('refuses cents, nothing and less', () => {
    expect(issuesOf(dollars, 8500.5)).toEqual(['(file): should be a whole number of dollars.']);
    expect(issuesOf(dollars, 0)).toEqual(['(file): must be more than 0, but it is 0.']);
    expect(issuesOf(dollars, -5)).toEqual(['(file): must be more than 0, but it is -5.']);
  });
});

describe('the path a link leads to', () => {
  it('drops the query, the hash and a trailing slash', () => {
    expect(pathOf('/packages?condition=ibd')).toBe('/packages');
    expect(pathOf('/packages#costs')).toBe('/packages');
    expect(pathOf('/packages/')).toBe('/packages');
    expect(pathOf('/packages/?a=1#b')).toBe('/packages');
  });

  it('keeps the home page as "/"', () => {
    expect(pathOf('/')).toBe('/');
    expect(pathOf('/#top')).toBe('/');
    expect(pathOf('?a=1')).toBe('/');
  });
});

const paths = new Set(['/', '/packages', '/packages/fistula-surgery', '/medical-disclaimer']);

describe('an internal link must name a page of the site', () => {
  it('accepts a page exactly, or with a query, a hash or a trailing slash', () => {
    for (const href of ['/packages', '/packages/', '/packages?x=1', '/packages#costs', '/'])
      expect(checkInternalPath(href, paths), href).toBeNull();
  });

  it('leaves addresses outside the site to other rules', () => {
    expect(checkInternalPath('https://example.org/nowhere', paths)).toBeNull();
  });

  it('names the missing page and the page probably meant', () => {
    expect(checkInternalPath('/packages/fistula-repair#costs', paths)).toBe(
      'links to "/packages/fistula-repair#costs", but the site has no page at "/packages/fistula-repair". Did you mean "/packages/fistula-surgery"?',
    );
    expect(checkInternalPath('/blog', paths)).toBe('links to "/blog", but the site has no page at "/blog".');
  });
});

describe('a link in a body leads somewhere safe', () => {
  const refused = (href: string) =>
    `links to "${href}": a link must be an address inside the site ("/packages"), or an https:, mailto: or tel: link.`;

  it('accepts a section of the page, https, mailto and tel', () => {
    for (const href of ['#costs', '#step-2', 'https://www.who.int/', 'mailto:care@example.org', 'tel:+442079460000', 'tel:02079460000'])
      expect(checkContentLink(href, paths), href).toBeNull();
  });

  it('checks an address inside the site against the pages', () => {
    expect(checkContentLink('/packages', paths)).toBeNull();
    expect(checkContentLink('/nowhere', paths)).toBe('links to "/nowhere", but the site has no page at "/nowhere".');
  });

  it('refuses everything else, including a scheme hidden after other text', () => {
    for (const href of ['javascript:alert(1)', 'http://example.org', 'packages', '#', 'https://', 'https://a b', 'tel:call-us', 'mailto:', 'see https://x.org', 'x#costs', '#a b'])
      expect(checkContentLink(href, paths), href).toBe(refused(href));
  });
});

describe('an address inside the site in front matter or data', () => {
  const form = '(file): should be an address inside the site starting with "/", like "/packages".';

  it('must start with "/" and hold no spaces', () => {
    expect(issuesOf(internalPath, 'packages')).toEqual([form]);
    expect(issuesOf(internalPath, '/my packages')).toEqual([form]);
    expect(issuesOf(internalPath, 'https://example.org/')).toEqual([form]);
  });

  it('is checked against the pages during a content run, and only then', () => {
    expect(issuesOf(internalPath, '/nowhere')).toEqual([]);
    expect(issuesOf(internalPath, '/packages?x=1', contextOf({}, [...paths]))).toEqual([]);
    expect(issuesOf(internalPath, '/package', contextOf({}, [...paths]))).toEqual([
      '(file): links to "/package", but the site has no page at "/package". Did you mean "/packages"?',
    ]);
  });
});

describe('a link in front matter or data', () => {
  const form = '(file): should be an address inside the site ("/packages") or an https:, mailto: or tel: link.';

  it('accepts an internal address, https, mailto and tel', () => {
    for (const href of ['/packages', 'https://www.who.int/', 'mailto:care@example.org', 'tel:+442079460000', 'tel:02079460000'])
      expect(issuesOf(link, href, contextOf({}, [...paths])), href).toEqual([]);
  });

  it('refuses other schemes, relative addresses and spaces', () => {
    for (const href of ['http://example.org', 'javascript:alert(1)', 'packages', '/my packages', 'https://a b', 'tel:call-us', 'mailto:', 'https://', 'x/packages', '#costs'])
      expect(issuesOf(link, href), href).toEqual([form]);
  });

  it('checks an internal address against the pages during a content run', () => {
    expect(issuesOf(link, '/nowhere')).toEqual([]);
    expect(issuesOf(link, '/nowhere', contextOf({}, [...paths]))).toEqual(['(file): links to "/nowhere", but the site has no page at "/nowhere".']);
  });
});

describe('a reference names an entry of another collection', () => {
  const hospital = reference('hospitals', 'hospital');
  const context = contextOf({ hospitals: ['apollo-delhi', 'fortis-mumbai'], people: ['apollo-delhi-2'] });

  it('accepts an entry that exists', () => {
    expect(issuesOf(hospital, 'apollo-delhi', context)).toEqual([]);
  });

  it('names the missing entry, its folder and the one probably meant', () => {
    expect(issuesOf(hospital, 'apollo-dehli', context)).toEqual([
      '(file): names the hospital "apollo-dehli", but there is no file for it in content/hospitals/. Did you mean "apollo-delhi"?',
    ]);
    expect(issuesOf(hospital, 'apollo-delhi-2', context)).toEqual([
      '(file): names the hospital "apollo-delhi-2", but there is no file for it in content/hospitals/. Did you mean "apollo-delhi"?',
    ]);
  });

  it('is a slug, and is not checked outside a content run or against a collection it does not know', () => {
    expect(issuesOf(hospital, 'Apollo Delhi')).toEqual([`(file)${slugSentence}`]);
    expect(issuesOf(hospital, 'nowhere')).toEqual([]);
    expect(issuesOf(reference('clinics', 'clinic'), 'nowhere', context)).toEqual([]);
  });
});

describe('a claim reference names a claim of claims.json', () => {
  const context = contextOf({ claims: ['countries-served', 'patients-treated'], hospitals: ['countries-serve'] });

  it('accepts a claim that exists and refuses one that does not, looking among the claims', () => {
    expect(issuesOf(claimReference, 'countries-served', context)).toEqual([]);
    expect(issuesOf(claimReference, 'countries-serve', context)).toEqual([
      '(file): names the claim "countries-serve", but content/site/claims.json has no claim with that id. Did you mean "countries-served"?',
    ]);
  });

  it('is not checked when the claims are unknown (claims.json is itself broken)', () => {
    expect(issuesOf(claimReference, 'anything', contextOf({ hospitals: ['anything'] }))).toEqual([]);
    expect(issuesOf(claimReference, 'Anything')).toEqual([`(file)${slugSentence}`]);
  });
});

describe('a list without repeats', () => {
  const list = uniqueBy(z.object({ id: z.string(), label: z.string() }), 'id');

  it('accepts different values, however many items share other fields', () => {
    expect(issuesOf(list, [{ id: 'a', label: 'x' }, { id: 'b', label: 'x' }])).toEqual([]);
  });

  it('reports each repeat at its own item, naming the first item that has the value', () => {
    const items = ['a', 'b', 'a', 'b', 'a'].map((id) => ({ id, label: id }));
    expect(issuesOf(list, items)).toEqual([
      '[2].id: "a" is used twice in this list: the first item has it already.',
      '[3].id: "b" is used twice in this list: the second item has it already.',
      '[4].id: "a" is used twice in this list: the first item has it already.',
    ]);
  });

  it('counts past the tenth item in numbers', () => {
    const items = [...'abcdefghijk', 'j', 'k'].map((id) => ({ id, label: id }));
    expect(issuesOf(list, items)).toEqual([
      '[11].id: "j" is used twice in this list: the tenth item has it already.',
      '[12].id: "k" is used twice in this list: item 11 has it already.',
    ]);
  });

  it('checks its items too', () => {
    expect(issuesOf(list, [{ id: 'a' }])).toEqual(['[0].label: is required, but it is missing.']);
  });
});

describe('a medical review', () => {
  const context = contextOf({ people: ['meera-iyer'] });

  it('names a clinician who has a file and the day of the review', () => {
    expect(issuesOf(medicalReview, { reviewedBy: 'meera-iyer', lastReviewed: '2026-11-01' }, context)).toEqual([]);
    expect(issuesOf(medicalReview, { reviewedBy: 'dr-who', lastReviewed: '2026-11-1' }, context)).toEqual([
      'reviewedBy: names the person "dr-who", but there is no file for it in content/people/.',
      'lastReviewed: should be a date written as YYYY-MM-DD, like "2026-11-01".',
    ]);
  });

  it('has no other fields', () => {
    expect(issuesOf(medicalReview, { reviewedBy: 'meera-iyer', lastReviewed: '2026-11-01', by: 'x' }, context)).toEqual([
      '(file): has fields this kind of content does not have: by.',
    ]);
  });
});
