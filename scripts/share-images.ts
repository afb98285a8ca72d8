/**
 * Draws every page's share image (Open Graph, Twitter card): a 1200 × 630 PNG with the page's
 * title, rendered from SVG with resvg and the Noto Sans font shipped in an npm package, so the
 * build fetches nothing. Images are cached under .build/share-cache by what they show (title,
 * site name, address, design), so a rebuild draws only pages whose title changed.
 */
import { createHash } from 'node:crypto';
import { copyFile, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { shareImageSize } from '../src/lib/share-image';

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

const unescape = (text: string) => text.replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The content of a <meta property="…"> of a document, unescaped. */
function metaContent(html: string, property: string): string | null {
  const match = new RegExp(`<meta property="${property.replace(/:/g, '\\:')}" content="([^"]*)"`).exec(html);
  return match ? unescape(match[1]) : null;
}

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

/** Every HTML file under dist/. */
async function htmlFiles(dist: string): Promise<string[]> {
  const entries = await readdir(dist, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile() && entry.name.endsWith('.html')).map((entry) => join(entry.parentPath, entry.name));
}

/** The share image each page of dist/ names in og:image, with what it shows. */
async function sharedPages(dist: string, origin: string): Promise<SharedPage[]> {
  const pages = new Map<string, SharedPage>();
  for (const file of await htmlFiles(dist)) {
    const html = await readFile(file, 'utf8');
    const image = metaContent(html, 'og:image');
    if (!image?.startsWith(`${origin}/`)) continue;
    const title = metaContent(html, 'og:image:alt');
    const siteName = metaContent(html, 'og:site_name');
    if (!title || !siteName) throw new Error(`${relative(dist, file)} names a share image but no og:image:alt or og:site_name`);
    pages.set(image, { file: image.slice(origin.length + 1), title, siteName, host: new URL(origin).host });
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

/** Writes every page's share image into dist/ (drawn, or copied from the cache) and removes images no page names. Returns how many were drawn. */
export async function writeShareImages(root: string, dist: string, origin: string): Promise<{ images: number; drawn: number }> {
  const pages = await sharedPages(dist, origin);
  const cache = join(root, '.build/share-cache');
  await mkdir(cache, { recursive: true });
  let drawn = 0;
  for (const page of pages) {
    const svg = shareImageSvg(page);
    const cached = join(cache, `${createHash('sha256').update(designVersion).update('\0').update(svg).digest('hex').slice(0, 32)}.png`);
    const hit = await readFile(cached).then(() => true, () => false);
    if (!hit) {
      await writeFile(cached, (await loadRenderer())(svg));
      drawn++;
    }
    await mkdir(dirname(join(dist, page.file)), { recursive: true });
    await copyFile(cached, join(dist, page.file));
  }
  const wanted = new Set(pages.map((page) => join(dist, page.file)));
  const existing = await readdir(join(dist, 'share'), { recursive: true, withFileTypes: true }).catch(() => []);
  for (const entry of existing) if (entry.isFile() && !wanted.has(join(entry.parentPath, entry.name))) await rm(join(entry.parentPath, entry.name));
  return { images: pages.length, drawn };
}
