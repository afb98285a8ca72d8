/**
 * npm run bench [-- --only sizes,lighthouse,interaction,scale] [--runs N] [--no-build] [--pages /,/blog]
 *
 * --pages runs Lighthouse on those pages only and prints what it found (with each run's LCP element,
 * LCP phases and long tasks), without writing it into the results: a way to look into one page.
 *
 * Builds the site (unless --no-build), serves dist/ with the project's static server,
 * measures, prints the tables, and writes bench/results.json and the results block of
 * BENCHMARKS.md. Sections not measured this time keep their previous figures.
 */
import type { Browser } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { updateBenchmarksMd } from './benchmarks-md.ts';
import { launchBrowser } from './browser.ts';
import { distFingerprint } from './dist-fingerprint.ts';
import { measureInteraction } from './interaction.ts';
import { measureLighthouse } from './lighthouse.ts';
import { describeCommit, root, useProjectTmp } from './project.ts';
import { lighthouseTable, renderReport } from './report.ts';
import { describeMachine, readResults, resultsFile, sectionNames, writeResults, type BenchResults, type SectionData, type SectionName } from './results.ts';
import { pagePaths } from './routes.ts';
import { measureRequestsOnBoth } from './requests.ts';
import { measureScaleSection } from './scale-step.ts';
import { startServer, type RunningServer } from './server.ts';
import { buildSite } from './site-build.ts';
import { measureSizes } from './sizes.ts';

const log = (line: string): void => void process.stderr.write(`${line}\n`);

function readOptions(): { only: Set<SectionName>; runs: number; build: boolean; pages?: string[] } {
  const { values } = parseArgs({
    options: { only: { type: 'string' }, runs: { type: 'string' }, 'no-build': { type: 'boolean' }, pages: { type: 'string' } },
    strict: true,
  });
  if (values.pages !== undefined) {
    const pages = values.pages.split(',').map((page) => page.trim());
    if (!pages.every((page) => page.startsWith('/'))) throw new Error(`--pages takes addresses of the site, each starting with "/", not "${values.pages}".`);
    const runs = values.runs === undefined ? 1 : Number(values.runs);
    if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs takes a whole number of at least 1, not "${values.runs}".`);
    return { only: new Set(['lighthouse']), runs, build: !values['no-build'], pages };
  }
  const only = new Set<SectionName>();
  for (const name of values.only?.split(',').map((part) => part.trim()) ?? sectionNames) {
    if (!sectionNames.includes(name as SectionName)) throw new Error(`--only takes ${sectionNames.join(', ')}; "${name}" is not one of them.`);
    only.add(name as SectionName);
  }
  const runs = values.runs === undefined ? 5 : Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs takes a whole number of at least 1, not "${values.runs}".`);
  return { only, runs, build: !values['no-build'] };
}

async function lighthouseVersion(): Promise<string> {
  const manifest = JSON.parse(await readFile(join(root, 'node_modules/lighthouse/package.json'), 'utf8')) as { version: string };
  return manifest.version;
}

async function main(): Promise<void> {
  const { only, runs, build, pages } = readOptions();
  useProjectTmp();
  if (build) {
    log('Building the site…');
    log(`Built in ${Math.round((await buildSite()) / 1000)} s.`);
  }
  if (pages) {
    // A look into some pages: printed, not written into the results (they hold whole sections).
    const server = await startServer();
    try {
      process.stdout.write(`\n${lighthouseTable(await measureLighthouse(server.origin, runs, log, pages))}\n\n`);
    } finally {
      await server.stop();
    }
    return;
  }
  const results: BenchResults = await readResults();
  const commit = describeCommit();
  let failed = false;
  const timed = async <K extends SectionName>(name: K, sectionRuns: number, measure: () => Promise<SectionData<K>>) => {
    log(`Measuring ${name}…`);
    const started = performance.now();
    const stamp = () => ({ measuredAt: new Date().toISOString(), commit, runs: sectionRuns, durationMs: performance.now() - started });
    try {
      const data = await measure();
      results[name] = { ...stamp(), data } as BenchResults[K];
    } catch (error) {
      // One broken measurement should not cost the others; the run still exits with an error.
      failed = true;
      log(`${name} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      results[name] = { ...stamp(), error: error instanceof Error ? error.message : String(error) } as BenchResults[K];
    }
    // Saved after each section, so a failure later does not lose what was measured.
    await writeResults(results);
  };

  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  const stop = async (): Promise<void> => {
    await browser?.close().catch(() => undefined);
    await server?.stop();
    browser = server = undefined;
  };
  const interrupted = (): void => void stop().finally(() => process.exit(130));
  process.once('SIGINT', interrupted);
  process.once('SIGTERM', interrupted);
  try {
    const browserSections = sectionNames.filter((name) => name !== 'scale' && name !== 'requests' && only.has(name));
    if (browserSections.length) {
      const distBefore = await distFingerprint();
      server = await startServer();
      const { origin } = server;
      const chromium = (browser = await launchBrowser());
      results.machine = describeMachine(chromium.version(), await lighthouseVersion());
      if (only.has('sizes')) {
        const paths = await pagePaths();
        await timed('sizes', 1, () => measureSizes(chromium, origin, paths, log));
      }
      if (only.has('interaction')) await timed('interaction', runs, () => measureInteraction(chromium, origin, runs, log));
      // Lighthouse starts its own Chromium; the benchmark's is closed so the two do not compete.
      await chromium.close();
      browser = undefined;
      if (only.has('lighthouse')) await timed('lighthouse', runs, () => measureLighthouse(origin, runs, log));
      if ((await distFingerprint()) !== distBefore) {
        const warning = 'dist/ changed while this was measured (a build ran meanwhile): the figures may mix two builds.';
        log(warning);
        for (const name of browserSections) {
          const section = results[name];
          if (section) section.warning = warning;
        }
        await writeResults(results);
      }
    }
  } finally {
    await stop();
  }
  if (only.has('scale')) {
    let generated = false;
    try {
      await timed('scale', 1, () => measureScaleSection(log, () => (generated = true)));
    } finally {
      // Even after a failure: dist/ must not be left holding thousands of generated articles.
      if (generated) {
        log('Rebuilding the plain site…');
        await buildSite();
      }
    }
  }

  if (only.has('requests')) await timed('requests', 1, () => measureRequestsOnBoth(log));

  const report = renderReport(results);
  process.stdout.write(`\n${report}\n\n`);
  log(`Wrote ${resultsFile.slice(root.length)}${(await updateBenchmarksMd(report)) ? ' and the results in BENCHMARKS.md' : ''}.`);
  if (failed) process.exitCode = 1;
}

main().catch((error: unknown) => {
  log(error instanceof Error ? (error.stack ?? error.message) : String(error));
  process.exit(1);
});
