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
});
