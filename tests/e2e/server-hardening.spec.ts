import { expect, test } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { startServer, type ServerProcess } from './receiver-process';

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
// The server is the same for every device: one project runs these.
test.skip(({ isMobile }) => isMobile, 'the server is the same for every device');
test.beforeAll(async () => {
  const store = join(process.env.E2E_STORE_DIR!, '..', `hardening-store-${randomUUID()}`);
  mkdirSync(store, { recursive: true });
  server = await startServer(store);
});
test.afterAll(async () => server?.kill());

test('an address with a trailing slash redirects on this site, never to another one', async () => {
  for (const path of ['/.//evil.test/', '/./\\evil.test/', '/.///evil.test/?x=1']) {
    const answer = await raw(server.url, path);
    expect(answer.status).toBe(301);
    expect(answer.location).toMatch(/^\/[^/\\]/);
    // The browser resolves the Location against the page: it stays on this origin.
    expect(new URL(answer.location!, server.url).origin).toBe(server.url);
  }
});

test('an address that is no URL gets a 400, and the server goes on serving', async () => {
  expect((await raw(server.url, '//')).status).toBe(400);
  expect((await raw(server.url, '/')).status).toBe(200);
});

test('a symbolic link in dist/ that leads out of it is not followed', async () => {
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
