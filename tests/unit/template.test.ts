import { describe, expect, it } from 'vitest';
import { fillTemplate, templateParts } from '../../src/lib/template';

describe('texts from content with places to fill', () => {
  it('fills every place, however often it appears', () => {
    expect(fillTemplate('Save {amount} ({percent}%) and {amount} again', { amount: '$100', percent: '10' })).toBe('Save $100 (10%) and $100 again');
  });

  it('keeps text that only looks like a place, and places it was given no value for', () => {
    expect(fillTemplate('{a} { b } {c}', { a: 'A' })).toBe('A { b } {c}');
  });

  it('hands elements back in their place, for links inside a sentence', () => {
    const link = { element: 'link' };
    expect(templateParts('Read our {disclaimer}, then call.', { disclaimer: link })).toEqual(['Read our ', link, ', then call.']);
  });

  it('gives no empty pieces around a place at either end or between two places', () => {
    const [a, b] = [{ element: 'a' }, { element: 'b' }];
    expect(templateParts('{a}{b}', { a, b })).toEqual([a, b]);
    expect(templateParts('{a} and {b}', { a, b })).toEqual([a, ' and ', b]);
    expect(templateParts('', { a })).toEqual([]);
  });

  it('keeps a place it has no value for as written, also when it is the whole text', () => {
    expect(templateParts('{missing}', { a: 1 })).toEqual(['{missing}']);
    expect(fillTemplate('{constructor} {toString}', {})).toBe('{constructor} {toString}');
  });
});
