/**
 * Prints the Chromium to test with: $CHROMIUM_PATH if set, else a system Chromium, else the one
 * the @sparticuz/chromium package ships (unpacked on first use), else nothing so Playwright
 * falls back to its own download on machines that have one.
 */
import { existsSync } from 'node:fs';

const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
let found = candidates.find((path) => path && existsSync(path));
if (!found) {
  try {
    const { default: chromium } = await import('@sparticuz/chromium');
    found = await chromium.executablePath();
  } catch {
    found = '';
  }
}
process.stdout.write(found ?? '');
