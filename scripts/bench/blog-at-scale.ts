/**
 * The blog list as the number of articles grows: what its first load costs, and how long a
 * keystroke in its search box takes to show the filtered list on the slow phone. Measured on
 * whatever dist/ holds (the scale benchmark calls it on the site with its generated articles).
 */
import type { Browser } from '@playwright/test';
import { launchBrowser, phone } from './browser.ts';
import { measureRoute } from './sizes.ts';
import { median } from './stats.ts';
import { startServer } from './server.ts';
import { throttle } from './throttle.ts';

export interface BlogAtScale {
  /**
   * gzip bytes of /blog on a first visit with no input: the document, render-blocking CSS and every
   * script requested by the time the network has been idle a while (islands that wake on idle
   * included, so the figure does not depend on whether one raced the load event).
   */
  firstLoadBytes: number;
  /** From the first keystroke to its matches in the document: the search data loads on that keystroke. */
  firstKeystrokeMs: number | null;
  /** Median, over the later keystrokes of one word, from the keystroke to its matches in the document. */
  keystrokeMs: number | null;
}

const blogPath = '/blog';
/** Typed one letter at a time; every generated article's topic list has surgery in it, so each letter still matches many. */
const typedWord = 'surgery';
/** Where the page keeps the armed timer's promise between the key press and its reading. */
const timerName = '__benchKeystroke';

/**
 * Arms a timer in the page for the next keystroke: from the keydown's own time stamp to the moment
 * the matches for the new text are in the document (React commits the status line with the list;
 * the browser paints them at its next frame). `firstLetter`: the status
 * line says "loading" first, so the timer waits for the list of matches itself.
 */
function armKeystrokeTimer(firstLetter: boolean, name: string): void {
  (window as unknown as Record<string, unknown>)[name] = new Promise<number>((resolve) => {
    const status = document.querySelector('[role="search"] [role="status"]');
    const box = document.querySelector<HTMLInputElement>('island-root input[type="search"]');
    const island = box?.closest('island-root');
    if (!status || !box || !island) throw new Error('The blog page has no search box and status line.');
    let pressed = 0;
    box.addEventListener('keydown', (event) => (pressed = event.timeStamp), { once: true });
    // No named functions in here: the page would need the helper the TypeScript loader adds for their names.
    const watcher = new MutationObserver(() => {
      if (!pressed || (firstLetter && !island.querySelector('[data-testid="blog-results"]'))) return;
      watcher.disconnect();
      resolve(performance.now() - pressed);
    });
    watcher.observe(firstLetter ? island : status, { childList: true, characterData: true, subtree: true });
  });
}

async function measureKeystrokes(browser: Browser, origin: string): Promise<Pick<BlogAtScale, 'firstKeystrokeMs' | 'keystrokeMs'>> {
  const context = await browser.newContext(phone);
  try {
    const page = await context.newPage();
    await throttle(context, page);
    await page.goto(origin + blogPath, { waitUntil: 'load' });
    // The search wakes when the visitor touches it: a tap on the box, then the box of the woken island.
    await page.locator('island-root input[type="search"]').tap();
    const box = page.locator('island-root[data-live] input[type="search"]');
    await box.waitFor({ state: 'visible', timeout: 30_000 });
    await box.focus();
    const times: number[] = [];
    let first: number | null = null;
    for (const [index, letter] of [...typedWord].entries()) {
      // Armed first and read after the key, so the listeners are in place before the keydown.
      await page.evaluate(`(${armKeystrokeTimer.toString()})(${index === 0}, ${JSON.stringify(timerName)})`);
      await page.keyboard.press(letter);
      const elapsed = await page.evaluate<number>(`window[${JSON.stringify(timerName)}]`);
      if (index === 0) first = elapsed;
      else times.push(elapsed);
    }
    return { firstKeystrokeMs: first, keystrokeMs: median(times) };
  } finally {
    await context.close().catch(() => undefined);
  }
}

export async function measureBlogAtScale(): Promise<BlogAtScale> {
  const server = await startServer();
  const browser = await launchBrowser();
  try {
    const sizes = await measureRoute(browser, server.origin, blogPath);
    const firstLoadBytes = (sizes.htmlCss?.value ?? 0) + (sizes.jsAfterIdle.value ?? 0);
    return { firstLoadBytes, ...(await measureKeystrokes(browser, server.origin)) };
  } finally {
    await browser.close().catch(() => undefined);
    await server.stop();
  }
}
