import { spawn } from 'node:child_process';
import { root } from './project.ts';

/** `npm run build`, quiet unless it fails; returns how long it took. */
export async function buildSite(): Promise<number> {
  const started = performance.now();
  const output: string[] = [];
  const code = await new Promise<number | null>((resolve, reject) => {
    const child = spawn('npm', ['run', 'build'], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    child.once('error', reject);
    child.once('exit', resolve);
  });
  if (code !== 0) {
    process.stderr.write(output.join(''));
    throw new Error(`npm run build failed (exit code ${code}).`);
  }
  return performance.now() - started;
}
