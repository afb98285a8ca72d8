import { describe, expect, it } from 'vitest';
import { matchesSearch, narrowingSearch } from '../../src/lib/blog/rules';
import { searchFold } from '../../src/lib/search-text';

describe('text folded for search', () => {
  it('ignores Arabic diacritics and the tatweel', () => {
    expect(searchFold('الجِراحَةُ')).toBe(searchFold('الجراحة'));
    expect(searchFold('جـــراحة')).toBe(searchFold('جراحة'));
  });

  it('reads the alef variants as alef', () => {
    for (const alef of ['أ', 'إ', 'آ', 'ٱ']) expect(searchFold(`${alef}لم`)).toBe(searchFold('الم'));
  });

  it('reads the ya variants as ya', () => {
    for (const ya of ['ى', 'ی', 'ئ']) expect(searchFold(`مستشف${ya}`)).toBe(searchFold('مستشفي'));
  });

  it('ignores case and Latin accents', () => {
    expect(searchFold('Opération Épargne')).toBe('operation epargne');
  });

  it("keeps Bengali's vowel signs, which are letters", () => {
    expect(searchFold('রোগী')).not.toBe(searchFold('রগ'));
    expect(searchFold('রোগী')).toBe('রোগী'.normalize('NFC'));
  });

  it('lets the blog search find an Arabic article however the reader writes it', () => {
    const article = { title: 'الاستعداد للجراحة في الخارج', excerpt: 'ما تحتاج إليه قبل السفر إلى المستشفى' };
    expect(matchesSearch(article, 'إلاستعداد')).toBe(true);
    expect(matchesSearch(article, 'المستشفى')).toBe(true);
    expect(matchesSearch(article, 'المستشفي')).toBe(true);
    expect(matchesSearch(article, 'لِلجِراحَة')).toBe(true);
    const search = narrowingSearch([article]);
    // Typing on looks among what the shorter text found, folded the same way.
    expect(search('الى')).toEqual([article]);
    expect(search('الى المستشفي')).toEqual([article]);
    expect(search('الى المطار')).toEqual([]);
  });
});
