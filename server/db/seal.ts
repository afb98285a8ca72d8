import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * Health data at rest: each request has a key of its own (kept in its own row), and everything
 * the patient wrote or the care team noted about it is sealed with that key (AES-256-GCM). To
 * erase a request is to delete its key: its sealed bytes, wherever copies of them lie (dead rows,
 * the write-ahead log), can then never be read again.
 */
export function newKey(): Buffer {
  return randomBytes(32);
}

const ivLength = 12;
const tagLength = 16;

/** Seals bytes: iv, tag, then the ciphertext. `label` (like "<reference>/report/1") binds it to its place. */
export function seal(key: Uint8Array, plain: Uint8Array | string, label: string): Buffer {
  const iv = randomBytes(ivLength);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(label));
  const body = Buffer.concat([cipher.update(typeof plain === 'string' ? Buffer.from(plain) : plain), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]);
}

/** Opens sealed bytes; throws when they were changed, sealed with another key, or for another place. */
export function unseal(key: Uint8Array, sealed: Uint8Array, label: string): Buffer {
  const bytes = Buffer.from(sealed);
  const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, ivLength));
  decipher.setAAD(Buffer.from(label));
  decipher.setAuthTag(bytes.subarray(ivLength, ivLength + tagLength));
  return Buffer.concat([decipher.update(bytes.subarray(ivLength + tagLength)), decipher.final()]);
}

export const sealJson = (key: Uint8Array, value: unknown, label: string) => seal(key, JSON.stringify(value), label);
export const unsealJson = <T>(key: Uint8Array, sealed: Uint8Array, label: string) => JSON.parse(unseal(key, sealed, label).toString('utf8')) as T;
