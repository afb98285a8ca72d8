import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkSpelling, declaredEnglish } from '../../src/content/spelling';

const flagged = (text: string, variety: 'British' | 'American' = 'British') => checkSpelling('content/blog/a.mdx', text, variety).map((problem) => `${problem.line} ${problem.message}`);
const tumor = 'uses the American spelling "tumor"; this site writes British English: "tumour".';

describe('the spelling check reads prose, whatever its capitals', () => {
  // First in this file on purpose: the pattern that finds words is made on the first check.
  it('finds a word written in capitals only', () => {
    expect(flagged('TUMOR\nColor')).toEqual([
      '1 uses the American spelling "TUMOR"; this site writes British English: "TUMOUR".',
      '2 uses the American spelling "Color"; this site writes British English: "Colour".',
    ]);
  });

  it('finds a word in a hyphenated word of prose', () => {
    expect(flagged('Treat tumor-related pain early.')).toEqual([`1 ${tumor}`]);
  });

  it('finds a word in a heading that ends in a hyphenated word', () => {
    expect(flagged('## In short: tumor-free')).toEqual([`1 ${tumor}`]);
  });
});

describe('the spelling check leaves addresses and ids alone', () => {
  it('skips web addresses, plain http ones too', () => {
    expect(flagged('See http://example.org/tumor and https://example.org/tumor.')).toEqual([]);
  });

  it('skips a site address at the start of a line or after a space', () => {
    expect(flagged('/packages/tumor-surgery\nSee /packages/tumor-surgery today.')).toEqual([]);
  });

  it('skips an id of several words in quotes', () => {
    expect(flagged('{ "package": "tumor-day-care", "other": \'tumor-care\' }')).toEqual([]);
  });

  it('skips an id given as a YAML value or list item, however it is spaced', () => {
    expect(flagged('package:   tumor-surgery\nrelated: tumor-day-care   \n-   tumor-surgery\n  - tumor-care')).toEqual([]);
  });

  it('still checks the line an address or id stands on', () => {
    expect(flagged('See /packages/tumor-surgery for tumor care.')).toEqual([`1 ${tumor}`]);
  });
});

describe('the variety a site declares', () => {
  /** A project folder whose content/site/site.json holds `site`. */
  function projectWith(site: object): string {
    const root = mkdtempSync(join(tmpdir(), 'declared-english-'));
    mkdirSync(join(root, 'content/site'), { recursive: true });
    writeFileSync(join(root, 'content/site/site.json'), JSON.stringify(site));
    return root;
  }

  it('must be British or American, and is read once', () => {
    const none = projectWith({ name: 'x' });
    const american = projectWith({ english: 'American' });
    const british = projectWith({ english: 'British' });
    try {
      expect(() => declaredEnglish(none)).toThrow('content/site/site.json should say which English the site is written in: "english": "British" or "American".');
      expect(declaredEnglish(american)).toBe('American');
      expect(declaredEnglish(british)).toBe('American');
    } finally {
      for (const root of [none, american, british]) rmSync(root, { recursive: true, force: true });
    }
  });
});
