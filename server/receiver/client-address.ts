import type { IncomingMessage } from 'node:http';
import proxyAddr from 'proxy-addr';

/**
 * Which proxies in front of the server are trusted (TRUST_PROXY): none (false), a number of
 * proxies (true or "1": one), or their addresses and subnets ("loopback, 10.0.0.0/8").
 */
export type ProxyTrust = boolean | string;

const compiled = new Map<string, (address: string, hop: number) => boolean>();

function trustFunction(trust: ProxyTrust): (address: string, hop: number) => boolean {
  const key = String(trust);
  let found = compiled.get(key);
  if (!found) {
    const hops = trust === true ? 1 : /^\d+$/.test(key) ? Number(key) : null;
    // Hop 0 is the connection itself, hop 1 the entry the nearest proxy added, and so on.
    found = trust === false ? () => false : hops !== null ? (_address, hop) => hop < hops : proxyAddr.compile(key.split(',').map((part) => part.trim()).filter(Boolean));
    compiled.set(key, found);
  }
  return found;
}

/**
 * The client's address: the connection's, or behind trusted proxies the right-most
 * X-Forwarded-For entry that no trusted proxy added. The left-most entries are whatever the
 * client wrote, so they never decide.
 */
export function clientAddress(request: IncomingMessage, trust: ProxyTrust): string {
  if (trust === false || trust === '' || trust === '0') return request.socket.remoteAddress || 'unknown';
  return proxyAddr(request, trustFunction(trust)) || 'unknown';
}

/** TRUST_PROXY as the server reads it: unset, empty or "0" trusts no proxy. */
export function proxyTrustFromEnvironment(value = process.env.TRUST_PROXY): ProxyTrust {
  const trimmed = value?.trim() ?? '';
  if (trimmed === '' || trimmed === '0') return false;
  // A mistyped address list stops the server at start, not at its first request.
  trustFunction(trimmed);
  return trimmed;
}

/** True when the proxy trust setting trusts any proxy at all. */
export function trustsAProxy(trust: ProxyTrust): boolean {
  return trust !== false && trust !== '' && trust !== '0';
}
