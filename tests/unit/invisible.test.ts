import { describe, expect, it } from 'vitest';
import { invisibleCharacterProblem, patternMessage } from '../../src/content/invisible';

describe('an invisible character, named and placed so an editor can find it', () => {
  it('says what it is and what visible text it follows', () => {
    expect(invisibleCharacterProblem('apollo\u200bdelhi')).toBe('has an invisible zero-width space after "apollo"; delete it.');
  });

  it('places one at the start by the visible text after it, leaving out other invisible characters', () => {
    expect(invisibleCharacterProblem('\u00a0apollo\u200c-delhi')).toBe('has an invisible no-break space before "apollo-delhi"; delete it.');
  });

  it('says when it is all there is', () => {
    expect(invisibleCharacterProblem('\ufeff')).toBe('has an invisible zero-width no-break space as its only character; delete it.');
  });

  it('finds nothing in a value an editor can read whole, accents and all', () => {
    expect(invisibleCharacterProblem('apollo-delhi')).toBeNull();
    expect(invisibleCharacterProblem('Chennai – Tamil Nadu, São Paulo')).toBeNull();
    expect(invisibleCharacterProblem('')).toBeNull();
  });
});

describe('the message of a pattern rule', () => {
  const { error, abort } = patternMessage('should be lowercase words joined by hyphens.');

  it('names the invisible character in a value that looks right', () => {
    expect(error({ input: 'apollo\u2060delhi' })).toBe('has an invisible word joiner after "apollo"; delete it.');
  });

  it('gives the rule\'s own words otherwise, and stops checking the value', () => {
    expect(error({ input: 'Apollo Delhi' })).toBe('should be lowercase words joined by hyphens.');
    expect(error({ input: 42 })).toBe('should be lowercase words joined by hyphens.');
    expect(abort).toBe(true);
  });
});
