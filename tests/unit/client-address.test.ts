import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { clientAddress, proxyTrustFromEnvironment } from '../../server/receiver/client-address';

const requestFrom = (socket: string, forwardedFor?: string) =>
  ({ socket: { remoteAddress: socket }, connection: { remoteAddress: socket }, headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor } }) as unknown as IncomingMessage;

describe('the client’s address', () => {
  it('is the connection’s when no proxy is trusted, whatever X-Forwarded-For says', () => {
    expect(clientAddress(requestFrom('198.51.100.9', '203.0.113.1'), false)).toBe('198.51.100.9');
  });

  it('behind one trusted proxy is the entry that proxy added (the right-most), not the first one the client wrote', () => {
    expect(clientAddress(requestFrom('127.0.0.1', '203.0.113.1, 198.51.100.9'), true)).toBe('198.51.100.9');
    expect(clientAddress(requestFrom('127.0.0.1', '203.0.113.1, 198.51.100.9'), '1')).toBe('198.51.100.9');
    expect(clientAddress(requestFrom('127.0.0.1', '198.51.100.9'), '1')).toBe('198.51.100.9');
  });

  it('skips every entry a trusted proxy added, by count or by address', () => {
    expect(clientAddress(requestFrom('127.0.0.1', '203.0.113.1, 198.51.100.9, 10.0.0.5'), '2')).toBe('198.51.100.9');
    expect(clientAddress(requestFrom('127.0.0.1', '203.0.113.1, 198.51.100.9, 10.0.0.5'), 'loopback, 10.0.0.0/8')).toBe('198.51.100.9');
    // A client that is itself on a trusted address cannot hide behind what it wrote.
    expect(clientAddress(requestFrom('198.51.100.9', '203.0.113.1'), 'loopback')).toBe('198.51.100.9');
  });

  it('reads TRUST_PROXY: unset or 0 trusts nobody, a mistyped address list stops the start', () => {
    expect(proxyTrustFromEnvironment(undefined)).toBe(false);
    expect(proxyTrustFromEnvironment('0')).toBe(false);
    expect(proxyTrustFromEnvironment('1')).toBe('1');
    expect(() => proxyTrustFromEnvironment('loopbak')).toThrow();
  });
});
