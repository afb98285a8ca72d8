/**
 * Draws every page's share image (Open Graph, Twitter card): a 1200 × 630 PNG with the page's
 * title, rendered from SVG with resvg and Noto fonts shipped in npm packages, so the build fetches
 * nothing. A translated page's image is drawn in its own script (Arabic joined and right to left,
 * Bengali shaped), in the font its language names in the site's content (`font`).
 * The title is shaped by HarfBuzz into outlines (share-text.ts) and filled by share-raster.ts;
 * resvg draws the rest (the frame) once.
 * Images are cached under .build/share-cache by what they show (title, site name, address, font
 * and direction) and what draws them (the fonts' versions, this code, the shaper and the renderer),
 * so a rebuild draws only pages whose title changed, and pages with the same title share one drawing. What each page shows comes from
 * the pre-render step, which reads it from the document it writes. Many images are drawn on a
 * worker thread for each core (share-worker.ts), each drawing and writing its images whole.
 */
import { createHash } from 'node:crypto';
import { renameSync, statSync, writeFileSync } from 'node:fs';
import { copyFile, link, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { threadId, Worker } from 'node:worker_threads';
import { shareImageSize } from '../src/lib/share-image';
import { bundledStep } from './bundled-step';
import { removeEmptyFolders } from './empty-folders';
import { adler32, adler32Edited, copyPalette, deflatePiece, deflatePieceOf, emptyPalette, encodePng, indexedPngOfPieces, indexedRowsLength, indexPixels, paletteIndex, pixelWords, type DeflatedPiece, type Palette } from './png';
import { CoverageRaster } from './share-raster';
import { drawShapedLine, loadShapingFont, type ShapingFont } from './share-text';
import type { Site } from '../src/content/schemas/site';
import type { ShareMeta } from './share-meta';

const require = createRequire(import.meta.url);
/** Bump when the drawing changes, so cached images are drawn anew. */
const designVersion = '5';
const colours = { background: '#0f5e5a', band: '#0b4744', text: '#ffffff', muted: '#cde8e4', accent: '#f59e0b' };
/** The font of the site's name, the address and every Latin letter or digit in a title. */
export const latinFont = 'Noto Sans';

/** What a language's images need: its direction, and the font family its script is drawn in (Noto Sans when it names none). */
export type ShareLanguage = Pick<Site['languages'][number], 'direction' | 'font'>;

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
      font: language?.font ?? latinFont,
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

/** The shaping fonts of a family: its bold face for the script, Noto Sans Bold for the Latin letters it lacks. */
async function shapingFonts(family: string): Promise<{ own: ShapingFont; latin: ShapingFont }> {
  const [own, latin] = await Promise.all([family, latinFont].map((name) => loadShapingFont(fontFiles(name)[1])));
  return { own, latin };
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
  for (const file of ['./share-images.ts', './share-worker.ts', './share-text.ts', './share-raster.ts', './png.ts']) code.update(await readFile(new URL(file, import.meta.url))).update('\0');
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


/** One image to draw: what it shows, and the file of the cache it is drawn into. */
export type DrawJob = Omit<SharedPage, 'file'> & { file: string };

/** resvg draws the frame: the shapes, and the site's name and address set in the Latin font. */
const resvgOptions = {
  font: { loadSystemFonts: false, fontFiles: fontFiles(latinFont), defaultFontFamily: latinFont },
  fitTo: { mode: 'original' as const },
};

/** The rows a title is drawn in start and end at a multiple of this: the frame's rows around them are compressed once for many titles. */
const rowStep = 8;
/** The shades the edges of a title's letters are drawn in on the background: 64 look the same as 256, and leave the palette room for the frame's. */
const coverageLevels = 64;

/** A colour as the 32-bit number its RGBA bytes read as on this (little-endian) machine, as indexPixels reads them. */
const colourWord = (hex: string) => new Uint32Array(Uint8Array.from([1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16)).concat(255)).buffer)[0];
/** `ink` laid over `under` (both colour words, opaque) where it covers `coverage` of 255 of a pixel. */
function over(under: number, ink: number, coverage: number): number {
  const mix = (shift: number) => Math.round(((under >>> shift) & 255) + ((((ink >>> shift) & 255) - ((under >>> shift) & 255)) * coverage) / 255) << shift;
  return (mix(0) | mix(8) | mix(16) | (255 << 24)) >>> 0;
}

/** The frame (everything but the title) indexed: its rows and palette, the palette's title shades on the background, and its rows compressed, by the rows they hold. */
interface IndexedFrame {
  rows: Buffer;
  palette: Palette;
  background: number;
  /** The index of the title's colour over the background at each coverage (0 to 255). */
  onBackground: Uint8Array;
  pieces: Map<string, DeflatedPiece>;
  /** The Adler-32 of the frame's rows, by the rows they hold. */
  adlers: Map<string, number>;
}

/** A frame drawn once: its pixels, and indexed when it and the title's shades fit in 256 colours. */
interface Frame {
  pixels: Buffer;
  indexed: IndexedFrame | null;
}

function frameOf(pixels: Buffer): Frame {
  const { width, height } = shareImageSize;
  const palette = emptyPalette();
  const rows = Buffer.alloc(indexedRowsLength(width, height));
  const background = colourWord(colours.background);
  if (!indexPixels(pixels, width, palette, rows, 0) || !palette.indexOf.has(background)) return { pixels, indexed: null };
  const onBackground = new Uint8Array(256);
  for (let coverage = 0; coverage < 256; coverage++) {
    const level = Math.round((coverage * (coverageLevels - 1)) / 255);
    const index = paletteIndex(palette, over(background, colourWord(colours.text), (level * 255) / (coverageLevels - 1)));
    if (index < 0) return { pixels, indexed: null };
    onBackground[coverage] = index;
  }
  return { pixels, indexed: { rows, palette, background: palette.indexOf.get(background)!, onBackground, pieces: new Map(), adlers: new Map() } };
}

/** The rows a title covers (CoverageRaster's take): how much of each pixel its letters cover, 0 to 255, in rows `top` to `top + count`, columns `left` to `right`. */
type TitleCoverage = ReturnType<CoverageRaster['take']>;

/** The frame's rows `from` to `to` compressed, once. */
function framePiece(frame: IndexedFrame, from: number, to: number): DeflatedPiece {
  const key = `${from} ${to}`;
  const stride = shareImageSize.width + 1;
  if (!frame.pieces.has(key)) frame.pieces.set(key, deflatePiece(frame.rows.subarray(from * stride, to * stride)));
  return frame.pieces.get(key)!;
}

/** The Adler-32 of the frame's rows `from` to `to`, once. */
function frameAdler(frame: IndexedFrame, from: number, to: number): number {
  const key = `${from} ${to}`;
  const stride = shareImageSize.width + 1;
  if (!frame.adlers.has(key)) frame.adlers.set(key, adler32(frame.rows.subarray(from * stride, to * stride)));
  return frame.adlers.get(key)!;
}

/**
 * The PNG of an indexed frame with the title laid over its rows `top` to `top + count` (`title`:
 * how much of each pixel of those rows its letters cover, 0 to 255, and the list of those it
 * covers at all): over the background in one of the palette's title shades, over anything else
 * (a letter reaching the site's name) in its own colour. Only those rows are compressed anew, and
 * their checksum is the frame's own changed by the pixels the title covers. Null when the colours
 * do not fit in a palette.
 */
function indexedImage(frame: IndexedFrame, { coverage, covered, top, count }: TitleCoverage): Buffer | null {
  const { width, height } = shareImageSize;
  const stride = width + 1;
  const rows = Buffer.from(frame.rows.subarray(top * stride, (top + count) * stride));
  const laid = layTitle(frame, rows, coverage, covered);
  if (!laid) return null;
  const adler = adler32Edited(frameAdler(frame, top, top + count), laid.added, laid.weighted);
  const pieces = [framePiece(frame, 0, top), deflatePieceOf(rows, adler), framePiece(frame, top + count, height)].filter((piece) => piece.length > 0);
  return indexedPngOfPieces(pieces, laid.palette, width, height);
}

/**
 * Lays the pixels a title covers over `rows`, the frame's rows it reaches (copied): returns the
 * palette (the frame's, or a copy with the colours added), and what the title changed in the
 * rows' bytes, for their Adler-32 (adler32Edited); null when the colours do not fit.
 * A function of its own, apart from what is done once an image, and the rare pixel over another
 * colour than the background in one of its own (inkOver): V8 optimises this loop while it runs,
 * and threw that code away on every image when the loop's function held code that had not run yet.
 */
function layTitle(frame: IndexedFrame, rows: Buffer, title: Uint8Array, covered: Int32Array): { palette: Palette; added: number; weighted: number } | null {
  const width = shareImageSize.width;
  const { background, onBackground } = frame;
  const laid = { palette: frame.palette, added: 0, weighted: 0 };
  let added = 0;
  let weighted = 0;
  for (let next = 0; next < covered.length; next++) {
    const place = covered[next];
    const at = place + ((place / width) | 0) + 1;
    const under = rows[at];
    const index = under === background ? onBackground[title[place]] : inkOver(frame, laid, under, title[place]);
    if (index < 0) return null;
    rows[at] = index;
    added += index - under;
    weighted += (rows.length - at) * (index - under);
  }
  laid.added = added;
  laid.weighted = weighted;
  return laid;
}

/** The palette index of the title's colour over the frame's colour `under` where it covers `coverage` of 255 of a pixel, added to `laid`'s palette (copied first from the frame's); -1 when it is full. */
function inkOver(frame: IndexedFrame, laid: { palette: Palette }, under: number, coverage: number): number {
  if (laid.palette === frame.palette) laid.palette = copyPalette(frame.palette);
  return paletteIndex(laid.palette, over(laid.palette.colours[under], colourWord(colours.text), coverage));
}

/** The frame's pixels with the title laid over its rows from `top` on (`title`: how much of each pixel its letters cover, 0 to 255). */
function laidOver(frame: Uint8Array, title: Uint8Array, top: number): Buffer {
  const pixels = Buffer.from(frame);
  const words = pixelWords(pixels);
  const ink = colourWord(colours.text);
  const start = top * shareImageSize.width;
  for (let at = 0; at < title.length; at++) if (title[at] > 0) words[start + at] = over(words[start + at], ink, title[at]);
  return pixels;
}

/**
 * A drawer of share images, for one thread: each frame (everything but the title, the same on
 * many pages) is drawn by resvg once, with the site's name and address set in the Latin font;
 * an image is its frame with the rows its title reaches laid over it, the title's outlines
 * (shaped in the page's script) filled by share-raster.ts.
 */
export async function shareImageDrawer(): Promise<(job: Omit<SharedPage, 'file'>) => Promise<Buffer>> {
  const { Resvg } = await import('@resvg/resvg-js');
  const { width, height } = shareImageSize;
  const raster = new CoverageRaster(width, height);
  const fontsOf = new Map<string, Promise<{ own: ShapingFont; latin: ShapingFont }>>();
  const frames = new Map<string, Frame>();
  return async (shown) => {
    if (!fontsOf.has(shown.font)) fontsOf.set(shown.font, shapingFonts(shown.font));
    const fonts = await fontsOf.get(shown.font)!;
    const parts = shareImageParts(shown, (line, at) => {
      drawShapedLine(raster, line, fonts, at);
      return '';
    });
    const frameSvg = svgDocument(parts.shapes + parts.siteName + parts.host);
    if (!frames.has(frameSvg)) frames.set(frameSvg, frameOf(new Resvg(frameSvg, resvgOptions).render().pixels));
    const frame = frames.get(frameSvg)!;
    const title = raster.take(rowStep);
    return (frame.indexed && indexedImage(frame.indexed, title)) ?? encodePng(laidOver(frame.pixels, title.coverage, title.top), width, height);
  };
}

/** Writes a drawn image into the cache, under a temporary name renamed at once, so an interrupted build leaves no half-written image there. */
export function writeDrawn(file: string, png: Buffer): void {
  writeFileSync(`${file}.${process.pid}.${threadId}.tmp`, png);
  renameSync(`${file}.${process.pid}.${threadId}.tmp`, file);
}

/** Below this many images to draw, they are drawn on this thread: starting the workers costs more than drawing a few. */
const fewImages = 24;
/** Images a worker is given at a time: enough that messages cost little, few enough that the workers end together. */
const batchSize = 16;

/**
 * The worker of share-worker.ts as plain JavaScript (bundled-step.ts: packages stay imports), so a
 * worker thread runs without the TypeScript loader. Kept under .build/steps/ while the code it is
 * made from is unchanged: bundling it again for every build that draws images cost a cold build
 * an esbuild run.
 */
const bundledWorker = () => bundledStep(fileURLToPath(new URL('..', import.meta.url)), 'share-worker.ts');

/**
 * Draws the images into their files of the cache: a few on this thread, more on a worker thread
 * for each core, each taking the next few images when it is done with its last. Nothing is held
 * for all images at once: a worker is given what its images show and writes each as it is drawn.
 */
async function drawAll(jobs: readonly DrawJob[], few = fewImages): Promise<void> {
  if (jobs.length === 0) return;
  if (jobs.length < few) {
    const draw = await shareImageDrawer();
    for (const { file, ...shown } of jobs) writeDrawn(file, await draw(shown));
    return;
  }
  const module = await bundledWorker();
  let next = 0;
  const work = () =>
    new Promise<void>((resolve, reject) => {
      // Without this process's TypeScript loader; a profile asked for (--cpu-prof) covers the workers too.
      const worker = new Worker(pathToFileURL(module), { execArgv: process.execArgv.filter((option) => option.startsWith('--cpu-prof')) });
      const give = () => {
        const batch = jobs.slice(next, (next += batchSize));
        worker.postMessage(batch.length > 0 ? batch : null);
      };
      worker.on('message', give);
      worker.once('error', reject);
      worker.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`A share image worker stopped with code ${code}`))));
      give();
    });
  await Promise.all(Array.from({ length: Math.min(availableParallelism(), Math.ceil(jobs.length / few)) }, work));
}

/** The file of dist/ holds the cached image: a hard link to it (or, on a file system without them, a copy). `folders`: those made already. */
async function place(cached: string, target: string, folders: Map<string, Promise<unknown>>): Promise<void> {
  // Synchronous: a build asks this of every image, most of them already in place, and a promise costs several times the call.
  const [from, to] = [statSync(cached), statSync(target, { throwIfNoEntry: false })];
  if (to && to.ino === from.ino && to.dev === from.dev) return;
  if (!folders.has(dirname(target))) folders.set(dirname(target), mkdir(dirname(target), { recursive: true }));
  await folders.get(dirname(target));
  if (to) await rm(target, { force: true });
  await link(cached, target).catch(() => copyFile(cached, target));
}

/**
 * Writes the share image of every page the pre-render step read (drawn, or from the cache) into
 * dist/, and removes images no page names. Returns how many there are and how many were drawn.
 * `fewImages`: below how many images to draw they are drawn on this thread instead of workers.
 */
export async function writeShareImages(
  root: string,
  dist: string,
  origin: string,
  shares: ReadonlyArray<{ path: string; share: ShareMeta; language?: ShareLanguage }>,
  options: { fewImages?: number } = {},
): Promise<{ images: number; drawn: number }> {
  const pages = sharedPages(shares, origin);
  const cache = join(root, '.build/share-cache');
  await mkdir(cache, { recursive: true });
  const versions = `${await fontVersions([...new Set([latinFont, ...pages.map((page) => page.font)])])} ${await drawingVersions()}`;
  const cachedFile = new Map<SharedPage, string>();
  const toDraw = new Map<string, DrawJob>();
  const cachedNow = new Set(await readdir(cache));
  for (const page of pages) {
    // Keyed by what the image shows: an image in the cache is found without shaping its title.
    const cached = cacheFileFor(cache, JSON.stringify([page.title, page.siteName, page.host, page.font, page.direction]), versions);
    cachedFile.set(page, cached);
    if (!cachedNow.has(cached.slice(cache.length + 1))) toDraw.set(cached, { ...page, file: cached });
  }
  await drawAll([...toDraw.values()], options.fewImages);
  const existing = await readdir(join(dist, 'share'), { recursive: true, withFileTypes: true }).catch(() => []);
  const there = new Set(existing.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name)));
  // An image the last build placed from the same cached file, and still there, is left as it is: at ten thousand
  // articles, looking at both files of every image took a few tenths of a second of a rebuild after one edit.
  const placedFile = join(root, '.build/share-placed.json');
  const placedBefore = JSON.parse(await readFile(placedFile, 'utf8').catch(() => '{}')) as Record<string, string>;
  const placed: Record<string, string> = {};
  const wanted = new Set<string>();
  const folders = new Map<string, Promise<unknown>>();
  await Promise.all(
    pages.map((page) => {
      const [cached, target] = [cachedFile.get(page)!, join(dist, page.file)];
      wanted.add(target);
      placed[page.file] = cached.slice(cache.length + 1);
      return placedBefore[page.file] === placed[page.file] && there.has(target) ? undefined : place(cached, target, folders);
    }),
  );
  await writeFile(placedFile, JSON.stringify(placed));
  for (const file of there)
    if (!wanted.has(file)) {
      await rm(file);
      await removeEmptyFolders(file, join(dist, 'share'));
    }
  return { images: pages.length, drawn: toDraw.size };
}
