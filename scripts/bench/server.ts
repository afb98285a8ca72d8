import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { root, useProjectTmp } from './project.ts';

export interface RunningServer {
  origin: string;
  stop(): Promise<void>;
}

/** A port nobody is listening on, so the benchmark does not collide with `npm start` or the tests. */
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

/**
 * dist/ served by the project's own static server, compressed as a static host would, started
 * the way the end-to-end tests start it (it imports TypeScript, hence tsx).
 */
export async function startServer(): Promise<RunningServer> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts', '--port', String(port)], {
    cwd: root,
    // The benchmark posts no forms, but whatever the server stores stays in the git-ignored .tmp/.
    env: { ...process.env, HOST: '127.0.0.1', REQUEST_STORE_DIR: join(useProjectTmp(), 'bench-store') },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      const response = await fetch(`${origin}/`);
      await response.arrayBuffer();
      break;
    } catch {
      if (child.exitCode !== null || Date.now() > deadline) {
        child.kill();
        throw new Error(`The static server did not start on port ${port}.`);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return {
    origin,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill();
      }),
  };
}
