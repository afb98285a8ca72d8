/**
 * Draws every page's share image (Open Graph, Twitter card): a 1200 × 630 PNG with the page's
 * title, rendered from SVG with resvg and Noto fonts shipped in npm packages, so the build fetches
 * nothing. A translated page's image is drawn in its own script (Arabic joined and right to left,
 * Bengali shaped), in the font its language names in the site's content (`shareImageFont`).
 * The title is shaped by HarfBuzz into outlines (share-text.ts); resvg draws them.
 * Images are cached under .build/share-cache by what they show (title, site name, address, font
 * and direction) and what draws them (the fonts' versions, this code, the shaper and the renderer),
 * so a rebuild draws only pages whose title changed, and pages with the same title share one drawing. What each page shows comes from
 * the pre-render step, which reads it from the document it writes. resvg draws on Node's thread
 * pool (renderAsync) and zlib encodes the PNG there too, so every core draws at once.
 */
import { createHash } from 'node:crypto';
import { copyFile, link, mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import { shareImageSize } from '../src/lib/share-image';
import { removeEmptyFolders } from './empty-folders';
import { copyPalette, emptyPalette, encodeIndexedPng, encodePng, indexedRowsLength, indexPixels, type Palette } from './png';
import { loadShapingFont, shapedLine, type Ink } from './share-text';
import type { Site } from '../src/content/schemas/site';
import type { ShareMeta } from './share-meta';

const require = createRequire(import.meta.url);
/** Bump when the drawing changes, so cached images are drawn anew. */
const designVersion = '5';
const colours = { background: '#0f5e5a', band: '#0b4744', text: '#ffffff', muted: '#cde8e4', accent: '#f59e0b' };
/** The font of the site's name, the address and every Latin letter or digit in a title. */
export const latinFont = 'Noto Sans';

/** What a language's images need: its direction, and the font family its script is drawn in (Noto Sans when it names none). */
export type ShareLanguage = Pick<Site['languages'][number], 'direction' | 'shareImageFont'>;

/** What one page's image shows, read from its pre-rendered document. */
export interface SharedPage {
  /** The image's file under dist/, like "share/packages/x.png". */
  file: string;
  title: string;
  siteName: string;
  host: string;
  /** The font family of the title's script (Noto Sans for Latin). */
  font: string;
  direction: 'ltr' | 'rtl';
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

/** Draws one line of a title as SVG at a place, in the page's script: shapedLine with the fonts of the page's language. */
export type LineDrawer = (line: string, at: { x: number; y: number; size: number; direction: 'ltr' | 'rtl' }) => string;

/**
 * A share image's SVG in its parts: the shapes (background, band, accent), the site's name and
 * address (set by resvg in the Latin font), and the title's lines (outlines).
 */
interface SvgParts {
  shapes: string;
  siteName: string;
  title: string;
  host: string;
}

function shareImageParts({ title, siteName, host, direction }: Omit<SharedPage, 'file'>, drawLine: LineDrawer): SvgParts {
  const { width, height } = shareImageSize;
  // Shorter titles get larger type; about 0.55 em per character of Noto Sans Bold.
  const size = title.length <= 40 ? 76 : title.length <= 70 ? 64 : 52;
  const lines = wrapTitle(title, Math.floor(1040 / (size * 0.55))).slice(0, 5);
  const top = 300 - ((lines.length - 1) * size * 1.15) / 2;
  const x = direction === 'rtl' ? width - 80 : 80;
  const text = lines.map((line, index) => drawLine(line, { x, y: Math.round(top + index * size * 1.15), size, direction })).join('');
  return {
    shapes: `<rect width="${width}" height="${height}" fill="${colours.background}"/>
<rect y="${height - 90}" width="${width}" height="90" fill="${colours.band}"/>
<rect x="80" y="70" width="64" height="8" rx="4" fill="${colours.accent}"/>
`,
    siteName: `<text x="80" y="130" font-family="'${latinFont}'" font-weight="700" font-size="34" fill="${colours.muted}">${escapeXml(siteName)}</text>
`,
    title: `<g fill="${colours.text}">${text}</g>
`,
    host: `<text x="80" y="${height - 35}" font-family="'${latinFont}'" font-weight="400" font-size="28" fill="${colours.muted}">${escapeXml(host)}</text>
`,
  };
}

/** An SVG of the image's width showing `body`: the whole image, or only its rows from `top` on, `rows` of them. */
function svgDocument(body: string, rows?: { top: number; count: number }): string {
  const { width, height } = shareImageSize;
  const [top, count] = rows ? [rows.top, rows.count] : [0, height];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${count}" viewBox="0 ${top} ${width} ${count}">
${body}</svg>`;
}

/**
 * The SVG of a share image: the site's name, the page's title in large type, and the site's
 * address. The title's lines are drawn by `drawLine` (outlines shaped in the page's script); a
 * right-to-left title is set against the right margin.
 */
export function shareImageSvg(shown: Omit<SharedPage, 'file'>, drawLine: LineDrawer): string {
  const { shapes, siteName, title, host } = shareImageParts(shown, drawLine);
  return svgDocument(shapes + siteName + title + host);
}

/**
 * The share image of each page that names one of this site (og:image under `origin`), with what
 * it shows, from what the pre-render step read of each document, drawn in its language's font and
 * direction. An image two pages name is drawn once.
 */
export function sharedPages(shares: ReadonlyArray<{ path: string; share: ShareMeta; language?: ShareLanguage }>, origin: string): SharedPage[] {
  const pages = new Map<string, SharedPage>();
  for (const { path, share, language } of shares) {
    if (!share.image.startsWith(`${origin}/`)) continue;
    if (!share.title || !share.siteName) throw new Error(`${path} names a share image but no og:image:alt or og:site_name`);
    pages.set(share.image, {
      file: share.image.slice(origin.length + 1),
      title: share.title,
      siteName: share.siteName,
      host: new URL(origin).host,
      font: language?.shareImageFont ?? latinFont,
      direction: language?.direction ?? 'ltr',
    });
  }
  return [...pages.values()];
}

/** The npm package of a Noto family: "Noto Sans Arabic" → @expo-google-fonts/noto-sans-arabic. */
export const fontPackage = (family: string) => `@expo-google-fonts/${family.toLowerCase().replace(/\s+/g, '-')}`;

/** The regular and bold font files of a family, from its npm package ("Noto Sans Arabic" → NotoSansArabic_700Bold.ttf). */
function fontFiles(family: string): string[] {
  const base = family.replace(/\s+/g, '');
  return ['400Regular', '700Bold'].map((weight) => require.resolve(`${fontPackage(family)}/${weight}/${base}_${weight}.ttf`));
}

/** The line drawer of a font family: its bold face for the script, Noto Sans Bold for the Latin letters it lacks; `ink` takes in what it draws. */
async function lineDrawer(family: string, ink: Ink): Promise<LineDrawer> {
  const [own, latin] = await Promise.all([family, latinFont].map((name) => loadShapingFont(fontFiles(name)[1])));
  return (line, at) => shapedLine(line, { own, latin }, at, ink);
}

/** The name and version of each font package the images are drawn with: part of every image's cache key. */
async function fontVersions(families: readonly string[]): Promise<string> {
  const versions = await Promise.all(
    families.map(async (family) => {
      const manifest = JSON.parse(await readFile(require.resolve(`${fontPackage(family)}/package.json`), 'utf8')) as { version: string };
      return `${fontPackage(family)}@${manifest.version}`;
    }),
  );
  return versions.sort().join(' ');
}

/**
 * What every image is drawn by besides its fonts: the code of this module and of those it draws
 * with (a hash of their text), and the versions of the shaper and the renderer. Part of every
 * image's cache key, so the key can name what an image shows instead of its SVG, and a build whose
 * images are all cached shapes no title.
 */
async function drawingVersions(): Promise<string> {
  const code = createHash('sha256');
  for (const file of ['./share-images.ts', './share-text.ts', './png.ts']) code.update(await readFile(new URL(file, import.meta.url))).update('\0');
  const packages = await Promise.all(['harfbuzzjs', '@resvg/resvg-js'].map(async (name) => `${name}@${await packageVersion(name)}`));
  return `${code.digest('hex').slice(0, 16)} ${packages.join(' ')}`;
}

/** The version of an installed package, from the package.json above its entry (a package need not export its package.json). */
async function packageVersion(name: string): Promise<string> {
  for (let folder = dirname(require.resolve(name)); folder !== dirname(folder); folder = dirname(folder)) {
    const manifest = JSON.parse(await readFile(join(folder, 'package.json'), 'utf8').catch(() => '{}')) as { name?: string; version?: string };
    if (manifest.name === name && manifest.version) return manifest.version;
  }
  throw new Error(`No package.json found for ${name}`);
}

/** The file under `cache` that holds the image of what `shown` names (the SVG, or what the image shows), drawn with fonts and code of these versions. */
export function cacheFileFor(cache: string, shown: string, versions: string): string {
  return join(cache, `${createHash('sha256').update(designVersion).update('\0').update(versions).update('\0').update(shown).digest('hex').slice(0, 32)}.png`);
}

/**
 * One image to draw: its SVG whole, and the same image as its frame (everything but the title,
 * the same on many pages) with the title's rows drawn over it: `titleRows` is the SVG of those
 * rows alone (no text for resvg to set), `top` the first of them.
 */
interface DrawJob {
  file: string;
  svg: string;
  frame: string;
  titleRows: { svg: string; top: number; count: number };
}

/** A frame drawn once: its pixels, which of its rows hold text, and its pixels indexed when it has at most 256 colours. */
interface Frame {
  pixels: Uint8Array;
  textRows: boolean[];
  indexed: { rows: Buffer; palette: Palette } | null;
}

const resvgOptions = (withText: boolean) => ({
  // The title is outlines already: resvg sets only the site's name and address, in the Latin font.
  font: withText ? { loadSystemFonts: false, fontFiles: fontFiles(latinFont), defaultFontFamily: latinFont } : { loadSystemFonts: false },
  fitTo: { mode: 'original' as const },
});

/** A PNG of the image's pixels, indexed when it has at most 256 colours (`start`: rows and palette already indexed, for the rows before `fromRow`). */
async function pngOf(pixels: Uint8Array, start?: { rows: Buffer; palette: Palette; fromRow: number; pixels: Uint8Array }): Promise<Buffer> {
  const { width, height } = shareImageSize;
  const rows = start ? Buffer.from(start.rows) : Buffer.alloc(indexedRowsLength(width, height));
  const palette = start ? copyPalette(start.palette) : emptyPalette();
  if (indexPixels(pixels, width, palette, rows, start?.fromRow ?? 0)) return encodeIndexedPng(rows, palette, width, height);
  if (!start) return encodePng(pixels, width, height);
  const whole = Buffer.from(start.pixels);
  whole.set(pixels, start.fromRow * width * 4);
  return encodePng(whole, width, height);
}

/**
 * Draws the images into their files, a few at a time per core: resvg and zlib both work on Node's
 * thread pool. Each frame is drawn once; an image is its frame with its title's rows drawn over it
 * (those rows hold nothing but the title and the shapes, which they draw too): the pixels of the
 * image drawn whole, but for rounding at the edge of a letter here and there (a pixel a shade
 * apart in a few of the Bengali titles). A title that reaches into a row of the frame's text is drawn whole.
 */
async function drawAll(jobs: readonly DrawJob[]): Promise<void> {
  if (jobs.length === 0) return;
  const { renderAsync } = await import('@resvg/resvg-js');
  const { width, height } = shareImageSize;
  const frames = new Map<string, Promise<Frame>>();
  const drawFrame = async (svg: string, shapesOnly: string): Promise<Frame> => {
    const [pixels, shapes] = await Promise.all([renderAsync(svg, resvgOptions(true)), renderAsync(shapesOnly, resvgOptions(false))]).then((images) => images.map((image) => image.pixels));
    const textRows = Array.from({ length: height }, (_, row) => Buffer.compare(pixels.subarray(row * width * 4, (row + 1) * width * 4), shapes.subarray(row * width * 4, (row + 1) * width * 4)) !== 0);
    const palette = emptyPalette();
    const rows = Buffer.alloc(indexedRowsLength(width, height));
    return { pixels, textRows, indexed: indexPixels(pixels, width, palette, rows, 0) ? { rows, palette } : null };
  };
  const draw = async ({ svg, frame: frameSvg, titleRows }: DrawJob): Promise<Buffer> => {
    if (!frames.has(frameSvg)) frames.set(frameSvg, drawFrame(frameSvg, frameSvg.replace(/<text\b[^]*?<\/text>\n/g, '')));
    const frame = await frames.get(frameSvg)!;
    if (frame.textRows.slice(titleRows.top, titleRows.top + titleRows.count).some(Boolean))
      return pngOf((await renderAsync(svg, resvgOptions(true))).pixels);
    if (titleRows.count === 0) return pngOf(frame.pixels);
    const rows = (await renderAsync(titleRows.svg, resvgOptions(false))).pixels;
    if (frame.indexed) return pngOf(rows, { ...frame.indexed, fromRow: titleRows.top, pixels: frame.pixels });
    const [above, below] = [frame.pixels.subarray(0, titleRows.top * width * 4), frame.pixels.subarray((titleRows.top + titleRows.count) * width * 4)];
    return pngOf(Buffer.concat([above, rows, below]));
  };
  let next = 0;
  const work = async () => {
    while (next < jobs.length) {
      const job = jobs[next++];
      const png = await draw(job);
      // Written under a temporary name and renamed, so an interrupted build leaves no half-written image in the cache.
      await writeFile(`${job.file}.${process.pid}.tmp`, png);
      await rename(`${job.file}.${process.pid}.tmp`, job.file);
    }
  };
  await Promise.all(Array.from({ length: Math.min(jobs.length, availableParallelism() * 2) }, work));
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
export async function writeShareImages(
  root: string,
  dist: string,
  origin: string,
  shares: ReadonlyArray<{ path: string; share: ShareMeta; language?: ShareLanguage }>,
): Promise<{ images: number; drawn: number }> {
  const pages = sharedPages(shares, origin);
  const cache = join(root, '.build/share-cache');
  await mkdir(cache, { recursive: true });
  const versions = `${await fontVersions([...new Set([latinFont, ...pages.map((page) => page.font)])])} ${await drawingVersions()}`;
  const cachedFile = new Map<SharedPage, string>();
  const toDraw = new Map<string, DrawJob>();
  const cachedNow = new Set(await readdir(cache));
  const ink: Ink = { top: Infinity, bottom: -Infinity };
  const drawers = new Map<string, Promise<LineDrawer>>();
  for (const page of pages) {
    // Keyed by what the image shows: an image in the cache is found without shaping its title.
    const cached = cacheFileFor(cache, JSON.stringify([page.title, page.siteName, page.host, page.font, page.direction]), versions);
    cachedFile.set(page, cached);
    if (cachedNow.has(cached.slice(cache.length + 1)) || toDraw.has(cached)) continue;
    if (!drawers.has(page.font)) drawers.set(page.font, lineDrawer(page.font, ink));
    [ink.top, ink.bottom] = [Infinity, -Infinity];
    const parts = shareImageParts(page, await drawers.get(page.font)!);
    const svg = svgDocument(parts.shapes + parts.siteName + parts.title + parts.host);
    // The title's rows: those its ink reaches, and two more each side for the edges of its letters.
    const top = Number.isFinite(ink.top) ? Math.max(0, Math.floor(ink.top) - 2) : 0;
    const end = Number.isFinite(ink.bottom) ? Math.min(shareImageSize.height, Math.ceil(ink.bottom) + 2) : 0;
    const rows = { top, count: Math.max(0, end - top) };
    toDraw.set(cached, { file: cached, svg, frame: svgDocument(parts.shapes + parts.siteName + parts.host), titleRows: { ...rows, svg: svgDocument(parts.shapes + parts.title, rows) } });
  }
  await drawAll([...toDraw.values()]);
  await Promise.all(pages.map((page) => place(cachedFile.get(page)!, join(dist, page.file))));
  const wanted = new Set(pages.map((page) => join(dist, page.file)));
  const existing = await readdir(join(dist, 'share'), { recursive: true, withFileTypes: true }).catch(() => []);
  for (const entry of existing)
    if (entry.isFile() && !wanted.has(join(entry.parentPath, entry.name))) {
      await rm(join(entry.parentPath, entry.name));
      await removeEmptyFolders(join(entry.parentPath, entry.name), join(dist, 'share'));
    }
  return { images: pages.length, drawn: toDraw.size };
}
