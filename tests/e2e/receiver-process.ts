import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { test } from '@playwright/test';
import { openDatabase } from '../../server/db/database';
import { addCareTeamAccount } from '../helpers/care-team-account';
import { Outbox } from '../../server/mail/outbox';
import { RequestStore, type StoredRequestRecord } from '../../server/receiver/store';

/** What the tests read of a stored request (written by server/receiver/store.ts). */
export type StoredRequest = StoredRequestRecord;

/** The store of the server every test shares (started by the Playwright config). */
export const sharedStoreDir = process.env.E2E_STORE_DIR!;

/**
 * Reads a store. The shared server's store can be read while it runs only when it is on a
 * PostgreSQL server (TEST_DATABASE_URL, as `bash scripts/with-postgres.sh` and CI give it);
 * without one the test is skipped, since the embedded database has one process at a time. A
 * private store (embedded) is read once its server is stopped.
 */
async function readStore<T>(storeDir: string, read: (store: RequestStore) => Promise<T>): Promise<T> {
  const shared = storeDir === sharedStoreDir;
  if (shared) test.skip(!process.env.TEST_DATABASE_URL, 'reading the running server’s store needs TEST_DATABASE_URL (bash scripts/with-postgres.sh)');
  const store = new RequestStore(storeDir, { databaseUrl: shared ? process.env.TEST_DATABASE_URL : undefined });
  await store.open();
  try {
    return await read(store);
  } finally {
    await store.close();
  }
}

/** The requests a store holds, unsealed. */
export function storedRequests(storeDir: string): Promise<StoredRequest[]> {
  return readStore(storeDir, (store) => store.readRequests());
}

/** The newsletter addresses a store holds (confirmed or not), and the recipients of its emails. */
export function storedSubscriptions(storeDir: string): Promise<{ pending: string[]; recipients: string[] }> {
  return readStore(storeDir, async (store) => ({
    pending: (await store.db.query<{ email: string }>('select email from subscriptions where confirmed_at is null')).map((row) => row.email),
    recipients: (await new Outbox(store).all()).map((message) => message.to),
  }));
}

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** Ends the server the way a crash or a power cut would: no clean-up, no flush. */
  kill: () => Promise<void>;
}

/** A new, empty database of its own on the tests' PostgreSQL server (TEST_DATABASE_URL), by address. */
async function freshServerDatabase(base: string): Promise<string> {
  const name = `e2e_${randomBytes(6).toString('hex')}`;
  const admin = await openDatabase({ url: base });
  try {
    await admin.exec(`create database ${name}`);
  } finally {
    await admin.close();
  }
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * Starts the project's own server (static site and receiver) on a free port, with its own store.
 * Its data goes to a new database of its own on the tests' PostgreSQL server when there is one
 * (TEST_DATABASE_URL, as CI has), which is ready at once; otherwise, or with `embedded`, to the
 * store's embedded database, whose first start runs initdb (many seconds on a busy machine): a
 * test of that engine (what survives a kill) or of its folder asks for it.
 */
export async function startServer(
  storeDir: string,
  env: Record<string, string> = {},
  { embedded = false, accounts = [] }: { embedded?: boolean; /** Care-team accounts to add before it starts, as a coordinator would. */ accounts?: Array<{ email: string; password: string }> } = {},
): Promise<ServerProcess> {
  // A new store's first start creates its embedded database (initdb), which takes a while on a busy machine.
  test.info().setTimeout(test.info().timeout + 150_000);
  const database = !embedded && process.env.TEST_DATABASE_URL ? { DATABASE_URL: await freshServerDatabase(process.env.TEST_DATABASE_URL) } : {};
  for (const account of accounts) await addCareTeamAccount(storeDir, account, database.DATABASE_URL);
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts', '--port', '0'], {
    env: { ...process.env, REQUEST_STORE_DIR: storeDir, RECEIVER_RATE_LIMIT: '1000', ...database, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`the server did not start:\n${output}`)), 120_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Serving dist\/ at (http:\/\/[^/\s]+)\//.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.on('exit', (code) => reject(new Error(`the server exited with ${code}:\n${output}`)));
  });
  return {
    url,
    child,
    kill: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGKILL');
      }),
  };
}
