/**
 * Draws every page's share image (Open Graph, Twitter card): a 1200 × 630 PNG with the page's
 * title, rendered from SVG with resvg and the Noto Sans font shipped in an npm package, so the
 * build fetches nothing. Images are cached under .build/share-cache by what they show (title,
 * site name, address, design), so a rebuild draws only pages whose title changed, and pages with
 * the same title share one drawing. What each page shows comes from the pre-render step, which
 * reads it from the document it writes; many images are drawn on worker threads, one per core.
 */
import { createHash } from 'node:crypto';
import { access, copyFile, link, mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import { threadId, Worker } from 'node:worker_threads';
import { shareImageSize } from '../src/lib/share-image';
import type { ShareMeta } from './share-meta';

const require = createRequire(import.meta.url);
/** Bump when the drawing changes, so cached images are drawn anew. */
const designVersion = '1';
const colours = { background: '#0f5e5a', band: '#0b4744', text: '#ffffff', muted: '#cde8e4', accent: '#f59e0b' };

/** What one page's image shows, read from its pre-rendered document. */
interface SharedPage {
  /** The image's file under dist/, like "share/packages/x.png". */
  file: string;
  title: string;
  siteName: string;
  host: string;
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Breaks a title into lines of about `perLine` characters at spaces (resvg does not wrap text). */
function wrapTitle(title: string, perLine: number): string[] {
  const lines: string[] = [];
  for (const word of title.split(/\s+/)) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= perLine) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

/** The SVG of a share image: the site's name, the page's title in large type, and the site's address. */
function shareImageSvg({ title, siteName, host }: Omit<SharedPage, 'file'>): string {
  const { width, height } = shareImageSize;
  // Shorter titles get larger type; about 0.55 em per character of Noto Sans Bold.
  const size = title.length <= 40 ? 76 : title.length <= 70 ? 64 : 52;
  const lines = wrapTitle(title, Math.floor(1040 / (size * 0.55))).slice(0, 5);
  const top = 300 - ((lines.length - 1) * size * 1.15) / 2;
  const text = lines.map((line, index) => `<tspan x="80" y="${Math.round(top + index * size * 1.15)}">${escapeXml(line)}</tspan>`).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<rect width="${width}" height="${height}" fill="${colours.background}"/>
<rect y="${height - 90}" width="${width}" height="90" fill="${colours.band}"/>
<rect x="80" y="70" width="64" height="8" rx="4" fill="${colours.accent}"/>
<text x="80" y="130" font-family="Noto Sans" font-weight="700" font-size="34" fill="${colours.muted}">${escapeXml(siteName)}</text>
<text font-family="Noto Sans" font-weight="700" font-size="${size}" fill="${colours.text}">${text}</text>
<text x="80" y="${height - 35}" font-family="Noto Sans" font-weight="400" font-size="28" fill="${colours.muted}">${escapeXml(host)}</text>
</svg>`;
}

/**
 * The share image of each page that names one of this site (og:image under `origin`), with what
 * it shows, from what the pre-render step read of each document. An image two pages name is drawn once.
 */
export function sharedPages(shares: ReadonlyArray<{ path: string; share: ShareMeta }>, origin: string): SharedPage[] {
  const pages = new Map<string, SharedPage>();
  for (const { path, share } of shares) {
    if (!share.image.startsWith(`${origin}/`)) continue;
    if (!share.title || !share.siteName) throw new Error(`${path} names a share image but no og:image:alt or og:site_name`);
    pages.set(share.image, { file: share.image.slice(origin.length + 1), title: share.title, siteName: share.siteName, host: new URL(origin).host });
  }
  return [...pages.values()];
}

let renderer: Promise<(svg: string) => Uint8Array> | undefined;

/** resvg, started once, with the fonts loaded from the npm package. */
function loadRenderer(): Promise<(svg: string) => Uint8Array> {
  renderer ??= (async () => {
    const { initWasm, Resvg } = await import('@resvg/resvg-wasm');
    await initWasm(await readFile(require.resolve('@resvg/resvg-wasm/index_bg.wasm')));
    const fontBuffers = await Promise.all(
      ['400Regular/NotoSans_400Regular.ttf', '700Bold/NotoSans_700Bold.ttf'].map(async (font) => new Uint8Array(await readFile(require.resolve(`@expo-google-fonts/noto-sans/${font}`)))),
    );
    return (svg: string) => new Resvg(svg, { font: { fontBuffers, defaultFontFamily: 'Noto Sans' }, fitTo: { mode: 'original' } }).render().asPng();
  })();
  return renderer;
}

/** Draws one image per SVG into its file; exported for the drawing threads. */
export async function drawImages(jobs: ReadonlyArray<{ svg: string; file: string }>): Promise<void> {
  const render = await loadRenderer();
  for (const { svg, file } of jobs) {
    // Written under a temporary name and renamed, so an interrupted build leaves no half-written image in the cache.
    await writeFile(`${file}.${process.pid}-${threadId}.tmp`, render(svg));
    await rename(`${file}.${process.pid}-${threadId}.tmp`, file);
  }
}

/** Fewer images than this are drawn here: a thread costs more to start than it saves. */
const imagesPerThread = 24;

/** Draws the images on worker threads, one per core, when there are many; else here. */
async function drawAll(jobs: Array<{ svg: string; file: string }>): Promise<void> {
  const threads = Math.min(availableParallelism(), Math.floor(jobs.length / imagesPerThread));
  if (threads <= 1) return drawImages(jobs);
  await Promise.all(
    Array.from(
      { length: threads },
      (_, thread) =>
        new Promise<void>((resolve, reject) => {
          const worker = new Worker(new URL('./worker-boot.mjs', import.meta.url), {
            workerData: { module: new URL('./share-image-worker.ts', import.meta.url).href, jobs: jobs.filter((_, index) => index % threads === thread) },
          });
          worker.once('error', reject);
          worker.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`A share-image worker stopped with code ${code}`))));
        }),
    ),
  );
}

/** The file of dist/ holds the cached image: a hard link to it (or, on a file system without them, a copy). */
async function place(cached: string, target: string): Promise<void> {
  const [from, to] = await Promise.all([stat(cached), stat(target).catch(() => null)]);
  if (to && to.ino === from.ino && to.dev === from.dev) return;
  await mkdir(dirname(target), { recursive: true });
  await rm(target, { force: true });
  await link(cached, target).catch(() => copyFile(cached, target));
}

/**
 * Writes the share image of every page the pre-render step read (drawn, or from the cache) into
 * dist/, and removes images no page names. Returns how many there are and how many were drawn.
 */
export async function writeShareImages(root: string, dist: string, origin: string, shares: ReadonlyArray<{ path: string; share: ShareMeta }>): Promise<{ images: number; drawn: number }> {
  const pages = sharedPages(shares, origin);
  const cache = join(root, '.build/share-cache');
  await mkdir(cache, { recursive: true });
  const cachedFile = new Map<SharedPage, string>();
  const toDraw = new Map<string, string>();
  await Promise.all(
    pages.map(async (page) => {
      const svg = shareImageSvg(page);
      const cached = join(cache, `${createHash('sha256').update(designVersion).update('\0').update(svg).digest('hex').slice(0, 32)}.png`);
      cachedFile.set(page, cached);
      if (!(await access(cached).then(() => true, () => false))) toDraw.set(cached, svg);
    }),
  );
  await drawAll([...toDraw].map(([file, svg]) => ({ svg, file })));
  for (const page of pages) await place(cachedFile.get(page)!, join(dist, page.file));
  const wanted = new Set(pages.map((page) => join(dist, page.file)));
  const existing = await readdir(join(dist, 'share'), { recursive: true, withFileTypes: true }).catch(() => []);
  for (const entry of existing) if (entry.isFile() && !wanted.has(join(entry.parentPath, entry.name))) await rm(join(entry.parentPath, entry.name));
  return { images: pages.length, drawn: toDraw.size };
}
