import { expect, test } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { join } from 'node:path';
import { startServer, type ServerProcess } from './receiver-process';
import { once } from './helpers';

/** The server's raw answer to a request line, as a browser or a scanner would send it (no URL clean-up by a client library). */
function raw(base: string, path: string, method = 'GET'): Promise<{ status: number; location?: string; body: string }> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const request = httpRequest({ host: hostname, port, path, method }, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, location: response.headers.location, body }));
    });
    request.on('error', reject);
    request.end();
  });
}

let server: ServerProcess;
test.describe.configure({ mode: 'serial' });
// The server is the same for every device: each test runs once.
test.beforeAll(async () => {
  const store = join(process.env.E2E_STORE_DIR!, '..', `hardening-store-${randomUUID()}`);
  mkdirSync(store, { recursive: true });
  server = await startServer(store);
});
test.afterAll(async () => server?.kill());

test('an address with a trailing slash redirects on this site, never to another one', once, async () => {
  for (const path of ['/.//evil.test/', '/./\\evil.test/', '/.///evil.test/?x=1']) {
    const answer = await raw(server.url, path);
    expect(answer.status).toBe(301);
    expect(answer.location).toMatch(/^\/[^/\\]/);
    // The browser resolves the Location against the page: it stays on this origin.
    expect(new URL(answer.location!, server.url).origin).toBe(server.url);
  }
});

test('an address that is no URL gets a 400, and the server goes on serving', once, async () => {
  expect((await raw(server.url, '//')).status).toBe(400);
  expect((await raw(server.url, '/')).status).toBe(200);
});

test('a symbolic link in dist/ that leads out of it is not followed', once, async () => {
  const secret = join(process.env.E2E_STORE_DIR!, '..', `outside-${randomUUID()}.txt`);
  writeFileSync(secret, 'a secret outside dist');
  const name = `link-${randomUUID()}.txt`;
  const link = join('dist', name);
  symlinkSync(secret, link);
  try {
    const answer = await raw(server.url, `/${name}`);
    expect(answer.status).toBe(404);
    expect(answer.body).not.toContain('a secret outside dist');
  } finally {
    rmSync(link, { force: true });
    rmSync(secret, { force: true });
  }
});

/** Sends `head` on a raw connection, then a byte of `drip` every `everyMs`: the status the server answered (0 for none), and when. */
function trickle(base: string, head: string, drip: string, everyMs: number): Promise<{ status: number; afterMs: number }> {
  const { hostname, port } = new URL(base);
  const started = Date.now();
  return new Promise((resolve) => {
    const socket = connect(Number(port), hostname);
    let answer = '';
    let timer: ReturnType<typeof setInterval> | undefined;
    socket.on('connect', () => {
      socket.write(head);
      timer = setInterval(() => socket.write(drip), everyMs);
    });
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearInterval(timer);
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0), afterMs: Date.now() - started });
    });
  });
}

test('eight uploads trickling a byte every 2 s, and headers sent as slowly, are cut off with 408 within seconds; a patient then gets through', once, async ({ request }) => {
  test.setTimeout(90_000);
  const store = join(process.env.E2E_STORE_DIR!, '..', `slow-store-${randomUUID()}`);
  mkdirSync(store, { recursive: true });
  const proxied = await startServer(store, { TRUST_PROXY: '1' });
  try {
    const head = (address: string) =>
      `POST /api/requests HTTP/1.1\r\nHost: x\r\nAccept: application/json\r\nX-Forwarded-For: ${address}\r\nContent-Type: multipart/form-data; boundary=x\r\nContent-Length: 100000\r\n\r\n`;
    const uploads = Array.from({ length: 8 }, (_, index) => trickle(proxied.url, head(`203.0.113.${index + 1}`), 'a', 2000));
    const headers = trickle(proxied.url, 'GET / HTTP/1.1\r\nHost: x\r\n', 'X', 2000);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const patient = () => request.post(`${proxied.url}/api/requests`, { headers: { Accept: 'application/json', 'X-Forwarded-For': '198.51.100.9' }, multipart: { email: 'bad' } });
    expect((await patient()).status()).toBe(503);
    const cut = await Promise.all(uploads);
    for (const upload of cut) {
      expect(upload.status).toBe(408);
      // 10 s of grace, then the first 10-second window that brings too little.
      expect(upload.afterMs).toBeLessThan(25_000);
    }
    const slowHeaders = await headers;
    expect(slowHeaders.status).toBe(408);
    expect(slowHeaders.afterMs).toBeLessThan(25_000);
    expect((await patient()).status()).toBe(422);
  } finally {
    await proxied.kill();
  }
});
