import { describe, expect, it } from 'vitest';
import { withArticle } from '../../src/lib/indefinite-article';

describe('the indefinite article of a word in a message', () => {
  it('is "an" before a vowel sound and "a" before a consonant sound', () => {
    expect(withArticle('author')).toBe('an author');
    expect(withArticle('surgeon')).toBe('a surgeon');
    expect(withArticle('medical reviewer')).toBe('a medical reviewer');
    expect(withArticle('operating theatre')).toBe('an operating theatre');
    expect(withArticle('hour')).toBe('an hour');
    expect(withArticle('unit')).toBe('a unit');
    expect(withArticle('one-day stay')).toBe('a one-day stay');
  });
});
