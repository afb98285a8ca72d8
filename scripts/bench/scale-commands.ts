import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { delimiter, join } from 'node:path';

interface CommandRun {
  milliseconds: number;
  /** What the command printed, stdout and stderr together. */
  output: string;
  /** Peak resident memory, when asked for: the largest process under GNU time, else the whole process tree sampled from /proc. */
  peakMemoryMb: number | null;
  /** User and system CPU seconds of the command and everything it started, when it ran under GNU time. */
  cpuSeconds: number | null;
}

/** GNU time on the PATH, if there is one that reports peak memory with -v (BSD time does not). */
function findGnuTime(): string | null {
  for (const folder of (process.env.PATH ?? '').split(delimiter)) {
    const candidate = join(folder, 'time');
    if (!folder || !existsSync(candidate)) continue;
    const probe = spawnSync(candidate, ['-v', process.execPath, '-e', ''], { encoding: 'utf8' });
    if (probe.stderr?.includes('Maximum resident set size')) return candidate;
  }
  return null;
}

/** Resident memory of `pid` and every process below it, in bytes, read from /proc. */
async function treeResidentBytes(pid: number): Promise<number> {
  const parents = new Map<number, number>();
  const resident = new Map<number, number>();
  for (const name of await readdir('/proc').catch(() => [])) {
    if (!/^\d+$/.test(name)) continue;
    const stat = await readFile(`/proc/${name}/stat`, 'utf8').catch(() => null);
    if (!stat) continue;
    // Fields after the command name, which may itself hold spaces and brackets.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    parents.set(Number(name), Number(fields[1]));
    resident.set(Number(name), Number(fields[21]) * 4096);
  }
  let total = 0;
  for (const [candidate, bytes] of resident) {
    for (let at: number | undefined = candidate; at !== undefined && at > 1; at = parents.get(at))
      if (at === pid) {
        total += bytes;
        break;
      }
  }
  return total;
}

/**
 * Runs a command in the project with `env`, timed from start to exit; throws with the end of
 * its output when it fails. With `measureMemory`, it runs under GNU time -v when that is on the
 * PATH, else the process tree's memory is sampled from the proc filesystem.
 */
export async function runTimed(cwd: string, command: string, args: string[], env: NodeJS.ProcessEnv, measureMemory = false): Promise<CommandRun> {
  const gnuTime = measureMemory ? findGnuTime() : null;
  const underTime = gnuTime !== null;
  const started = performance.now();
  const child = underTime
    ? spawn(gnuTime, ['-v', command, ...args], { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] })
    : spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));

  let sampledPeak = 0;
  let sampling = measureMemory && !underTime;
  const sampler = (async () => {
    while (sampling && child.pid) {
      sampledPeak = Math.max(sampledPeak, await treeResidentBytes(child.pid));
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();

  const code = await new Promise<number | null>((resolve) => child.once('close', resolve));
  const milliseconds = Math.round(performance.now() - started);
  sampling = false;
  await sampler;
  if (code !== 0) throw new Error(`"${command} ${args.join(' ')}" failed with exit code ${code}:\n${output.split('\n').slice(-40).join('\n')}`);

  let peakMemoryMb: number | null = null;
  let cpuSeconds: number | null = null;
  if (underTime) {
    const kilobytes = /Maximum resident set size \(kbytes\): (\d+)/.exec(output);
    peakMemoryMb = kilobytes ? Math.round(Number(kilobytes[1]) / 1024) : null;
    cpuSeconds = gnuTimeCpuSeconds(output);
  } else if (measureMemory) peakMemoryMb = Math.round(sampledPeak / 1024 / 1024);
  return { milliseconds, output: underTime ? output.replace(/\n\s*Command being timed:[\s\S]*$/, '\n') : output, peakMemoryMb, cpuSeconds };
}

/** User plus system seconds from GNU time -v's report, or null when it has none. */
export function gnuTimeCpuSeconds(report: string): number | null {
  const user = /User time \(seconds\): ([\d.]+)/.exec(report);
  const system = /System time \(seconds\): ([\d.]+)/.exec(report);
  return user && system ? Math.round((Number(user[1]) + Number(system[1])) * 10) / 10 : null;
}
