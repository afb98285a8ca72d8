import { describe, expect, it } from 'vitest';
import { surgeonsAt, yearsSince } from '../../src/lib/network';
import { contentEntries } from './site-content';

const hospitals = contentEntries<{ id: string }>('hospitals');
const people = contentEntries<{ roles: Array<'surgeon' | 'medical-reviewer' | 'author' | 'care-coordinator'>; hospital?: string }>('people');

describe('years computed from a year', () => {
  it('counts whole years of operation and experience, never fewer than none', () => {
    expect(yearsSince(1996, 2026)).toBe(30);
    expect(yearsSince(2026, 2026)).toBe(0);
    expect(yearsSince(2027, 2026)).toBe(0);
  });
});

describe('who operates where', () => {
  it('lists only people who hold the surgeon role, at that hospital', () => {
    for (const hospital of hospitals) {
      const expected = people.filter((person) => person.roles.includes('surgeon') && person.hospital === hospital.id).map((person) => person.id);
      expect(surgeonsAt(people, hospital.id).map((person) => person.id)).toEqual(expected);
    }
    expect(surgeonsAt([{ id: 'r', roles: ['medical-reviewer'], hospital: 'x' }], 'x')).toEqual([]);
  });
});
