import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer, resolveConfig, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RequestStore } from '../../server/receiver/store';
import { receiverDevPlugin } from '../../scripts/vite-receiver-plugin';
import { requestChoices } from '../../src/lib/forms/request-choices';

/** `npm run dev` mounts the receiver at /api/*, so the forms can be tried in dev. */
const choices = requestChoices();
const patient = { firstName: 'Amina', lastName: 'Okafor', email: 'amina@example.com', phone: '+234 803 123 4567', country: choices.countries[0], condition: 'other', contactMethod: 'email', replyLanguage: choices.replyLanguages[0], consent: 'yes' };

let dir: string;
let server: ViteDevServer;
let base: string;
const environment = { REQUEST_STORE_DIR: process.env.REQUEST_STORE_DIR, DATABASE_URL: process.env.DATABASE_URL };

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'dev-receiver-'));
  process.env.REQUEST_STORE_DIR = dir;
  delete process.env.DATABASE_URL;
  server = await createServer({ configFile: false, root: process.cwd(), logLevel: 'silent', appType: 'custom', plugins: [receiverDevPlugin()], server: { host: '127.0.0.1', port: 0, watch: null } });
  await server.listen();
  base = `http://127.0.0.1:${(server.httpServer!.address() as AddressInfo).port}`;
}, 60_000);
afterAll(async () => {
  await server?.close();
  for (const [name, value] of Object.entries(environment)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  await rm(dir, { recursive: true, force: true });
});

describe('the dev server', { timeout: 90_000 }, () => {
  it('has the receiver among the plugins of vite.config.ts', async () => {
    const config = await resolveConfig({ configFile: join(process.cwd(), 'vite.config.ts'), logLevel: 'silent' }, 'serve');
    expect(config.plugins.map((plugin) => plugin.name)).toContain(receiverDevPlugin().name);
  });

  it('takes a request at /api/requests, stores it in REQUEST_STORE_DIR and answers 201 with its reference, as `npm start` does', async () => {
    const body = new FormData();
    for (const [name, value] of Object.entries(patient)) body.append(name, value);
    const response = await fetch(`${base}/api/requests`, { method: 'POST', body, headers: { Accept: 'application/json' } });
    expect(response.status).toBe(201);
    const { reference } = (await response.json()) as { reference: string };
    expect(reference).toMatch(/^CC-/);
    // The receiver's own refusal, not the dev server's.
    expect((await fetch(`${base}/api/requests`)).status).toBe(405);

    await server.close();
    const store = new RequestStore(dir);
    await store.open();
    try {
      expect((await store.readRequests()).map((record) => record.reference)).toEqual([reference]);
    } finally {
      await store.close();
    }
  });
});
