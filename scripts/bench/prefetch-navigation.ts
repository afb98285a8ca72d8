import type { Browser, Page } from '@playwright/test';
import { phone } from './browser.ts';
import { throttle } from './throttle.ts';

export type NavigationEnd = 'first-contentful-paint' | 'load' | 'client-side-frame';

export interface PrefetchRun {
  /** From the click to `end` on the page that opened; null when it could not be timed. */
  ms: number | null;
  end: NavigationEnd | null;
  /** The browser said so (Preload events) or a request for the page finished before the click. */
  prefetchSeen: boolean;
  /** The new document's navigation entry says it came from a prefetch. */
  deliveryType: string | null;
}

const hoverMs = 300;
/** After the hover, how long a prefetch gets to finish before the click goes ahead without it. */
const prefetchWaitMs = 10_000;

/**
 * Functions handed to the page are sent as source text, so they must not declare named inner
 * functions: tsx would wrap those in a helper that exists only in Node.
 *
 * Runs in every page before its own scripts. The click time is kept in sessionStorage, which the
 * next page of the same tab can read, on the page clock converted to wall time. A client-side
 * navigation leaves the document in place, so the frame after its URL change is noted too.
 */
function recordClicks(): void {
  addEventListener('click', (event) => sessionStorage.setItem('bench-click-at', String(performance.timeOrigin + event.timeStamp)), {
    capture: true,
  });
  const { pushState } = history;
  history.pushState = function (this: History, ...args: Parameters<History['pushState']>) {
    pushState.apply(this, args);
    requestAnimationFrame(() => sessionStorage.setItem('bench-client-frame-at', String(performance.timeOrigin + performance.now())));
  };
}

interface Arrival {
  timeOrigin: number;
  clickAt: number | null;
  fcp: number | null;
  loadEventStart: number;
  clientFrameAt: number | null;
  deliveryType: string | null;
}

/** Waits, in the page, for its first contentful paint (briefly: a page may never paint text). */
async function readArrival(page: Page): Promise<Arrival> {
  return page.evaluate(async () => {
    const fcp = await new Promise<number | null>((resolve) => {
      const observer = new PerformanceObserver((list) => {
        const entry = list.getEntriesByName('first-contentful-paint')[0];
        if (entry) resolve(entry.startTime);
      });
      observer.observe({ type: 'paint', buffered: true });
      setTimeout(() => resolve(null), 10_000);
    });
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming & { deliveryType?: string };
    const clickAt = sessionStorage.getItem('bench-click-at');
    const clientFrameAt = sessionStorage.getItem('bench-client-frame-at');
    return {
      timeOrigin: performance.timeOrigin,
      clickAt: clickAt === null ? null : Number(clickAt),
      fcp,
      loadEventStart: navigation.loadEventStart,
      clientFrameAt: clientFrameAt === null ? null : Number(clientFrameAt),
      deliveryType: navigation.deliveryType ?? null,
    };
  });
}

export async function prefetchNavigationOnce(browser: Browser, origin: string, target = '/packages'): Promise<PrefetchRun> {
  const context = await browser.newContext(phone);
  try {
    const page = await context.newPage();
    const cdp = await throttle(context, page);
    await page.addInitScript(recordClicks);
    const targetUrl = new URL(target, origin).href;
    // An object, not a variable, so TypeScript does not assume the listeners never change it.
    const prefetch: { state: 'none' | 'running' | 'ready' | 'failed' } = { state: 'none' };
    // Speculation Rules prefetches are made by the browser, not the page; Chromium reports them here.
    cdp.on('Preload.prefetchStatusUpdated', (event) => {
      if (event.prefetchUrl !== targetUrl || prefetch.state === 'ready') return;
      prefetch.state = event.status === 'Ready' || event.status === 'Success' ? 'ready' : event.status === 'Failure' ? 'failed' : 'running';
    });
    // Any other way of fetching the page ahead (a link rel=prefetch, a script) shows as a request.
    page.on('requestfinished', (request) => {
      if (request.url() === targetUrl) prefetch.state = 'ready';
    });
    await cdp.send('Preload.enable');
    await page.goto(`${origin}/`, { waitUntil: 'load' });
    await page.waitForLoadState('networkidle');
    const before = await page.evaluate(() => performance.timeOrigin);
    const link = page.locator(`a[href="${target}"]`).filter({ visible: true }).first();
    await link.scrollIntoViewIfNeeded();
    await link.hover();
    await page.waitForTimeout(hoverMs);
    for (const until = Date.now() + prefetchWaitMs; prefetch.state === 'running' && Date.now() < until; ) {
      await page.waitForTimeout(50);
    }
    const prefetchSeen = prefetch.state === 'ready';
    await link.click({ noWaitAfter: true });
    await page.waitForURL(targetUrl, { waitUntil: 'commit' });
    const arrival = await readArrival(page);
    if (arrival.timeOrigin === before) {
      const ms = arrival.clientFrameAt !== null && arrival.clickAt !== null ? arrival.clientFrameAt - arrival.clickAt : null;
      return { ms, end: ms === null ? null : 'client-side-frame', prefetchSeen, deliveryType: null };
    }
    await page.waitForLoadState('load');
    const done = await readArrival(page);
    const end: NavigationEnd = done.fcp !== null ? 'first-contentful-paint' : 'load';
    const endAt = done.timeOrigin + (done.fcp ?? done.loadEventStart);
    return { ms: done.clickAt === null ? null : endAt - done.clickAt, end, prefetchSeen, deliveryType: done.deliveryType };
  } finally {
    await context.close();
  }
}
