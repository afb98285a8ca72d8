/**
 * `npm run check:html`: every HTML file the build wrote to dist/ through the W3C Nu HTML Checker
 * (the vnu-jar package, on Java 17+), in one Java run. Fails on any error or warning, listing each as
 * "dist/<file>:<line>: <message>". Info messages pass: the only kind the pages give is "Trailing slash
 * on void elements", which is how React writes <meta/> and <img/>, harmless with quoted attributes.
 */
import { execFile } from 'node:child_process';
import { readdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

export interface VnuMessage {
  type: 'error' | 'info' | 'non-document-error';
  subType?: string;
  url?: string;
  lastLine?: number;
  message: string;
  /** The markup the message is about, as the checker quotes it. */
  extract?: string;
}

/**
 * Errors the checker's CSS parser (older than the CSS it reads) reports in the inlined stylesheet
 * for CSS that browsers support: Tailwind declares its custom properties with @property, and
 * tests for margin-trim support in an @supports query, and the menu drawer's entry animation
 * starts from an @starting-style block. Any other CSS error still fails.
 */
const outdatedCssParser = [/^CSS: Unrecognized at-rule “@property”/, /^CSS: “margin-trim”: Property “margin-trim” doesn't exist\.$/, /^CSS: Unrecognized at-rule “@starting-style”/];

/**
 * Errors the checker reports for HTML it predates: the HTML Standard allows `blocking="render"` on a
 * link whose rel is "expect" (it holds the first paint until the first screen is parsed:
 * scripts/page-document.ts), where the checker knows it only on stylesheet links. A blocking
 * attribute on any other link still fails.
 */
const outdatedHtmlRules = [/^A “link” element with a “blocking” attribute must have a “rel” attribute whose value is “stylesheet”\.$/];

/** Whether a message is the checker's own age talking, on a line that holds what it does not know. */
const outdated = (message: VnuMessage) =>
  outdatedCssParser.some((pattern) => pattern.test(message.message)) ||
  (outdatedHtmlRules.some((pattern) => pattern.test(message.message)) && (message.extract === undefined || /rel="expect"/.test(message.extract)));

/** The messages that fail the check, each as "file:line: message" with the file relative to `root`. */
export function htmlProblems(messages: VnuMessage[], root: string): string[] {
  return messages
    .filter((message) => message.type !== 'info' || message.subType === 'warning')
    .filter((message) => !outdated(message))
    .map((message) => {
      const file = message.url ? relative(root, fileURLToPath(message.url)) : '(checker)';
      const level = message.type === 'info' ? 'warning' : message.type;
      return `${file}:${message.lastLine ?? 0}: ${level}: ${message.message}`;
    });
}

async function main() {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const jar = String(createRequire(import.meta.url)('vnu-jar'));
  // The checker exits 1 when it reports anything; its findings are read from the JSON either way.
  const run = await promisify(execFile)('java', ['-jar', jar, '--format', 'json', '--skip-non-html', '--exit-zero-always', 'dist'], {
    cwd: root,
    maxBuffer: 64 * 1024 * 1024,
  });
  const { messages } = JSON.parse(run.stderr) as { messages: VnuMessage[] };
  const problems = htmlProblems(messages, root);
  const pages = (await readdir(`${root}/dist`, { recursive: true })).filter((file) => file.endsWith('.html')).length;
  if (problems.length > 0) {
    console.error(`${problems.join('\n')}\n\n${problems.length} HTML problems (W3C Nu HTML Checker).`);
    process.exit(1);
  }
  console.log(`HTML OK: all ${pages} HTML files in dist/ pass the W3C Nu HTML Checker.`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
