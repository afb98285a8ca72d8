/**
 * The scale half of the benchmark: the site with `count` generated articles added, through the
 * content check, the build, a rebuild after one article changes, and the dev server.
 * `tsx scripts/bench/scale.ts 1000` prints the result as JSON.
 *
 * It leaves dist/ as its last build made it (with the generated articles): rebuilding the
 * real site is the caller's job. src/generated and .build/entries are put back to the real
 * content by a last content check, which the benchmark does not time.
 */
import { readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { contentCacheDir } from '../content-step';
import { measureBlogAtScale, type BlogAtScale } from './blog-at-scale';
import { generateContent, generatedArticleId } from './generate-articles';
import { runTimed } from './scale-commands';
import { measureDevServer } from './scale-dev';

export interface ScaleResult {
  articles: number;
  /** `npm run build` with nothing of it kept: no content cache, bundles, pages or share images (as on a fresh clone); share images included. */
  coldBuildMs: number;
  /** The CPU time of that build, every process and thread (user and system), in seconds: what the build costs on a machine others share. */
  coldBuildCpuSeconds: number;
  /** The peak memory of that build's largest process. */
  buildPeakMemoryMb: number;
  /** `npm run content:check` with no cache (this content folder's .build/cache removed first). */
  contentCheckMs: number;
  /** `npm run build` again with nothing changed: every page and share image kept. */
  buildMs: number;
  /** `npm run build` again after one article's body changed. */
  rebuildAfterOneChangeMs: number;
  /** `npm run build` again after another article's title changed: what lists and cards show. */
  rebuildAfterTitleEditMs: number;
  /** `npm run build` again after a body edit of an article translated into another language: its translations go stale, so it leaves those languages' blogs. */
  rebuildAfterTranslatedEditMs: number;
  /** From starting `npx vite` to the first answer of an article page. */
  devReadyMs: number;
  /** From saving an edit to one article to the dev server's "content updated" line. */
  devEditReflectedMs: number;
  /** Everything in dist/ after the builds. */
  distBytes: number;
  /** The blog list's first load and search, on the site as built with these articles. */
  blog: BlogAtScale;
}

const root = fileURLToPath(new URL('../..', import.meta.url));

async function folderBytes(folder: string): Promise<number> {
  let total = 0;
  for (const entry of await readdir(folder, { recursive: true, withFileTypes: true }))
    if (entry.isFile()) total += (await stat(join(entry.parentPath, entry.name))).size;
  return total;
}

/** What a build keeps between runs, removed for a cold one: the content folder's cache, the bundles, the pages and their record, the share images, dist/. */
export function coldPlaces(root: string, contentDir: string): string[] {
  return [contentCacheDir(root, contentDir), ...['.build/bundles.json', '.build/server', '.build/prerender-cache.json', '.build/page-css.json', '.build/blog-files.json', '.build/share-cache', 'dist'].map((place) => join(root, place))];
}

/** Changes a word of the article's body: enough to recompile it and rewrite its page. */
async function changeBody(file: string): Promise<void> {
  const text = await readFile(file, 'utf8');
  const bodyStart = text.indexOf('\n---\n') + 5;
  await writeFile(file, text.slice(0, bodyStart) + text.slice(bodyStart).replace(/\b(patients|people)\b/, (word) => (word === 'patients' ? 'people' : 'patients')));
}

/** Changes an article's title: what every listing, card and related link showing it shows. */
async function changeTitle(file: string): Promise<void> {
  const text = await readFile(file, 'utf8');
  await writeFile(file, text.replace(/^title: ("?)(.+)$/m, (_, quote: string, title: string) => `title: ${quote}${title.startsWith('Revised ') ? title.slice(8) : `Revised ${title}`}`));
}

/** The source file of an article some other language translates (content/<tag>/blog/<id>.mdx beside content/blog/<id>.mdx): the site's own, copied in with the generated ones. */
async function translatedArticleFile(contentDir: string): Promise<string> {
  const sources = new Set(await readdir(join(contentDir, 'blog')));
  for (const entry of (await readdir(contentDir, { withFileTypes: true })).filter((item) => item.isDirectory()).map((item) => item.name).sort()) {
    const translated = (await readdir(join(contentDir, entry, 'blog')).catch(() => [] as string[])).sort().find((name) => sources.has(name));
    if (translated) return join(contentDir, 'blog', translated);
  }
  throw new Error(`No article under ${contentDir}/blog has a translation: the site's own translated articles are copied in with the generated ones.`);
}

/** The lines a step prints about itself ("Content OK ...", "Built ... pre-rendering ..."), for whoever reads the log. */
function logSummary(label: string, output: string): void {
  const lines = output.split('\n').filter((line) => /^(Content OK|Built |JavaScript before|Share images|Steps)/.test(line));
  for (const line of lines) console.error(`scale: ${label}: ${line}`);
}

export async function measureScale(count: number): Promise<ScaleResult> {
  // Inside the project (git-ignored .tmp/), so Vite serves and watches it like content/.
  const contentDir = join(root, '.tmp', `bench-content-${count}`);
  await generateContent(contentDir, count);
  const env = { ...process.env, CONTENT_DIR: contentDir };
  const article = { id: generatedArticleId(Math.floor(count / 2)) };
  const articleFile = join(contentDir, 'blog', `${article.id}.mdx`);
  try {
    // Cold: nothing of this content folder cached, no bundles, pages or share images (the site's own content cache stays).
    await Promise.all(coldPlaces(root, contentDir).map((place) => rm(place, { recursive: true, force: true })));
    const cold = await runTimed(root, 'npm', ['run', 'build'], env, true);
    logSummary(`cold build (${count})`, cold.output);
    await rm(contentCacheDir(root, contentDir), { recursive: true, force: true });
    const check = await runTimed(root, 'npm', ['run', 'content:check'], env);
    logSummary(`content check (${count})`, check.output);
    const build = await runTimed(root, 'npm', ['run', 'build'], env);
    logSummary(`build, nothing changed (${count})`, build.output);
    await changeBody(articleFile);
    const rebuild = await runTimed(root, 'npm', ['run', 'build'], env);
    logSummary(`rebuild (${count})`, rebuild.output);
    await changeTitle(join(contentDir, 'blog', `${generatedArticleId(Math.floor(count / 3))}.mdx`));
    const retitled = await runTimed(root, 'npm', ['run', 'build'], env);
    logSummary(`rebuild after a title edit (${count})`, retitled.output);
    await changeBody(await translatedArticleFile(contentDir));
    const translatedEdit = await runTimed(root, 'npm', ['run', 'build'], env);
    logSummary(`rebuild after an edit of a translated article (${count})`, translatedEdit.output);
    // Measured at once: anyone building the real site in this checkout meanwhile would change it.
    const distBytes = await folderBytes(join(root, 'dist'));
    const blog = await measureBlogAtScale();
    const dev = await measureDevServer(root, env, `/blog/${article.id}`, articleFile);
    return {
      articles: count,
      coldBuildMs: cold.milliseconds,
      coldBuildCpuSeconds: cold.cpuSeconds ?? Number.NaN,
      buildPeakMemoryMb: cold.peakMemoryMb ?? Number.NaN,
      contentCheckMs: check.milliseconds,
      buildMs: build.milliseconds,
      rebuildAfterOneChangeMs: rebuild.milliseconds,
      rebuildAfterTitleEditMs: retitled.milliseconds,
      rebuildAfterTranslatedEditMs: translatedEdit.milliseconds,
      devReadyMs: dev.readyMs,
      devEditReflectedMs: dev.editReflectedMs,
      distBytes,
      blog,
    };
  } finally {
    await rm(contentDir, { recursive: true, force: true });
    await rm(contentCacheDir(root, contentDir), { recursive: true, force: true });
    const { CONTENT_DIR: _benchFolder, ...realEnv } = env;
    await runTimed(root, 'npm', ['run', 'content:check'], realEnv).catch((error: unknown) => console.error(String(error)));
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const count = Number(process.argv[2] ?? 1000);
  if (!Number.isInteger(count) || count < 0) {
    console.error('usage: tsx scripts/bench/scale.ts <number of articles>');
    process.exit(2);
  }
  console.log(JSON.stringify(await measureScale(count), null, 2));
}
