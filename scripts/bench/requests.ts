/**
 * The request receiver under load: 200 requests from 20 clients at once (each client a different
 * address, as behind a proxy), every one stored and notified by email through a real SMTP server
 * on a loopback port. A load check, not a timed test.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
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

export async function measureRequests(log: (line: string) => void, requests = 200, clients = 20): Promise<RequestsResult> {
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
    env: { ...process.env, HOST: '127.0.0.1', REQUEST_STORE_DIR: store, SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, TRUST_PROXY: '1', RECEIVER_RATE_LIMIT: '1000', RECEIVER_OVERALL_RATE_LIMIT: '10000' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const origin = `http://127.0.0.1:${port}`;
  try {
    for (let tries = 0; ; tries += 1) {
      const up = await fetch(`${origin}/`).then((response) => response.arrayBuffer().then(() => true), () => false);
      if (up) break;
      if (tries > 300) throw new Error('the server did not start');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const report = new Uint8Array(256 * 1024);
    report.set(new TextEncoder().encode('%PDF-1.4\n'));
    const latencies: number[] = [];
    let refusedBusy = 0;
    let failed = 0;
    let next = 0;
    const started = performance.now();
    const client = async (index: number) => {
      while (next < requests) {
        const number = next++;
        const body = new FormData();
        for (const [name, value] of Object.entries({ firstName: 'Load', lastName: `Test ${number}`, email: `load${number}@example.com`, phone: '+44 7700 900123', country: 'Kenya', condition: 'other', contactMethod: 'email', consent: 'yes' }))
          body.append(name, value);
        body.append('reports', new Blob([report], { type: 'application/pdf' }), 'report.pdf');
        for (;;) {
          const begun = performance.now();
          const status = await fetch(`${origin}/api/requests`, { method: 'POST', body, headers: { Accept: 'application/json', 'X-Forwarded-For': `10.0.0.${index + 1}` } }).then(
            async (response) => (await response.arrayBuffer(), response.status),
            () => 0,
          );
          latencies.push(performance.now() - begun);
          if (status === 201) break;
          if (status === 503) {
            refusedBusy += 1;
            // The receiver asks for 30 s; a load check waits a moment and sends again.
            await new Promise((resolve) => setTimeout(resolve, 200));
            continue;
          }
          failed += 1;
          break;
        }
      }
    };
    await Promise.all(Array.from({ length: clients }, (_, index) => client(index)));
    const allStoredMs = performance.now() - started;
    const stored = (await readFile(join(store, 'requests.jsonl'), 'utf8')).split('\n').filter(Boolean).length;
    const expected = stored * 2;
    const deadline = Date.now() + 120_000;
    while (emails < expected && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    const allNotifiedMs = performance.now() - started;
    log(`${stored} stored, ${emails} emails, ${refusedBusy} busy answers sent again, ${failed} failed.`);
    return { requests, clients, stored, refusedBusy, failed, p50Ms: percentile(latencies, 0.5), p95Ms: percentile(latencies, 0.95), allStoredMs, emails, allNotifiedMs };
  } finally {
    child.kill();
    await new Promise((resolve) => smtp.close(() => resolve(undefined)));
    await rm(store, { recursive: true, force: true });
  }
}
