import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { cpus, totalmem } from 'node:os';
import { dirname, join } from 'node:path';
import type { InteractionResult } from './interaction.ts';
import type { LighthousePage } from './lighthouse.ts';
import { root } from './project.ts';
import type { RequestsResult } from './requests.ts';
import type { ScaleSection } from './scale-step.ts';
import type { RouteSizes } from './sizes.ts';

export const resultsFile = join(root, 'bench/results.json');

interface SectionStamp {
  measuredAt: string;
  /** `git describe --dirty` of the measured work tree. */
  commit: string;
  /** Runs per figure; a figure is their median. */
  runs: number;
  durationMs: number;
  /** Something that makes the figures doubtful, found during the run. */
  warning?: string;
}

/** A section that failed keeps its error instead of the previous figures, so nothing stale passes for new. */
export type Section<T> = SectionStamp & ({ data: T } | { error: string });

export interface Machine {
  cpus: number;
  cpuModel: string;
  memoryGb: number;
  node: string;
  chromium: string;
  lighthouse: string;
}

export interface BenchResults {
  machine?: Machine;
  sizes?: Section<RouteSizes[]>;
  lighthouse?: Section<LighthousePage[]>;
  interaction?: Section<InteractionResult>;
  scale?: Section<ScaleSection>;
  requests?: Section<RequestsResult>;
}

export type SectionName = Exclude<keyof BenchResults, 'machine'>;
export const sectionNames: SectionName[] = ['sizes', 'lighthouse', 'interaction', 'scale', 'requests'];

export function describeMachine(chromium: string, lighthouse: string): Machine {
  return {
    cpus: cpus().length,
    cpuModel: cpus()[0]?.model.trim() ?? 'unknown',
    memoryGb: Math.round(totalmem() / 1024 ** 3),
    node: process.version,
    chromium,
    lighthouse,
  };
}

/** The previous results, so a run with --only replaces its own sections and keeps the others. */
export async function readResults(): Promise<BenchResults> {
  try {
    return JSON.parse(await readFile(resultsFile, 'utf8')) as BenchResults;
  } catch {
    return {};
  }
}

export async function writeResults(results: BenchResults): Promise<void> {
  await mkdir(dirname(resultsFile), { recursive: true });
  // Thousandths are finer than any of these measurements can resolve.
  const rounded = (_key: string, value: unknown): unknown =>
    typeof value === 'number' && !Number.isInteger(value) ? Math.round(value * 1000) / 1000 : value;
  await writeFile(resultsFile, `${JSON.stringify(results, rounded, 2)}\n`);
}

/** What a section holds when it succeeded. */
export type SectionData<K extends SectionName> = Extract<NonNullable<BenchResults[K]>, { data: unknown }>['data'];
