import { spawn, type ChildProcess } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { StoredReport } from '../../server/receiver/store';

/** What the tests read of a line of requests.jsonl (written by server/receiver/store.ts). */
export interface StoredRequest {
  reference: string;
  request: Record<string, string>;
  reports: StoredReport[];
}

/** The requests a receiver's store holds, one object per line of requests.jsonl. */
export async function storedRequests(storeDir: string): Promise<StoredRequest[]> {
  const text = await readFile(join(storeDir, 'requests.jsonl'), 'utf8').catch(() => '');
  return text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as StoredRequest);
}

/** The store of the server every test shares (started by the Playwright config). */
export const sharedStoreDir = process.env.E2E_STORE_DIR!;

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** Ends the server the way a crash or a power cut would: no clean-up, no flush. */
  kill: () => Promise<void>;
}

/** Starts the project's own server (static site and receiver) on a free port, with its own store. */
export async function startServer(storeDir: string, env: Record<string, string> = {}): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts', '--port', '0'], {
    env: { ...process.env, REQUEST_STORE_DIR: storeDir, RECEIVER_RATE_LIMIT: '1000', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`the server did not start:\n${output}`)), 20_000);
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
