import { randomInt } from 'node:crypto';

// No 0/O, 1/I/L: a patient reads this number out on the phone.
const alphabet = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** A request's reference, like "CC-20261104-K7Q2XM": the day it arrived and six random characters. */
export function newReference(now = new Date()): string {
  const day = now.toISOString().slice(0, 10).replaceAll('-', '');
  let random = '';
  for (let index = 0; index < 6; index += 1) random += alphabet[randomInt(alphabet.length)];
  return `CC-${day}-${random}`;
}

export const referencePattern = /^CC-\d{8}-[A-Z2-9]{6}$/;
