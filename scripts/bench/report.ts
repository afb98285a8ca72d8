import { formatFigure, formatTarget, formatValue, type Figure } from './figure.ts';
import type { InteractionResult } from './interaction.ts';
import type { LighthousePage } from './lighthouse.ts';
import { markdownTable } from './markdown-table.ts';
import type { BenchResults, Section } from './results.ts';
import type { RequestsResult } from './requests.ts';
import type { BlogScaleRow, ScaleSection } from './scale-step.ts';
import type { RouteSizes } from './sizes.ts';
import { targets } from './targets.ts';
import { slow4g } from './throttle.ts';

const passCount = (figures: Figure[]): string => `${figures.filter((item) => item.pass).length} of ${figures.length}`;

/** A figure with its target beside it, for tables whose rows have different targets. */
const withTarget = (item: Figure): string => (item.target ? `${formatFigure(item)} (${formatTarget(item.target, item.unit)})` : formatFigure(item));

/** Per language: how many of its pages paint from the first round trip, and its largest first paint. */
function firstPaintByLanguage(pages: RouteSizes[]): string[] {
  const byLanguage = new Map<string, { path: string; firstPaintHtmlCss: Figure }[]>();
  for (const page of pages) {
    for (const translation of page.translations ?? []) {
      const tag = translation.path.split('/')[1] ?? '';
      byLanguage.set(tag, [...(byLanguage.get(tag) ?? []), translation]);
    }
  }
  if (!byLanguage.size) return [];
  const rows = [...byLanguage].map(([tag, translations]) => {
    const largest = translations.reduce((max, item) => ((item.firstPaintHtmlCss.value ?? 0) > (max.firstPaintHtmlCss.value ?? 0) ? item : max));
    return [tag, passCount(translations.map((item) => item.firstPaintHtmlCss)), `${formatFigure(largest.firstPaintHtmlCss)} (${largest.path})`];
  });
  return [
    '',
    'The same pages in the site\'s other languages, first paint only:',
    '',
    markdownTable(['Language', `First paint ${formatTarget(targets.firstPaintBytes, 'B')}`, 'Largest'], rows, [false, true, false]),
  ];
}

function sizesTable(pages: RouteSizes[]): string {
  const rows = pages.map((route) => [
    route.path,
    formatFigure(route.jsBeforeInteraction),
    formatFigure(route.jsAfterIdle),
    formatFigure(route.firstPaintHtmlCss),
  ]);
  return [
    markdownTable(
      ['Page', `JS before interaction (${formatTarget(targets.jsBeforeInteractionBytes, 'bytes')})`, 'JS after idle', `HTML + CSS of first paint (${formatTarget(targets.firstPaintBytes, 'B')})`],
      rows,
      [false, true, true, true],
    ),
    '',
    `JS before interaction within target on ${passCount(pages.map((route) => route.jsBeforeInteraction))} pages, first paint on ${passCount(pages.map((route) => route.firstPaintHtmlCss))}. Both JS figures include scripts written inline in the document.`,
    ...firstPaintByLanguage(pages),
  ].join('\n');
}

/** Where each page's LCP went, by Lighthouse's phases, and its longest task (what TBT counts past 50 ms); empty for results from before these were kept. */
function lcpTable(pages: LighthousePage[]): string[] {
  const explained = pages.filter((page) => page.lcpPhases);
  if (!explained.length) return [];
  const rows = explained.map((page) => [
    page.path,
    // The element as Lighthouse quotes it; a pipe would end the cell.
    `\`${(page.lcpElement ?? '–').replace(/`/g, "'").replace(/\|/g, '/')}\``,
    ...[page.lcpPhases!.ttfbMs, page.lcpPhases!.loadDelayMs, page.lcpPhases!.loadTimeMs, page.lcpPhases!.renderDelayMs, page.longestTaskMs].map((value) => (value ? formatFigure(value) : '–')),
  ]);
  return [
    '',
    "Where LCP's time goes (Lighthouse's phases, median of the runs) and the longest main-thread task as simulated:",
    '',
    markdownTable(['Page', 'LCP element', 'TTFB', 'Load delay', 'Load time', 'Render delay', 'Longest task'], rows, [false, false, true, true, true, true, true]),
  ];
}

export function lighthouseTable(pages: LighthousePage[]): string {
  const score = formatTarget(targets.lighthouseScore, 'score');
  const rows = pages.map((page) => [
    page.path,
    ...[page.performance, page.accessibility, page.bestPractices, page.seo, page.fcpMs, page.lcpMs, page.tbtMs, page.cls].map(formatFigure),
  ]);
  const warnings = [...new Set(pages.flatMap((page) => page.warnings))];
  return [
    markdownTable(
      [
        'Page',
        `Performance (${score})`,
        `Accessibility (${score})`,
        `Best practices (${score})`,
        `SEO (${score})`,
        'FCP',
        `LCP (${formatTarget(targets.lcpMs, 'ms')})`,
        `TBT (${formatTarget(targets.tbtMs, 'ms')})`,
        `CLS (${formatTarget(targets.cls, 'shift')})`,
      ],
      rows,
      [false, true, true, true, true, true, true, true, true],
    ),
    ...lcpTable(pages),
    ...(warnings.length ? ['', 'Lighthouse warned:', ...warnings.map((warning) => `- ${warning}`)] : []),
  ].join('\n');
}

const endNames = {
  'first-contentful-paint': 'its first contentful paint',
  load: 'its load event',
  'client-side-frame': 'the frame after the address changed (no new document: client-side routing)',
  mixed: 'a mix of ends (see the runs in bench/results.json)',
};

const momentNames = (moment: number) => (moment === 0 ? 'as soon as it is painted' : `${moment.toLocaleString('en-US')} ms after first paint`);

function interactionTable(data: InteractionResult, runs: number): string {
  const { firstTaps, prefetchedNavigation: navigation } = data;
  return markdownTable(
    ['Measurement', 'Median', 'Target', 'Detail'],
    [
      ...firstTaps.map((tap) => [
        `First tap on ${tap.control}, ${momentNames(tap.moment)}: tap → what it opens is visible`,
        formatFigure(tap.tapToShown),
        formatTarget(targets.firstTapMs, 'ms'),
        `tapped at ${formatValue(tap.tappedAt.value, 'ms')} and shown at ${formatValue(tap.shownFromNavigation.value, 'ms')} from navigation start; the tap showed nothing in ${tap.lostTaps} of ${runs} runs`,
      ]),
      [
        'Link to /packages after a 300 ms hover: click → next page',
        formatFigure(navigation.clickToEnd),
        formatTarget(targets.prefetchedNavigationMs, 'ms'),
        `timed to ${navigation.end ? endNames[navigation.end] : 'nothing: no run could be timed'}; served from prefetch in ${navigation.servedFromPrefetch} of ${runs} runs, prefetch seen in ${navigation.prefetchSeen} of ${runs}`,
      ],
    ],
  );
}

function scaleTable(data: ScaleSection): string {
  if ('skipped' in data) return `Not measured: ${data.skipped}`;
  const blog = data.blog ? `\n\n${blogScaleTable(data.blog)}` : '';
  const rows = data.rows.map((row) => [
    row.articles.toLocaleString('en-US'),
    ...[
      row.coldBuildMs,
      row.coldBuildCpuSeconds,
      row.buildPeakMemoryMb,
      row.contentCheckMs,
      row.buildMs,
      row.rebuildAfterOneChangeMs,
      row.rebuildAfterTitleEditMs,
      row.rebuildAfterTranslatedEditMs,
      row.devReadyMs,
      row.devEditReflectedMs,
      row.distBytes,
      // A figure an older run of the bench did not take is absent from its results.
    ].map((figure: Figure | undefined) => (figure ? withTarget(figure) : 'not measured')),
  ]);
  return (
    markdownTable(
      ['Articles', 'Cold build', 'Its CPU time', 'Build peak memory', 'Content check (cold)', 'Build, nothing changed', 'Rebuild after a body edit', 'Rebuild after a title edit', 'Rebuild after a translated article\'s edit', 'Dev server ready', 'Dev edit reflected', 'dist/ size'],
      rows,
      [true, true, true, true, true, true, true, true, true, true, true, true],
    ) + blog
  );
}

function blogScaleTable(rows: BlogScaleRow[]): string {
  return [
    markdownTable(
      ['Articles on the site', '/blog first load (HTML, CSS, JS by idle)', "Beside the site's own articles", 'First keystroke (loads the search data)', 'Later keystrokes (median)'],
      rows.map((row) => [
        row.generated ? `${row.articles.toLocaleString('en-US')} (${row.generated.toLocaleString('en-US')} generated)` : `${row.articles} (the site's own)`,
        formatFigure(row.firstLoadBytes),
        row.generated ? withTarget(row.firstLoadGrowth) : '–',
        formatFigure(row.firstKeystrokeMs),
        withTarget(row.keystrokeMs),
      ]),
      [false, true, true, true, true],
    ),
    '',
    `Keystrokes on the slow phone (${slow4g.cpuSlowdown}× CPU slowdown, 390×844), typing one word a letter at a time into the search of /blog: from the keydown to the moment its matches are in the document (the browser paints them at its next frame).`,
  ].join('\n');
}

function requestsTable(data: RequestsResult): string {
  const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  const row = (run: RequestsResult) => [
    run.database === 'server' ? 'PostgreSQL server' : run.database === 'embedded' ? 'embedded (PGlite)' : 'files',
    `${run.requests} (${run.clients})`,
    String(run.stored),
    `${run.emails} of ${run.stored * 2}`,
    String(run.refusedBusy),
    String(run.failed),
    `${Math.round(run.p50Ms)} ms`,
    `${Math.round(run.p95Ms)} ms`,
    seconds(run.allStoredMs),
    seconds(run.allNotifiedMs),
  ];
  return markdownTable(
    ['Database', 'Requests (clients at once)', 'Stored', 'Emails sent', 'Busy (503), sent again', 'Failed', 'Answer p50', 'Answer p95', 'All stored', 'All emails sent'],
    [row(data), ...(data.onServer ? [row(data.onServer)] : [])],
    [false, false, true, true, true, true, true, true, true, true],
  );
}

function part<T>(title: string, section: Section<T> | undefined, table: (data: T, runs: number) => string): string[] {
  if (!section) return [];
  const stamp =
    `Measured ${section.measuredAt.slice(0, 16).replace('T', ' ')} UTC on ${section.commit}` +
    `${section.runs > 1 ? `, median of ${section.runs} runs` : ''}, in ${Math.round(section.durationMs / 1000)} s.`;
  const body = 'data' in section ? table(section.data, section.runs) : `Failed: ${section.error}`;
  const warning = section.warning ? `\n\n**Warning:** ${section.warning}` : '';
  return [`### ${title}\n\n${stamp}${warning}\n\n${body}`];
}

/** Every section present in the results, in a fixed order, as Markdown. */
export function renderReport(results: BenchResults): string {
  const machine = results.machine;
  return [
    ...(machine
      ? [
          `Machine: ${machine.cpus} × ${machine.cpuModel}, ${machine.memoryGb} GB, Node ${machine.node}, Chromium ${machine.chromium}, ` +
            `Lighthouse ${machine.lighthouse}. ✓ meets the target, ✗ misses it.`,
        ]
      : []),
    ...part('JavaScript and first-paint bytes per page (gzip -9)', results.sizes, sizesTable),
    ...part('Lighthouse, mobile (simulated slow 4G, 4× CPU slowdown)', results.lighthouse, lighthouseTable),
    ...part(
      `Interaction on a phone (390×844, touch), slow 4G (${slow4g.latencyMs} ms, 1.6 Mbps down, 750 kbps up) and ${slow4g.cpuSlowdown}× CPU slowdown`,
      results.interaction,
      interactionTable,
    ),
    ...part('Scale: the site with generated articles', results.scale, scaleTable),
    ...part('Requests under load: 256 KB report each, stored and notified through a loopback SMTP server', results.requests, requestsTable),
  ].join('\n\n');
}
