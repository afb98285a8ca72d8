import { describe, expect, it } from 'vitest';
import { closest, didYouMean } from '../../src/content/suggest';

describe('"did you mean" suggests the name within a few edits', () => {
  it('finds a name with letters swapped, missing, added or changed', () => {
    expect(closest('apollo-dehli', ['fortis-mumbai', 'apollo-delhi'])).toBe('apollo-delhi');
    expect(closest('apollo-delh', ['apollo-delhi'])).toBe('apollo-delhi');
    expect(closest('apollo-delhii', ['apollo-delhi'])).toBe('apollo-delhi');
    expect(closest('apollo-delha', ['apollo-delhi'])).toBe('apollo-delhi');
  });

  it('ignores capitals but suggests the name as it is written', () => {
    expect(closest('Apollo-Delhi', ['apollo-delhi'])).toBe('apollo-delhi');
    expect(closest('apollo-delhi', ['Apollo-Delhi'])).toBe('Apollo-Delhi');
  });

  it('takes the nearest of several, and the first of two equally near', () => {
    expect(closest('abcdef', ['abcxyz', 'abcdez', 'abcdef'])).toBe('abcdef');
    expect(closest('abcdef', ['abcdxx', 'abcdez', 'abcdey'])).toBe('abcdez');
  });

  it('allows two edits in a short name, and a third of the letters in a long one', () => {
    // 3 letters: at most 2 edits.
    expect(closest('abc', ['axy'])).toBe('axy');
    expect(closest('abc', ['xyz'])).toBeUndefined();
    // 12 letters: at most 4 edits, whether changed, removed or added.
    const name = 'abcdefghijkl';
    expect(closest(name, ['abcdefghWXYZ'])).toBe('abcdefghWXYZ');
    expect(closest(name, ['abcdefgVWXYZ'])).toBeUndefined();
    expect(closest(name, ['abcdefgh'])).toBe('abcdefgh');
    expect(closest(name, ['abcdefg'])).toBeUndefined();
    expect(closest(name, ['abcdefghijklmnop'])).toBe('abcdefghijklmnop');
    expect(closest(name, ['abcdefghijklmnopq'])).toBeUndefined();
    expect(closest(name, ['WXYZabcdefghijkl'])).toBe('WXYZabcdefghijkl');
    expect(closest(name, ['abcdXYefghijkl'])).toBe('abcdXYefghijkl');
  });

  it('counts a letter removed in the middle as one edit', () => {
    // "Distance" by the number of differing positions would be 8 here; one removal is one edit.
    expect(closest('abcdefghi', ['abcefghi'])).toBe('abcefghi');
    expect(closest('abcefghi', ['abcdefghi'])).toBe('abcdefghi');
  });

  it('suggests nothing from an empty list', () => {
    expect(closest('abc', [])).toBeUndefined();
  });
});

describe('the "did you mean" sentence', () => {
  it('is a sentence to add to a message, or nothing', () => {
    expect(didYouMean('prise', ['name', 'price'])).toBe(' Did you mean "price"?');
    expect(didYouMean('colour', ['name', 'price'])).toBe('');
  });
});
