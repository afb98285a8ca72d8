import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connect } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database';
import type { UploadPace } from '../../server/receiver/body';
import { RateLimiter, takeEach } from '../../server/receiver/rate-limit';
import { createReceiver } from '../../server/receiver/receiver';
import { receiverContent } from '../../server/receiver/receiver-words';
import type { ProxyTrust } from '../../server/receiver/client-address';
import { testDatabase } from './helpers/database';

const running: Array<{ server: Server; dir: string; database: Database }> = [];
afterEach(async () => {
  for (const { server, dir, database } of running.splice(0)) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await rm(dir, { recursive: true, force: true });
    await database.close();
  }
});

async function startReceiver(limits: { perClient: number; overall: number; trustProxy?: ProxyTrust; uploadPace?: UploadPace }) {
  const dir = await mkdtemp(join(tmpdir(), 'receiver-limits-'));
  const database = await testDatabase();
  const receiver = createReceiver({ storeDir: dir, database, perClientPer10Minutes: limits.perClient, overallPerMinute: limits.overall, trustProxy: limits.trustProxy ?? false, uploadPace: limits.uploadPace, content: receiverContent() });
  const server = createServer((request, response) => {
    void receiver.handle(request, response, new URL(request.url ?? '/', 'http://x').pathname).then((handled) => handled || response.writeHead(404).end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  running.push({ server, dir, database });
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const json = { 'Content-Type': 'application/json', Accept: 'application/json' };
const subscribe = (url: string, index: number, headers: Record<string, string> = {}) =>
  fetch(`${url}/api/subscriptions`, { method: 'POST', body: JSON.stringify({ email: `reader${index}@example.com` }), headers: { ...json, ...headers } });
/** A post the receiver reads and refuses (422): it counts against the budget like any other. */
const badRequest = (url: string, headers: Record<string, string> = {}) =>
  fetch(`${url}/api/requests`, { method: 'POST', body: new URLSearchParams({ email: 'bad' }), headers: { Accept: 'application/json', ...headers } });

describe('each address its own budget', () => {
  it('a flood of newsletter sign-ups refuses no patient’s request', async () => {
    const overall = 5;
    const url = await startReceiver({ perClient: 1000, overall });
    const statuses: number[] = [];
    for (let index = 0; index < overall * 3; index += 1) statuses.push((await subscribe(url, index)).status);
    expect(statuses.filter((status) => status === 429)).toHaveLength(overall * 2);
    expect((await badRequest(url)).status).toBe(422);
  });

  it('a post refused for its sender’s rate takes nothing from everyone’s budget', async () => {
    const url = await startReceiver({ perClient: 1, overall: 3, trustProxy: '1' });
    const from = (address: string) => ({ 'X-Forwarded-For': address });
    expect((await badRequest(url, from('198.51.100.1'))).status).toBe(422);
    expect((await badRequest(url, from('198.51.100.1'))).status).toBe(429);
    expect((await badRequest(url, from('198.51.100.1'))).status).toBe(429);
    expect((await badRequest(url, from('198.51.100.2'))).status).toBe(422);
    expect((await badRequest(url, from('198.51.100.3'))).status).toBe(422);
  });

  it('a post refused for its rate takes no token from the sender’s other budget', () => {
    let now = 0;
    const perClient = new RateLimiter(3, 10 * 60_000, 100, () => now);
    const overall = new RateLimiter(1, 60_000, 100, () => now);
    const post = () => takeEach([[perClient, 'patient'], [overall, 'all']]).allowed;
    const allowed: boolean[] = [];
    for (let minute = 0; minute < 4; minute += 1) {
      now = minute * 60_000;
      // Each minute: one post allowed by the overall budget, then five refused by it.
      for (let index = 0; index < 6; index += 1) allowed.push(post());
    }
    // The refused posts used nothing of the patient's three: each minute's first post went through until they were used.
    expect(allowed.filter(Boolean)).toHaveLength(3);
    expect(allowed.slice(0, 18).filter(Boolean)).toHaveLength(3);
  });
});

describe('behind a trusted proxy', () => {
  it('counts a client by the address the proxy added, however many first entries it makes up', async () => {
    const url = await startReceiver({ perClient: 2, overall: 1000, trustProxy: '1' });
    const statuses: number[] = [];
    for (let index = 0; index < 4; index += 1) statuses.push((await badRequest(url, { 'X-Forwarded-For': `203.0.113.${index + 1}, 198.51.100.9` })).status);
    expect(statuses).toEqual([422, 422, 429, 429]);
    // Another client behind the same proxy has its own budget.
    expect((await badRequest(url, { 'X-Forwarded-For': '198.51.100.10' })).status).toBe(422);
  });
});

/** An upload that sends its headers, then a byte every `everyMs`: resolves with the status the receiver answered, or 0 when it closed without one. */
function trickle(url: string, forwardedFor: string, everyMs: number): Promise<number> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = connect(Number(port), hostname);
    let answer = '';
    let timer: ReturnType<typeof setInterval> | undefined;
    socket.on('connect', () => {
      socket.write(
        `POST /api/requests HTTP/1.1\r\nHost: ${hostname}\r\nAccept: application/json\r\nX-Forwarded-For: ${forwardedFor}\r\nContent-Type: multipart/form-data; boundary=x\r\nContent-Length: 100000\r\n\r\n`,
      );
      timer = setInterval(() => socket.write('a'), everyMs);
    });
    socket.on('data', (chunk) => (answer += chunk.toString()));
    const done = () => {
      clearInterval(timer);
      resolve(Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0));
    };
    socket.on('close', done);
    socket.on('error', () => undefined);
  });
}

describe('slow uploads', () => {
  it('eight uploads that trickle a byte at a time are answered 408 and closed after the grace period, and a patient then gets through', { timeout: 30_000 }, async () => {
    const pace: UploadPace = { graceMs: 1000, windowMs: 1000, minBytesPerSecond: 512 };
    const url = await startReceiver({ perClient: 1000, overall: 1000, trustProxy: '1', uploadPace: pace });
    const started = Date.now();
    const slow = Array.from({ length: 8 }, (_, index) => trickle(url, `203.0.113.${index + 1}`, 200));
    await new Promise((resolve) => setTimeout(resolve, 300));
    // While they hold every slot, a patient is asked to come back.
    expect((await badRequest(url, { 'X-Forwarded-For': '198.51.100.9' })).status).toBe(503);
    expect(await Promise.all(slow)).toEqual(Array.from({ length: 8 }, () => 408));
    expect(Date.now() - started).toBeLessThan(pace.graceMs + 3 * pace.windowMs);
    expect((await badRequest(url, { 'X-Forwarded-For': '198.51.100.9' })).status).toBe(422);
  });

  it('an upload that keeps the pace is taken, however long it takes within the limits', { timeout: 30_000 }, async () => {
    const pace: UploadPace = { graceMs: 500, windowMs: 500, minBytesPerSecond: 512 };
    const url = await startReceiver({ perClient: 1000, overall: 1000, uploadPace: pace });
    const body = new URLSearchParams({ email: 'bad', message: 'x'.repeat(2000) }).toString();
    const chunks = body.match(/.{1,400}/gs)!;
    const stream = new ReadableStream({
      async pull(controller) {
        const next = chunks.shift();
        if (next === undefined) return controller.close();
        await new Promise((resolve) => setTimeout(resolve, 250));
        controller.enqueue(new TextEncoder().encode(next));
      },
    });
    const response = await fetch(`${url}/api/requests`, {
      method: 'POST',
      body: stream,
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(422);
  });
});
