import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkSpelling, declaredEnglish } from '../../src/content/spelling';

describe('the spelling check', () => {
  it('flags the British spelling on an American site, with its line and the word to write', () => {
    const text = '---\nname: Haemorrhoid Surgery\n---\n\nMost haemorrhoids heal.\n';
    expect(checkSpelling('content/packages/x.mdx', text, 'American')).toEqual([
      {
        file: 'content/packages/x.mdx',
        line: 2,
        field: '(spelling)',
        message: 'uses the British spelling "Haemorrhoid"; this site writes American English: "Hemorrhoid".',
      },
      {
        file: 'content/packages/x.mdx',
        line: 5,
        field: '(spelling)',
        message: 'uses the British spelling "haemorrhoids"; this site writes American English: "hemorrhoids".',
      },
    ]);
  });

  it('flags the American spelling on a British site', () => {
    const problems = checkSpelling('a.json', '{ "text": "A personalized quote; anesthesia, tumors and the esophagus." }', 'British');
    expect(problems.map((problem) => problem.message)).toEqual([
      'uses the American spelling "personalized"; this site writes British English: "personalised".',
      'uses the American spelling "anesthesia"; this site writes British English: "anaesthesia".',
      'uses the American spelling "tumors"; this site writes British English: "tumours".',
      'uses the American spelling "esophagus"; this site writes British English: "oesophagus".',
    ]);
  });

  it('covers the common medical words both ways', () => {
    for (const [british, american] of [
      ['paediatric', 'pediatric'],
      ['centre', 'center'],
      ['programme', 'program'],
      ['colour', 'color'],
      ['haemorrhoidectomy', 'hemorrhoidectomy'],
      ['diarrhoea', 'diarrhea'],
      ['travelled', 'traveled'],
    ]) {
      expect(checkSpelling('f', british, 'American')).toHaveLength(1);
      expect(checkSpelling('f', american, 'British')).toHaveLength(1);
      expect(checkSpelling('f', british, 'British')).toEqual([]);
      expect(checkSpelling('f', american, 'American')).toEqual([]);
    }
  });

  it('keeps capitals as they were', () => {
    expect(checkSpelling('f', 'TUMOUR Centre', 'American').map((problem) => problem.message)).toEqual([
      'uses the British spelling "TUMOUR"; this site writes American English: "TUMOR".',
      'uses the British spelling "Centre"; this site writes American English: "Center".',
    ]);
  });

  it('leaves addresses, ids and file names alone', () => {
    const text = [
      'package: hemorrhoid-surgery',
      '  - hemorrhoid-surgery',
      '{ "href": "/packages/hemorrhoid-surgery", "package": "hemorrhoid-surgery" }',
      'See [the package](/packages/hemorrhoid-surgery) or https://example.org/hemorrhoid.',
    ].join('\n');
    expect(checkSpelling('f', text, 'British')).toEqual([]);
  });

  it('does not flag "license" on a British site, where the verb is spelt so', () => {
    expect(checkSpelling('f', 'Licensed surgeons with a licence.', 'British')).toEqual([]);
    expect(checkSpelling('f', 'a medical licence', 'American')).toHaveLength(1);
  });

  it('finds nothing to fix in the content as it is', () => {
    const files = ['content/site', 'content/packages', 'content/blog', 'content/legal', 'content/hospitals', 'content/people', 'content/testimonials'].flatMap(
      (dir) => readdirSync(dir).map((name) => join(dir, name)),
    );
    const problems = files.flatMap((file) => checkSpelling(file, readFileSync(file, 'utf8')));
    expect(problems.map((problem) => `${problem.file}:${problem.line} ${problem.message}`)).toEqual([]);
  });

  it('reads the variety the site declares', () => {
    expect(declaredEnglish()).toBe('British');
  });
});
