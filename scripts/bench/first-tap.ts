import type { Browser, Page } from '@playwright/test';
import { phone } from './browser.ts';
import { withRightToLeft } from './routes.ts';
import { throttle } from './throttle.ts';

/** A control a visitor taps, on the page that has it. */
interface TapControl {
  name: string;
  path: string;
  /** A CSS selector for the control (its first match); the tap lands on its centre. */
  find: string;
}

/** When the tap comes: as soon as the control is painted, or this long after the page's first paint. */
export type TapMoment = 0 | 300 | 1000;
export const tapMoments: TapMoment[] = [0, 300, 1000];

export interface TapRun {
  /** From navigation start to the page's first paint. */
  firstPaintMs: number | null;
  /** From navigation start to the tap (its touchstart). */
  tappedAtMs: number | null;
  /** From the tap to the first frame that shows what it opens; null when the tap showed nothing. */
  tapToShownMs: number | null;
  /** The same moment, from navigation start. */
  shownFromNavigationMs: number | null;
}

/** The controls measured: the phone menu on / and the last tab of the cancer package (the tabs start on the first). */
export const tapControls: TapControl[] = [
  // The header's Menu button (the drawer's own close button names an action).
  { name: 'Menu on /', path: '/', find: 'header button[popovertarget]:not([popovertargetaction])' },
  { name: 'Last package tab on /packages/colorectal-cancer', path: '/packages/colorectal-cancer', find: '[role="tablist"] [role="tab"]:last-child' },
];

/** The same controls, and the same controls on the pages of every right-to-left language. */
export async function tapControlsInEveryDirection(): Promise<TapControl[]> {
  const paths = await withRightToLeft(tapControls.map((control) => control.path));
  return paths.map((path, index) => {
    const control = tapControls[index % tapControls.length];
    return index < tapControls.length ? control : { ...control, name: control.name.replace(control.path, path), path };
  });
}

declare global {
  interface Window {
    benchTappedAt?: number;
    benchShownAt?: number;
    benchFirstPaint?: number;
    benchLook?: (time: number) => void;
  }
}

/**
 * Runs in the page before its own scripts, so the times come from the page's clock (zero at
 * navigation start) and not from the benchmark's polling, which the slowed CPU would delay.
 * From the tap on, every animation frame looks at what the tapped control opens (its
 * popovertarget or aria-controls): the first frame where that is drawn with a non-empty box
 * inside the screen is when the tap was answered.
 */
function watchTap(): void {
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.name === 'first-paint') window.benchFirstPaint ??= entry.startTime;
  }).observe({ type: 'paint', buffered: true });
  addEventListener(
    'touchstart',
    (event) => {
      if (window.benchTappedAt !== undefined) return;
      window.benchTappedAt = event.timeStamp;
      const control = (event.target as Element).closest('[popovertarget], [aria-controls]');
      const id = control?.getAttribute('popovertarget') ?? control?.getAttribute('aria-controls');
      // A property, not a local function: the page runs this source as it is, without the helpers
      // the TypeScript loader adds around named local functions.
      window.benchLook = (time: number) => {
        const target = id ? document.getElementById(id) : null;
        const box = target?.getBoundingClientRect();
        if (target && box && target.checkVisibility({ visibilityProperty: true }) && box.width > 0 && box.height > 0 && box.top < innerHeight && box.bottom > 0) {
          window.benchShownAt = time;
          return;
        }
        requestAnimationFrame(window.benchLook!);
      };
      requestAnimationFrame(window.benchLook);
    },
    { capture: true, passive: true },
  );
}

/** How long a tap may take to show anything before it counts as lost. */
const lostAfterMs = 10_000;

/**
 * Brings the control into view as soon as it exists, sideways too (a tab can sit past the end of a row that scrolls),
 * and returns its centre once it is painted there.
 */
async function controlPoint(page: Page, find: string): Promise<{ x: number; y: number }> {
  // Playwright's own waiting backs off up to 500 ms between checks, which would delay the tap; this looks on every frame.
  const handle = await page.waitForFunction(
    (selector) => {
      const control = document.querySelector<HTMLElement>(selector);
      if (!control || !control.checkVisibility({ visibilityProperty: true })) return null;
      let box = control.getBoundingClientRect();
      if (box.top < 0 || box.bottom > innerHeight || box.left < 0 || box.right > innerWidth) {
        control.scrollIntoView({ block: 'center', behavior: 'instant' });
        box = control.getBoundingClientRect();
      }
      return box.width > 0 && box.height > 0 && window.benchFirstPaint !== undefined ? { x: box.x + box.width / 2, y: box.y + box.height / 2 } : null;
    },
    find,
    { polling: 'raf', timeout: 60_000 },
  );
  return (await handle.jsonValue())!;
}

export async function tapOnce(browser: Browser, origin: string, control: TapControl, moment: TapMoment): Promise<TapRun> {
  const context = await browser.newContext(phone);
  try {
    const page = await context.newPage();
    await throttle(context, page);
    await page.addInitScript(watchTap);
    await page.goto(`${origin}${control.path}`, { waitUntil: 'commit' });
    let point = await controlPoint(page, control.find);
    if (moment > 0) {
      await page.waitForFunction((delay) => performance.now() >= window.benchFirstPaint! + delay, moment, { polling: 'raf', timeout: 60_000 });
      point = await controlPoint(page, control.find);
    }
    await page.touchscreen.tap(point.x, point.y);
    const shown = await page
      .waitForFunction(() => window.benchShownAt, null, { timeout: lostAfterMs, polling: 100 })
      .then(async (handle) => (await handle.jsonValue()) ?? null)
      .catch(() => null);
    const { tappedAt, firstPaint } = await page.evaluate(() => ({ tappedAt: window.benchTappedAt ?? null, firstPaint: window.benchFirstPaint ?? null }));
    return {
      firstPaintMs: firstPaint,
      tappedAtMs: tappedAt,
      tapToShownMs: shown !== null && tappedAt !== null ? shown - tappedAt : null,
      shownFromNavigationMs: shown,
    };
  } finally {
    await context.close();
  }
}
