import { chromium, devices, type Browser, type BrowserContextOptions } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { chromiumFlags } from '../chromium-flags.ts';
import { root, useProjectTmp } from './project.ts';

// The same flags as the end-to-end tests, from one list.
export { chromiumFlags };

/** The executable the end-to-end tests use; empty means Playwright's own download. */
export function chromiumPath(): string | undefined {
  const found = execFileSync(process.execPath, ['scripts/browser-path.mjs'], { cwd: root, encoding: 'utf8' }).trim();
  return found || undefined;
}

export async function launchBrowser(): Promise<Browser> {
  useProjectTmp();
  return chromium.launch({ executablePath: chromiumPath(), args: chromiumFlags });
}

/** A phone: the brief's 390×844 touch screen with a phone's user agent and pixel ratio. */
export const phone: BrowserContextOptions = {
  ...devices['Pixel 7'],
  viewport: { width: 390, height: 844 },
  screen: { width: 390, height: 844 },
  hasTouch: true,
  isMobile: true,
  // A service worker could answer from its own cache and hide requests; the site has none today.
  serviceWorkers: 'block',
};
