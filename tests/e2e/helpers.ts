import { expect, type Page } from '@playwright/test';
import paths from '../../src/generated/paths.json' with { type: 'json' };
import { redirects } from '../../src/routes';

/** Every pre-rendered page address (redirects excluded). */
export const pagePaths = (paths as string[]).filter((path) => !redirects.some((redirect) => redirect.path === path));

/** Collects console errors, page errors and any hydration complaint while a test runs. */
export function watchConsole(page: Page): { problems: string[]; warnings: string[] } {
  const problems: string[] = [];
  const warnings: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (message.type() === 'error' || /hydrat|did not match/i.test(text)) problems.push(`${message.type()}: ${text}`);
    else if (message.type() === 'warning') warnings.push(text);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return { problems, warnings };
}

/** Opens a page and waits until React has hydrated it. */
export async function openHydrated(page: Page, path: string) {
  const response = await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  return response;
}
