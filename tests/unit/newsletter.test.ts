import { describe, expect, it } from 'vitest';
import { newsletterError } from '../../src/lib/forms/newsletter';
import { newsletterMessages } from './helpers/request-words';

describe('the newsletter form', () => {
  it('asks for an address when the field is empty', () => {
    expect(newsletterError('   ', newsletterMessages)).toBe(newsletterMessages.emptyEmail);
  });

  it('explains what a valid address looks like', () => {
    expect(newsletterError('patient@', newsletterMessages)).toBe(newsletterMessages.invalidEmail);
  });

  it('accepts a real address, with spaces around it trimmed', () => {
    expect(newsletterError(' patient@example.com ', newsletterMessages)).toBeNull();
  });
});
