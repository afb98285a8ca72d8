/**
 * The request receiver under load: 200 requests from 20 clients at once (each client a different
 * address, as behind a proxy), every one stored and notified by email through a real SMTP server
 * on a loopback port. A load check, not a timed test. Run on the embedded database, and again on a
 * PostgreSQL server when BENCH_DATABASE_URL or TEST_DATABASE_URL names one (in a database of its own there).
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { openDatabase } from '../../server/db/database.ts';
import { RequestStore } from '../../server/receiver/store.ts';
import { requestChoices } from '../../src/lib/forms/request-choices.ts';
import { root, useProjectTmp } from './project.ts';

export interface RequestsResult {
  requests: number;
  clients: number;
  stored: number;
  /** Answers 503 (every upload slot taken) that the clients sent again after a short wait. */
  refusedBusy: number;
  /** Answers that were neither 201 nor a readable refusal (connection reset included). */
  failed: number;
  p50Ms: number;
  p95Ms: number;
  allStoredMs: number;
  emails: number;
  allNotifiedMs: number;
  /** Which database: the embedded one, or a PostgreSQL server. */
  database?: 'embedded' | 'server';
  /** The same load on a PostgreSQL server, when one was given. */
  onServer?: RequestsResult;
}

/** The load on the embedded database, and on a PostgreSQL server too when one is named. */
export async function measureRequestsOnBoth(log: (line: string) => void): Promise<RequestsResult> {
  const embedded = { ...(await measureRequests(log)), database: 'embedded' as const };
  const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!serverUrl) return embedded;
  const name = `bench_${randomBytes(6).toString('hex')}`;
  const admin = await openDatabase({ url: serverUrl });
  await admin.exec(`create database ${name}`);
  try {
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    return { ...embedded, onServer: { ...(await measureRequests(log, 200, 20, url.toString())), database: 'server' } };
  } finally {
    await admin.exec(`drop database if exists ${name} with (force)`);
    await admin.close();
  }
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

const percentile = (values: number[], share: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * share))] ?? 0;

export async function measureRequests(log: (line: string) => void, requests = 200, clients = 20, databaseUrl?: string): Promise<RequestsResult> {
  const store = await mkdtemp(join(useProjectTmp(), 'bench-requests-'));
  let emails = 0;
  const smtp = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      stream.on('data', () => undefined);
      stream.on('end', () => {
        emails += 1;
        callback();
      });
    },
  });
  const smtpPort = await freePort();
  await new Promise<void>((resolve) => smtp.listen(smtpPort, '127.0.0.1', resolve));
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts', '--port', String(port)], {
    cwd: root,
    env: { ...process.env, HOST: '127.0.0.1', REQUEST_STORE_DIR: store, DATABASE_URL: databaseUrl ?? '', SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, TRUST_PROXY: '1', RECEIVER_RATE_LIMIT: '1000', RECEIVER_OVERALL_RATE_LIMIT: '10000' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const origin = `http://127.0.0.1:${port}`;
  try {
    for (let tries = 0; ; tries += 1) {
      const up = await fetch(`${origin}/`).then((response) => response.arrayBuffer().then(() => true), () => false);
      if (up) break;
      if (tries > 1200) throw new Error('the server did not start');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const report = new Uint8Array(256 * 1024);
    report.set(new TextEncoder().encode('%PDF-1.4\n'));
    // A request the form could send: a country and a reply language from the lists the receiver takes.
    const choices = requestChoices();
    const latencies: number[] = [];
    let refusedBusy = 0;
    let failed = 0;
    // How many failed answers had each status (0: no answer), so a refused payload is seen at once.
    const failedStatuses = new Map<number, number>();
    let answered = 0;
    let next = 0;
    const started = performance.now();
    const client = async (index: number) => {
      while (next < requests) {
        const number = next++;
        const body = new FormData();
        for (const [name, value] of Object.entries({ firstName: 'Load', lastName: `Test ${number}`, email: `load${number}@example.com`, phone: '+44 7700 900123', country: choices.countries[0], condition: 'other', contactMethod: 'email', replyLanguage: choices.replyLanguages[0], consent: 'yes' }))
          body.append(name, value);
        body.append('reports', new Blob([report], { type: 'application/pdf' }), 'report.pdf');
        for (;;) {
          const begun = performance.now();
          const status = await fetch(`${origin}/api/requests`, { method: 'POST', body, headers: { Accept: 'application/json', 'X-Forwarded-For': `10.0.0.${index + 1}` } }).then(
            async (response) => (await response.arrayBuffer(), response.status),
            () => 0,
          );
          latencies.push(performance.now() - begun);
          if (status === 201) {
            answered += 1;
            break;
          }
          if (status === 503) {
            refusedBusy += 1;
            // The receiver asks for 30 s; a load check waits a moment and sends again.
            await new Promise((resolve) => setTimeout(resolve, 200));
            continue;
          }
          failed += 1;
          failedStatuses.set(status, (failedStatuses.get(status) ?? 0) + 1);
          break;
        }
      }
    };
    await Promise.all(Array.from({ length: clients }, (_, index) => client(index)));
    const allStoredMs = performance.now() - started;
    if (failed > 0) log(`Failed answers by status: ${[...failedStatuses].map(([status, count]) => `${status || 'none'} × ${count}`).join(', ')}.`);
    // A load that stored nothing measured nothing: the request itself is wrong (a field the receiver refuses).
    if (answered === 0) throw new Error(`no request of ${requests} was stored (answers: ${[...failedStatuses].map(([status, count]) => `${status || 'none'} × ${count}`).join(', ')})`);
    const expected = answered * 2;
    const deadline = Date.now() + 120_000;
    while (emails < expected && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    const allNotifiedMs = performance.now() - started;
    // Counted in the database once the server has stopped (the embedded one has one process at a time).
    await new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill();
    });
    const counter = new RequestStore(store, { databaseUrl });
    await counter.open();
    const [{ count: stored }] = await counter.db.query<{ count: number }>('select count(*)::int as count from requests');
    await counter.close();
    log(`${stored} stored, ${emails} emails, ${refusedBusy} busy answers sent again, ${failed} failed.`);
    return { requests, clients, stored, refusedBusy, failed, p50Ms: percentile(latencies, 0.5), p95Ms: percentile(latencies, 0.95), allStoredMs, emails, allNotifiedMs };
  } finally {
    child.kill();
    await new Promise((resolve) => smtp.close(() => resolve(undefined)));
    await rm(store, { recursive: true, force: true });
  }
}
