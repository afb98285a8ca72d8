import type { Browser, Page, Response } from '@playwright/test';
import { gzipSync } from 'node:zlib';
import { phone } from './browser.ts';
import { figure, type Figure } from './figure.ts';
import { firstPaintGzipBytes } from './first-paint.ts';
import { inlineScripts } from '../inline-scripts.ts';
import { loadedAfterPaint } from '../runtime-loader.ts';
import { targets } from './targets.ts';

export interface RouteSizes {
  path: string;
  /** Scripts requested by the time the load event fired, with no input, and the islands runtime the page adds once painted, plus the inline ones. */
  jsBeforeInteraction: Figure;
  /** Every script requested by network idle plus the wait below, still with no input, plus the inline ones. */
  jsAfterIdle: Figure;
  /** gzip of the document's inline scripts together; part of both figures above. */
  inlineJsBytes: number;
  /**
   * What the first paint waited for: the document up to the end of what its render-blocking
   * `rel="expect"` links name (first-paint.ts), plus every stylesheet that blocked rendering.
   */
  firstPaintHtmlCss: Figure;
  /** The whole document plus the stylesheets that blocked rendering: what a first load costs before scripts. */
  htmlCss?: Figure;
  /** The same page in each of the site's other languages: what its first paint waited for. */
  translations?: { path: string; firstPaintHtmlCss: Figure }[];
  scriptsBeforeInteraction: number;
  scriptsAfterIdle: number;
  /** When the load event fired, from navigation start: an island that waits for idle can beat it on a slow run. */
  loadEventMs: number;
}

/** Islands that hydrate on idle or on a timer get this long after the network goes quiet. */
const idleWaitMs = 3000;

/** Level 9 on the decoded body, so figures do not depend on how the server compresses. */
const gzipBytes = (body: Buffer): number => gzipSync(body, { level: 9 }).length;

interface Seen {
  response: Response;
  body: Promise<Buffer | null>;
  /** Whether Playwright reported the request before the page's load event: used only when resource timing has no entry. */
  beforeLoadEvent: boolean;
}

interface TimingSnapshot {
  loadEventStart: number;
  resources: { name: string; startTime: number; blocking: boolean }[];
}

async function readTiming(page: Page): Promise<TimingSnapshot> {
  return page.evaluate(() => {
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    return {
      loadEventStart: navigation.loadEventStart,
      resources: resources.map((entry) => ({
        name: entry.name,
        startTime: entry.startTime,
        // Chromium's own verdict on what held back the first paint, whatever the markup looks like.
        blocking: (entry as PerformanceResourceTiming & { renderBlockingStatus?: string }).renderBlockingStatus === 'blocking',
      })),
    };
  });
}

const isJavaScript = (seen: Seen): boolean =>
  /(java|ecma)script/i.test(seen.response.headers()['content-type'] ?? '') || seen.response.request().resourceType() === 'script';
const isCss = (seen: Seen): boolean => /text\/css/i.test(seen.response.headers()['content-type'] ?? '');

async function sumGzip(list: Seen[]): Promise<number> {
  let total = 0;
  for (const seen of list) {
    const body = await seen.body;
    if (body) total += gzipBytes(body);
  }
  return total;
}

export async function measureRoute(browser: Browser, origin: string, path: string): Promise<RouteSizes> {
  // A fresh context per page: an empty cache, as for a first visit.
  const context = await browser.newContext(phone);
  try {
    const page = await context.newPage();
    await page.addInitScript(() => performance.setResourceTimingBufferSize(10_000));
    const seen = new Map<string, Seen>();
    let loaded = false;
    page.on('load', () => (loaded = true));
    page.on('response', (response) => {
      const url = response.url();
      if (seen.has(url) || !/^https?:/.test(url)) return;
      // Read the body now: Playwright drops it once the page moves on.
      const body = response.body().catch(() => null);
      seen.set(url, { response, body, beforeLoadEvent: !loaded });
    });
    const documentResponse = await page.goto(origin + path, { waitUntil: 'load' });
    if (!documentResponse || documentResponse.status() !== 200) {
      throw new Error(`${path} answered ${documentResponse?.status() ?? 'nothing'}.`);
    }
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(idleWaitMs);
    // Anything the wait started is counted too, so let it finish.
    await page.waitForLoadState('networkidle');
    const timing = await readTiming(page);
    const started = new Map(timing.resources.map((entry) => [entry.name, entry]));
    const all = [...seen.values()].filter((item) => item.response.url() !== documentResponse.url());
    const scripts = all.filter(isJavaScript);
    const html = await documentResponse.body();
    // The islands runtime, which the page adds itself once painted (scripts/runtime-loader.ts), often after
    // the load event: JavaScript every visit fetches, touched or not, so it counts as before interaction.
    const runtime = new Set([...html.toString('utf8').matchAll(loadedAfterPaint)].map((match) => new URL(`/${match[1]}`, origin).href));
    const scriptsBefore = scripts.filter((item) => {
      if (runtime.has(item.response.url())) return true;
      const entry = started.get(item.response.url());
      return entry ? entry.startTime <= timing.loadEventStart : item.beforeLoadEvent;
    });
    const blockingCss = all.filter((item) => isCss(item) && started.get(item.response.url())?.blocking);
    const inline = inlineScripts(html.toString('utf8'));
    // Together, as they travel inside one compressed document.
    const inlineJsBytes = inline.length ? gzipBytes(Buffer.from(inline.join('\n'))) : 0;
    return {
      path,
      jsBeforeInteraction: figure(inlineJsBytes + (await sumGzip(scriptsBefore)), 'bytes', targets.jsBeforeInteractionBytes),
      jsAfterIdle: figure(inlineJsBytes + (await sumGzip(scripts)), 'bytes'),
      inlineJsBytes,
      firstPaintHtmlCss: figure(firstPaintGzipBytes(html) + (await sumGzip(blockingCss)), 'B', targets.firstPaintBytes),
      htmlCss: figure(gzipBytes(html) + (await sumGzip(blockingCss)), 'bytes'),
      scriptsBeforeInteraction: scriptsBefore.length,
      scriptsAfterIdle: scripts.length,
      loadEventMs: timing.loadEventStart,
    };
  } finally {
    await context.close();
  }
}

/** A page's first-paint bytes alone: the document, and what blocked its rendering by the load event. */
async function measureFirstPaint(browser: Browser, origin: string, path: string): Promise<Figure | undefined> {
  const context = await browser.newContext(phone);
  try {
    const page = await context.newPage();
    const bodies = new Map<string, Promise<Buffer | null>>();
    page.on('response', (response) => void bodies.set(response.url(), response.body().catch(() => null)));
    const documentResponse = await page.goto(origin + path, { waitUntil: 'load' });
    // A page the site does not have in this language: nothing to measure.
    if (!documentResponse || documentResponse.status() !== 200) return undefined;
    const timing = await readTiming(page);
    let css = 0;
    for (const entry of timing.resources.filter((resource) => resource.blocking)) {
      const body = await bodies.get(entry.name);
      if (body) css += gzipBytes(body);
    }
    return figure(firstPaintGzipBytes(await documentResponse.body()) + css, 'B', targets.firstPaintBytes);
  } finally {
    await context.close();
  }
}

/** Each path in the site's other languages (the source's own first in `languages`), where the site has it. */
async function measureTranslations(browser: Browser, origin: string, path: string): Promise<NonNullable<RouteSizes['translations']>> {
  const { languages } = await import('../../src/generated/languages.ts');
  const { pathInLanguage } = await import('../../src/lib/page-language.ts');
  const [source, ...others] = languages;
  const measured: NonNullable<RouteSizes['translations']> = [];
  for (const language of others) {
    const translated = pathInLanguage(path, language.tag, source!.tag);
    const firstPaint = await measureFirstPaint(browser, origin, translated);
    if (firstPaint) measured.push({ path: translated, firstPaintHtmlCss: firstPaint });
  }
  return measured;
}

/**
 * One page at a time: whether an island that waits for idle starts before the load event is a
 * race, and a second page loading alongside would tilt it.
 */
export async function measureSizes(browser: Browser, origin: string, paths: string[], log: (line: string) => void): Promise<RouteSizes[]> {
  const results: RouteSizes[] = [];
  for (const path of paths) {
    const route = await measureRoute(browser, origin, path);
    route.translations = await measureTranslations(browser, origin, path);
    results.push(route);
    log(`sizes ${path}: ${route.jsBeforeInteraction.value} bytes of JS before interaction, first paint ${[route, ...route.translations].map((item) => item.firstPaintHtmlCss.value).join(' / ')} bytes`);
  }
  return results;
}
