import type { Browser } from '@playwright/test';
import { phone } from './browser.ts';
import { throttle } from './throttle.ts';

export interface MenuTapRun {
  /** From navigation start to the first frame that shows the drawer; null when the tap did nothing. */
  drawerShownMs: number | null;
  /** From navigation start to the tap, which is when the button first became visible and stable. */
  tappedAtMs: number | null;
}

declare global {
  interface Window {
    benchDrawerShownAt?: number;
    benchTappedAt?: number;
  }
}

/**
 * Runs in the page before its own scripts, so the times come from the page's clock (zero at
 * navigation start) and not from the benchmark's polling, which the slowed CPU would delay.
 * "Visible" is what Playwright means by it: laid out with a non-empty box and not hidden.
 */
function watchDrawer(selector: string): void {
  addEventListener('touchstart', (event) => (window.benchTappedAt ??= event.timeStamp), { capture: true, passive: true });
  const observer = new MutationObserver(() => {
    const drawer = document.querySelector(selector);
    if (!drawer || !drawer.checkVisibility({ visibilityProperty: true })) return;
    const box = drawer.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return;
    observer.disconnect();
    requestAnimationFrame(() => (window.benchDrawerShownAt = performance.now()));
  });
  observer.observe(document, { subtree: true, childList: true, attributes: true });
}

/** How long a tap may take to open the drawer before it counts as lost (a tap before hydration does nothing). */
const lostAfterMs = 10_000;

export async function menuTapOnce(browser: Browser, origin: string): Promise<MenuTapRun> {
  const context = await browser.newContext(phone);
  try {
    const page = await context.newPage();
    await throttle(context, page);
    await page.addInitScript(watchDrawer, '[data-testid="mobile-menu"]');
    await page.goto(`${origin}/`, { waitUntil: 'commit' });
    const button = page.getByRole('button', { name: 'Menu', exact: true });
    // tap() waits until the button is visible, stable and hit by the tap, then taps at once.
    await button.tap({ timeout: 60_000 });
    const shown = await page
      .waitForFunction(() => window.benchDrawerShownAt, null, { timeout: lostAfterMs, polling: 100 })
      .then((handle) => handle.jsonValue())
      .catch(() => null);
    const tappedAt = await page.evaluate(() => window.benchTappedAt ?? null);
    return { drawerShownMs: shown ?? null, tappedAtMs: tappedAt };
  } finally {
    await context.close();
  }
}
