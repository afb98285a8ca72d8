import { execFileSync } from 'node:child_process';

/**
 * Whether nothing listens on `port` of `host`: found by listening on it for a moment, in a child
 * process, because Playwright reads its config synchronously.
 */
export function portIsFree(port: number, host = '127.0.0.1'): boolean {
  const probe = `const s = require('node:net').createServer(); s.once('error', () => process.exit(3)); s.listen(${port}, ${JSON.stringify(host)}, () => s.close(() => process.exit(0)));`;
  try {
    execFileSync(process.execPath, ['-e', probe], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/**
 * The end-to-end tests start their own server on E2E_PORT and never test one they did not start
 * (on a shared machine that might be another checkout's build): a port already taken stops them
 * before any test runs, with what to do.
 */
export function assertE2ePortFree(port: number): void {
  if (portIsFree(port)) return;
  throw new Error(
    `Port ${port} is already in use, perhaps by a server of another checkout. The end-to-end tests only test a server they start themselves: stop what listens there, or choose a free port with E2E_PORT=<port>.`,
  );
}

/**
 * Playwright's webServer for the end-to-end tests: the project's own server on `port`, started by
 * the run, never one that was already there. The port is checked once, in the process that starts
 * the server (its test workers read the config again while it runs).
 */
export function e2eWebServer(port: number, storeDir: string | undefined, inWorker = process.env.TEST_WORKER_INDEX !== undefined) {
  if (!inWorker) assertE2ePortFree(port);
  return {
    command: `node --import tsx server/main.ts --port ${port}`,
    // The tests send many requests from one address; the rate limit has tests of its own.
    // On a PostgreSQL server when the tests have one (TEST_DATABASE_URL), so they can read what it stored while it runs.
    env: {
      REQUEST_STORE_DIR: storeDir ?? '',
      RECEIVER_RATE_LIMIT: '1000',
      RECEIVER_OVERALL_RATE_LIMIT: '1000',
      ...(process.env.TEST_DATABASE_URL ? { DATABASE_URL: process.env.TEST_DATABASE_URL } : {}),
    },
    // A first start creates the embedded database (initdb), which takes a while on a busy machine.
    timeout: 180_000,
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    stdout: 'ignore' as const,
  };
}
