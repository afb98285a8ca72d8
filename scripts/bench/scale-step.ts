import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { measureBlogAtScale, type BlogAtScale } from './blog-at-scale.ts';
import { fileURLToPath } from 'node:url';
import { figure, type Figure, type Unit } from './figure.ts';
import type { ScaleResult } from './scale.ts';
import { targets } from './targets.ts';

const fields: { key: Exclude<keyof ScaleResult, 'articles' | 'blog'>; unit: Unit }[] = [
  { key: 'coldBuildMs', unit: 'ms' },
  { key: 'coldBuildCpuSeconds', unit: 's' },
  { key: 'buildPeakMemoryMb', unit: 'MB' },
  { key: 'contentCheckMs', unit: 'ms' },
  { key: 'buildMs', unit: 'ms' },
  { key: 'rebuildAfterOneChangeMs', unit: 'ms' },
  { key: 'rebuildAfterTitleEditMs', unit: 'ms' },
  { key: 'rebuildAfterTranslatedEditMs', unit: 'ms' },
  { key: 'devReadyMs', unit: 'ms' },
  { key: 'devEditReflectedMs', unit: 'ms' },
  { key: 'distBytes', unit: 'bytes' },
];

export type ScaleRow = { articles: number } & Record<(typeof fields)[number]['key'], Figure>;

/** The blog list at one size: the site's own articles (`generated` 0), then with generated ones added. */
export interface BlogScaleRow {
  /** Articles on the site in all. */
  articles: number;
  generated: number;
  firstLoadBytes: Figure;
  /** Against the site's own articles; judged for the generated sizes only. */
  firstLoadGrowth: Figure;
  firstKeystrokeMs: Figure;
  keystrokeMs: Figure;
}

export type ScaleSection = { rows: ScaleRow[]; blog?: BlogScaleRow[] } | { skipped: string };

const scaleCounts = [1000, 10000];

type MeasureScale = (count: number) => Promise<ScaleResult>;

/** scale.ts is written separately; until it exists the scale section says so instead of failing the run. */
async function loadMeasureScale(): Promise<MeasureScale | string> {
  const file = fileURLToPath(new URL('./scale.ts', import.meta.url));
  if (!existsSync(file)) return 'scripts/bench/scale.ts does not exist yet, so scale was not measured.';
  // A computed specifier keeps the type check independent of whether the file is there.
  const specifier = './scale.ts';
  const module = (await import(specifier)) as { measureScale?: unknown };
  if (typeof module.measureScale !== 'function') return 'scripts/bench/scale.ts does not export measureScale(count).';
  return module.measureScale as MeasureScale;
}

/** `starting` is called before the first generated build, so the caller knows dist/ needs rebuilding. */
export async function measureScaleSection(log: (line: string) => void, starting: () => void): Promise<ScaleSection> {
  const measureScale = await loadMeasureScale();
  if (typeof measureScale === 'string') return { skipped: measureScale };
  // Before any generated build: dist/ is the site with its own articles.
  const ownArticles = (await readdir(fileURLToPath(new URL('../../content/blog', import.meta.url)))).filter((name) => name.endsWith('.mdx')).length;
  const own = await measureBlogAtScale();
  const blog = [blogRow(ownArticles, 0, own, own)];
  starting();
  const rows: ScaleRow[] = [];
  for (const count of scaleCounts) {
    const started = performance.now();
    const result = await measureScale(count);
    log(`scale ${count}: ${Math.round((performance.now() - started) / 1000)} s`);
    const row = { articles: count } as ScaleRow;
    for (const { key, unit } of fields) {
      const value = result[key];
      row[key] = figure(typeof value === 'number' && Number.isFinite(value) ? value : null, unit, targets.scale[count]?.[key]);
    }
    rows.push(row);
    blog.push(blogRow(ownArticles + count, count, result.blog, own));
  }
  return { rows, blog };
}

function blogRow(articles: number, generated: number, measured: BlogAtScale, own: BlogAtScale): BlogScaleRow {
  const judged = generated > 0;
  return {
    articles,
    generated,
    firstLoadBytes: figure(measured.firstLoadBytes, 'bytes'),
    firstLoadGrowth: figure(measured.firstLoadBytes / own.firstLoadBytes - 1, 'ratio', judged ? targets.blogAtScale.firstLoadGrowth : undefined),
    firstKeystrokeMs: figure(measured.firstKeystrokeMs, 'ms'),
    keystrokeMs: figure(measured.keystrokeMs, 'ms', judged ? targets.blogAtScale.keystrokeMs[generated] : undefined),
  };
}
