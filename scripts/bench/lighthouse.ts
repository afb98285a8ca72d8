import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumFlags, chromiumPath } from './browser.ts';
import { figure, type Figure } from './figure.ts';
import { useProjectTmp } from './project.ts';
import { withRightToLeft } from './routes.ts';
import { median } from './stats.ts';
import { targets } from './targets.ts';

/** The five pages LCP is judged on; each is measured in every right-to-left language too. */
const lighthousePaths = ['/', '/packages/colorectal-cancer', '/hospital/apollo-delhi', '/blog', '/blog/preparing-for-surgery-abroad'];

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
  /** What Lighthouse said might make its figures unreliable (a slow CPU, for one), once each. */
  warnings: string[];
}

interface OneRun {
  scores: Record<(typeof categories)[number], number | null>;
  fcpMs: number | null;
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  warnings: string[];
}

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
    return {
      scores: Object.fromEntries(categories.map((id) => [id, score(id)])) as OneRun['scores'],
      fcpMs: audit('first-contentful-paint'),
      lcpMs: audit('largest-contentful-paint'),
      tbtMs: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
      warnings: lhr.runWarnings.map(String),
    };
  } finally {
    chrome.kill();
  }
}

/** Each figure is the median of its own runs, so one slow run cannot move a page's result. */
export async function measureLighthouse(origin: string, runs: number, log: (line: string) => void): Promise<LighthousePage[]> {
  const pages: LighthousePage[] = [];
  for (const path of await withRightToLeft(lighthousePaths)) {
    const done: OneRun[] = [];
    for (let run = 1; run <= runs; run++) {
      const started = performance.now();
      done.push(await runOnce(origin + path));
      log(`lighthouse ${path} run ${run}/${runs}: ${Math.round((performance.now() - started) / 1000)} s`);
    }
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
      warnings: [...new Set(done.flatMap((run) => run.warnings))],
    });
  }
  return pages;
}
