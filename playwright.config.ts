import { defineConfig, devices } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromiumFlags } from './scripts/chromium-flags';
import { e2eWebServer } from './scripts/e2e-port';

// Chromium and Playwright write temp files; keep them inside the project, where git ignores them.
const tmp = fileURLToPath(new URL('./.tmp', import.meta.url));
mkdirSync(tmp, { recursive: true });
process.env.TMPDIR = tmp;

const executablePath = execFileSync(process.execPath, ['scripts/browser-path.mjs'], { encoding: 'utf8' }).trim() || undefined;
const port = Number(process.env.E2E_PORT ?? 4317);
// The receiver of the server under test stores requests here; the tests read them back.
process.env.E2E_STORE_DIR ??= `${tmp}/e2e-store-${port}`;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  outputDir: '.tmp/test-results',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: {
      executablePath,
      args: chromiumFlags,
    },
  },
  // A test runs at both sizes when what it checks can differ between them (layout, what shows,
  // the first screen, touch or pointer, menus, target sizes). Tagged, it runs in one project:
  // @phone or @desktop when its subject is that size; @once when it has no size at all (a
  // server's answer, stored data, the HTML, form logic, a sample's other pages), at the desktop size.
  projects: [
    { name: 'phone', use: { ...devices['Pixel 7'], browserName: 'chromium' }, grepInvert: [/@desktop\b/, /@once\b/] },
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } }, grepInvert: /@phone\b/ },
  ],
  // The project's own server, started for this run: a port already taken stops the run (scripts/e2e-port.ts).
  webServer: e2eWebServer(port, process.env.E2E_STORE_DIR),
});
