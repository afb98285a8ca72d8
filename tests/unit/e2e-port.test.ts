import { createServer, type Server } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { assertE2ePortFree, e2eWebServer, portIsFree } from '../../scripts/e2e-port';

let other: Server;
let port: number;
beforeEach(async () => {
  other = createServer();
  await new Promise<void>((done) => other.listen(0, '127.0.0.1', done));
  port = (other.address() as { port: number }).port;
});
afterEach(() => new Promise((done) => other.close(done)));

describe('the end-to-end tests\' server', () => {
  it('is refused, with what to do, while another program listens on its port, and started once the port is free', async () => {
    expect(portIsFree(port)).toBe(false);
    expect(() => assertE2ePortFree(port)).toThrow(`Port ${port} is already in use, perhaps by a server of another checkout.`);
    expect(() => e2eWebServer(port, undefined, false)).toThrow('E2E_PORT=<port>');
    await new Promise((done) => other.close(done));
    expect(portIsFree(port)).toBe(true);
    expect(e2eWebServer(port, undefined, false)).toMatchObject({ url: `http://127.0.0.1:${port}/`, command: expect.stringContaining(`--port ${port}`) });
    other = createServer().listen(0);
  });

  it('is never one that was already running', () => {
    // A test worker reads the config while the run's own server holds the port: no check there.
    expect(e2eWebServer(port, undefined, true).reuseExistingServer).toBe(false);
  });
});
