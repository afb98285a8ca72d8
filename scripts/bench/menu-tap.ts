import type { Browser } from '@playwright/test';
import { phone } from './browser.ts';
import { throttle } from './throttle.ts';

export interface MenuTapRun {
  /** From navigation start to the first frame that shows the drawer; null when the tap did nothing. */
  drawerShownMs: number | null;
  /** From navigation start to the tap, which is when the button first became visible. */
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
    // Playwright's own waiting (tap(), waitFor()) backs off up to 500 ms between checks, which
    // would delay the tap; this looks on every frame. The name is the aria-label or the text,
    // which is how the header writes it; the role query below confirms the button exists.
    const point = await page
      .waitForFunction(
        () => {
          for (const button of document.querySelectorAll('button, [role="button"]')) {
            const name = (button.getAttribute('aria-label') ?? button.textContent ?? '').trim();
            if (name !== 'Menu' || !button.checkVisibility({ visibilityProperty: true })) continue;
            const box = button.getBoundingClientRect();
            if (box.width > 0 && box.height > 0) return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
          }
          return null;
        },
        null,
        { polling: 'raf', timeout: 60_000 },
      )
      .then((handle) => handle.jsonValue());
    if (!point) throw new Error('The Menu button never became visible.');
    await page.touchscreen.tap(point.x, point.y);
    const shown = await page
      .waitForFunction(() => window.benchDrawerShownAt, null, { timeout: lostAfterMs, polling: 100 })
      .then((handle) => handle.jsonValue())
      .catch(() => null);
    const tappedAt = await page.evaluate(() => window.benchTappedAt ?? null);
    // Checked after the timing, so the query does not take the slowed page's time; an open
    // drawer hides the rest of the page from assistive technology, hence includeHidden.
    if ((await page.getByRole('button', { name: 'Menu', exact: true, includeHidden: true }).count()) === 0) throw new Error('/ has no button named Menu.');
    return { drawerShownMs: shown ?? null, tappedAtMs: tappedAt };
  } finally {
    await context.close();
  }
}
