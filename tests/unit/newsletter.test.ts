import { describe, expect, it } from 'vitest';
import { newsletterError } from '../../src/lib/forms/newsletter';

describe('the newsletter form', () => {
  it('asks for an address when the field is empty', () => {
    expect(newsletterError('   ')).toBe('Enter your email address to subscribe.');
  });

  it('explains what a valid address looks like', () => {
    expect(newsletterError('patient@')).toBe('Enter an email address like name@example.com.');
  });

  it('accepts a real address, with spaces around it trimmed', () => {
    expect(newsletterError(' patient@example.com ')).toBeNull();
  });
});
