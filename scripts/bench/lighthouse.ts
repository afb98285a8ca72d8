import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumFlags, chromiumPath } from './browser.ts';
import { figure, type Figure } from './figure.ts';
import { useProjectTmp } from './project.ts';
import { withRightToLeft } from './routes.ts';
import { median } from './stats.ts';
import { targets } from './targets.ts';

/** The five pages LCP is judged on; each is measured in every right-to-left language too. */
export const lighthousePaths = ['/', '/packages/colorectal-cancer', '/hospital/apollo-delhi', '/blog', '/blog/preparing-for-surgery-abroad'];

const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

export interface LighthousePage {
  path: string;
  runs: number;
  performance: Figure;
  accessibility: Figure;
  bestPractices: Figure;
  seo: Figure;
  fcpMs: Figure;
  lcpMs: Figure;
  tbtMs: Figure;
  cls: Figure;
  /** The element Lighthouse took as the largest contentful paint, as it labels it (the one most runs found). */
  lcpElement?: string;
  /** Where LCP's time went, by Lighthouse's phases of it (median of the runs): the document's first byte, then until the element's own resource starts, its loading, and until it is painted. */
  lcpPhases?: { ttfbMs: Figure; loadDelayMs: Figure; loadTimeMs: Figure; renderDelayMs: Figure };
  /** The longest main-thread task, as Lighthouse simulates it on the slow phone (any over 50 ms blocks: TBT). */
  longestTaskMs?: Figure;
  /** What Lighthouse said might make its figures unreliable (a slow CPU, for one), once each. */
  warnings: string[];
}

const phaseNames = { ttfbMs: 'TTFB', loadDelayMs: 'Load Delay', loadTimeMs: 'Load Time', renderDelayMs: 'Render Delay' } as const;
type PhaseKey = keyof typeof phaseNames;

interface OneRun {
  scores: Record<(typeof categories)[number], number | null>;
  fcpMs: number | null;
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  lcpElement: string | null;
  phases: Record<PhaseKey, number | null>;
  longTasks: Array<{ url: string; durationMs: number }>;
  warnings: string[];
}

/** What the audits' details say, read loosely: their shape is Lighthouse's, not this project's. */
type Details = { items?: Array<Record<string, unknown> & { items?: Array<Record<string, unknown>> }> } | undefined;

/**
 * One Lighthouse run in a fresh Chromium, as the CLI does: the default config, which is a
 * phone on slow 4G with 4× CPU slowdown, simulated.
 */
async function runOnce(url: string): Promise<OneRun> {
  useProjectTmp();
  const chrome = await launch({
    chromePath: chromiumPath(),
    chromeFlags: ['--headless', ...chromiumFlags],
    logLevel: 'silent',
  });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...categories] });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}.`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse could not measure ${url}: ${lhr.runtimeError.message}`);
    const score = (id: string): number | null => {
      const value = lhr.categories[id]?.score;
      return typeof value === 'number' ? Math.round(value * 100) : null;
    };
    const audit = (id: string): number | null => lhr.audits[id]?.numericValue ?? null;
    // The LCP element audit holds two tables: the element, then its phases.
    const [elementTable, phaseTable] = (lhr.audits['largest-contentful-paint-element']?.details as Details)?.items ?? [];
    const node = elementTable?.items?.[0]?.node as { nodeLabel?: string; snippet?: string } | undefined;
    const phase = (name: string) => {
      const timing = phaseTable?.items?.find((item) => item.phase === name)?.timing;
      return typeof timing === 'number' ? timing : null;
    };
    const longTasks = ((lhr.audits['long-tasks']?.details as Details)?.items ?? []).map((item) => ({
      url: String(item.url).replace(new URL(url).origin, ''),
      durationMs: Number(item.duration),
    }));
    return {
      scores: Object.fromEntries(categories.map((id) => [id, score(id)])) as OneRun['scores'],
      fcpMs: audit('first-contentful-paint'),
      lcpMs: audit('largest-contentful-paint'),
      tbtMs: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
      lcpElement: node ? `${node.snippet ?? ''} ${node.nodeLabel ? `“${node.nodeLabel.slice(0, 40)}”` : ''}`.trim() : null,
      phases: Object.fromEntries(Object.entries(phaseNames).map(([key, name]) => [key, phase(name)])) as OneRun['phases'],
      longTasks,
      warnings: lhr.runWarnings.map(String),
    };
  } finally {
    chrome.kill();
  }
}

const ms = (value: number | null) => (value === null ? '–' : `${Math.round(value)} ms`);

/**
 * Each figure is the median of its own runs, so one slow run cannot move a page's result. Each run
 * logs its figures, the LCP element, where LCP's time went and the long tasks, to tell why.
 * `paths` (the five pages and their right-to-left versions by default) measures other pages.
 */
export async function measureLighthouse(origin: string, runs: number, log: (line: string) => void, paths?: readonly string[]): Promise<LighthousePage[]> {
  const pages: LighthousePage[] = [];
  for (const path of paths ?? (await withRightToLeft(lighthousePaths))) {
    // The project's server compresses a page the first time it is asked for it, as no static host
    // does at every request: asked once before the runs, the first run does not count that time as the server's.
    await (await fetch(origin + path, { headers: { 'accept-encoding': 'br, gzip' } })).arrayBuffer();
    const done: OneRun[] = [];
    for (let run = 1; run <= runs; run++) {
      const started = performance.now();
      const one = await runOnce(origin + path);
      done.push(one);
      log(
        `lighthouse ${path} run ${run}/${runs}: ${Math.round((performance.now() - started) / 1000)} s; FCP ${ms(one.fcpMs)}, LCP ${ms(one.lcpMs)} ` +
          `(${Object.entries(phaseNames).map(([key, name]) => `${name} ${ms(one.phases[key as PhaseKey])}`).join(', ')}) on ${one.lcpElement ?? 'no element'}; ` +
          `TBT ${ms(one.tbtMs)}; long tasks: ${one.longTasks.map((task) => `${ms(task.durationMs)} (${task.url})`).join(', ') || 'none'}`,
      );
    }
    const elements = done.map((run) => run.lcpElement).filter((element): element is string => element !== null);
    const lcpElement = elements.sort((a, b) => elements.filter((x) => x === b).length - elements.filter((x) => x === a).length)[0];
    const mid = (pick: (run: OneRun) => number | null): number | null => median(done.map(pick));
    pages.push({
      path,
      runs,
      performance: figure(mid((run) => run.scores.performance), 'score', targets.lighthouseScore),
      accessibility: figure(mid((run) => run.scores.accessibility), 'score', targets.lighthouseScore),
      bestPractices: figure(mid((run) => run.scores['best-practices']), 'score', targets.lighthouseScore),
      seo: figure(mid((run) => run.scores.seo), 'score', targets.lighthouseScore),
      fcpMs: figure(mid((run) => run.fcpMs), 'ms'),
      lcpMs: figure(mid((run) => run.lcpMs), 'ms', targets.lcpMs),
      tbtMs: figure(mid((run) => run.tbtMs), 'ms', targets.tbtMs),
      cls: figure(mid((run) => run.cls), 'shift', targets.cls),
      ...(lcpElement ? { lcpElement } : {}),
      lcpPhases: Object.fromEntries(Object.keys(phaseNames).map((key) => [key, figure(mid((run) => run.phases[key as PhaseKey]), 'ms')])) as LighthousePage['lcpPhases'],
      longestTaskMs: figure(mid((run) => (run.longTasks.length ? Math.max(...run.longTasks.map((task) => task.durationMs)) : 0)), 'ms'),
      warnings: [...new Set(done.flatMap((run) => run.warnings))],
    });
  }
  return pages;
}
