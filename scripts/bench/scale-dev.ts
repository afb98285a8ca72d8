import { spawn } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface DevTimes {
  /** From starting `npx vite` to the first answer of `page` with status 200. */
  readyMs: number;
  /**
   * From saving an edit to `articleFile` to the server's "content updated" line, the edit saved once the server's
   * first check has ended ("content checked"): a server started on content unchanged since its last clean check
   * answers before that check ends, and an edit saved meanwhile waits for it.
   */
  editReflectedMs: number;
}

/**
 * Starts the dev server (`npx vite`) on a free port, waits for it to answer `page`, then, once its first
 * content check has ended, appends a sentence to `articleFile` and waits for the content step to report the update.
 * The sentence must then be on the page, or the measurement is refused.
 */
export async function measureDevServer(cwd: string, env: NodeJS.ProcessEnv, page: string, articleFile: string): Promise<DevTimes> {
  const port = await freePort();
  const started = performance.now();
  // Its own process group, so that stopping it stops vite under npx as well.
  const child = spawn('npx', ['vite', '--configLoader', 'runner', '--port', String(port), '--strictPort', '--host', '127.0.0.1'], { cwd, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  let log = '';
  child.stdout.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const url = `http://127.0.0.1:${port}${page}`;
  const updates = () => log.split('content updated').length - 1;

  try {
    let readyMs = 0;
    for (const deadline = Date.now() + 120_000; ; ) {
      const status = await fetch(url).then(
        async (response) => (await response.arrayBuffer(), response.status),
        () => 0,
      );
      if (status === 200) {
        readyMs = Math.round(performance.now() - started);
        break;
      }
      if (child.exitCode !== null || Date.now() > deadline) throw new Error(`The dev server did not answer ${page} (last status ${status}):\n${log}`);
      await pause(20);
    }

    for (const deadline = Date.now() + 120_000; !log.includes('content checked'); ) {
      if (child.exitCode !== null || Date.now() > deadline) throw new Error(`The dev server never ended its first content check:\n${log}`);
      await pause(20);
    }
    const sentence = `Edited while the dev server ran ${Date.now()}.`;
    const before = updates();
    const text = await readFile(articleFile, 'utf8');
    const edited = performance.now();
    await writeFile(articleFile, `${text.trimEnd()}\n\n${sentence}\n`);
    for (const deadline = Date.now() + 60_000; updates() === before; ) {
      if (child.exitCode !== null || Date.now() > deadline) throw new Error(`The dev server never reported the edit:\n${log}`);
      await pause(5);
    }
    const editReflectedMs = Math.round(performance.now() - edited);
    const html = await (await fetch(url)).text();
    if (!html.includes(sentence)) throw new Error(`The dev server reported the edit, but ${page} does not show it.`);
    return { readyMs, editReflectedMs };
  } finally {
    if (child.pid && child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      process.kill(-child.pid, 'SIGTERM');
      await Promise.race([exited, pause(5000)]);
      if (child.exitCode === null) process.kill(-child.pid, 'SIGKILL');
    }
  }
}
