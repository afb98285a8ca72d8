import { describe, expect, it } from 'vitest';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deflateSync, inflateSync } from 'node:zlib';
import { languages } from '../../src/generated/languages';
import { site } from '../../src/generated/site';
import { adler32, adler32Edited, deflatePiece, emptyPalette, encodeIndexedPng, encodePng, indexedPngOfPieces, indexedRowsLength, indexPixels } from '../../scripts/png';
import { cacheFileFor, fontPackage, latinFont, sharedPages, shareImageSvg, writeShareImages, type LineDrawer } from '../../scripts/share-images';
import { visualRuns } from '../../scripts/share-text';
import { shareImageSize } from '../../src/lib/share-image';
import { shareMeta } from '../../scripts/share-meta';

const origin = 'https://example.org';
const page = (image: string, title: string) => `<head><meta property="og:image" content="${image}"><meta property="og:image:alt" content="${title}"><meta property="og:site_name" content="Site &amp; Co"></head>`;

describe('share images of pre-rendered pages', () => {
  it('reads the image, its title and the site name from a document, unescaped', () => {
    expect(shareMeta(page(`${origin}/share/a.png`, 'Knee &quot;replacement&quot; &amp; rehab'))).toEqual({
      image: `${origin}/share/a.png`,
      title: 'Knee "replacement" & rehab',
      siteName: 'Site & Co',
    });
    expect(shareMeta('<head><title>No image</title></head>')).toBeNull();
  });

  it('draws each image of the site once, skipping images elsewhere', () => {
    const shares = [
      { path: '/a', share: shareMeta(page(`${origin}/share/a.png`, 'A'))! },
      { path: '/a-again', share: shareMeta(page(`${origin}/share/a.png`, 'A'))! },
      { path: '/b', share: shareMeta(page('https://elsewhere.example/b.png', 'B'))! },
    ];
    expect(sharedPages(shares, origin)).toEqual([{ file: 'share/a.png', title: 'A', siteName: 'Site & Co', host: 'example.org', font: latinFont, direction: 'ltr' }]);
  });

  it('fails for a page that names an image of the site without saying what it shows', () => {
    expect(() => sharedPages([{ path: '/c', share: { image: `${origin}/share/c.png`, title: null, siteName: 'Site' } }], origin)).toThrow('/c names a share image');
  });
});

describe('share images in every language', () => {
  const shown = { title: 'A title', siteName: 'Site', host: 'example.org', font: latinFont, direction: 'ltr' as const };

  it('draws a page in the font and direction its language names in the content', () => {
    const page = (language: (typeof site.languages)[number]) =>
      sharedPages([{ path: '/x', share: { image: `${origin}/share/x.png`, title: 'T', siteName: 'S' }, language }], origin)[0];
    for (const language of site.languages) {
      expect(page(language).font).toBe(language.font ?? latinFont);
      expect(page(language).direction).toBe(language.direction);
    }
  });

  it('sets a right-to-left title against the right margin, a left-to-right one against the left', () => {
    const drawLine: LineDrawer = (line, at) => `<line x="${at.x}" direction="${at.direction}">${line}</line>`;
    const rtl = shareImageSvg({ ...shown, font: 'Noto Sans Arabic', direction: 'rtl' }, drawLine);
    const ltr = shareImageSvg(shown, drawLine);
    const x = (svg: string) => Number(/<line x="([\d.]+)" direction="(\w+)"/.exec(svg)![1]);
    expect(rtl).toContain('direction="rtl"');
    expect(x(rtl)).toBeGreaterThan(shareImageSize.width / 2);
    expect(x(ltr)).toBeLessThan(shareImageSize.width / 2);
    expect(ltr).toContain(shown.title.split(' ')[0]);
  });

  it('finds every font the content names in an installed npm package', async () => {
    for (const family of new Set([latinFont, ...site.languages.flatMap((language) => language.font ?? [])]))
      await expect(import(fontPackage(family) + '/package.json', { with: { type: 'json' } })).resolves.toBeDefined();
    expect(languages.length).toBe(site.languages.length);
  });

  it('keys the cache by what the image shows and by the fonts it is drawn with', () => {
    const key = (svg: string, fonts: string) => cacheFileFor('/cache', svg, fonts);
    const draw: LineDrawer = (line) => `<t>${line}</t>`;
    const svg = shareImageSvg(shown, draw);
    expect(key(svg, 'fonts@1')).toBe(key(shareImageSvg({ ...shown }, draw), 'fonts@1'));
    expect(key(svg, 'fonts@1')).not.toBe(key(shareImageSvg({ ...shown, title: 'Another title' }, draw), 'fonts@1'));
    expect(key(svg, 'fonts@1')).not.toBe(key(svg, 'fonts@2'));
  });
});

describe('writing the share images', () => {
  it('draws each image once, then draws again only the image whose title changed', async () => {
    const root = await mkdtemp(join(tmpdir(), 'share-images-'));
    try {
      const dist = join(root, 'dist');
      const shares = (second: string) => [
        { path: '/a', share: { image: `${origin}/share/a.png`, title: 'A first title', siteName: 'Site' } },
        { path: '/b', share: { image: `${origin}/share/b.png`, title: second, siteName: 'Site' } },
      ];
      const image = (name: string) => readFile(join(dist, 'share', name));
      expect(await writeShareImages(root, dist, origin, shares('A second title'))).toEqual({ images: 2, drawn: 2 });
      const [first, second] = await Promise.all([image('a.png'), image('b.png')]);
      expect(await writeShareImages(root, dist, origin, shares('A second title'))).toEqual({ images: 2, drawn: 0 });
      expect(await writeShareImages(root, dist, origin, shares('The second title, changed'))).toEqual({ images: 2, drawn: 1 });
      expect((await readdir(join(dist, 'share'))).sort()).toEqual(['a.png', 'b.png']);
      expect(await image('a.png')).toEqual(first);
      expect(await image('b.png')).not.toEqual(second);
      // An image gone from dist/ is placed again from the cache, as is one the title went back to.
      await rm(join(dist, 'share', 'a.png'));
      expect(await writeShareImages(root, dist, origin, shares('A second title'))).toEqual({ images: 2, drawn: 0 });
      expect([await image('a.png'), await image('b.png')]).toEqual([first, second]);
      // The image of a page that is gone is removed.
      expect(await writeShareImages(root, dist, origin, shares('A second title').slice(0, 1))).toEqual({ images: 1, drawn: 0 });
      expect(await readdir(join(dist, 'share'))).toEqual(['a.png']);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  }, 30_000);

  it('draws on worker threads the same images it draws on its own', async () => {
    const root = await mkdtemp(join(tmpdir(), 'share-images-'));
    try {
      const shares = ['A first title', 'A second title', 'A third title'].map((title, index) => ({ path: `/${index}`, share: { image: `${origin}/share/${index}.png`, title, siteName: 'Site' } }));
      const here = join(root, 'here');
      const inWorkers = join(root, 'workers');
      expect(await writeShareImages(here, join(here, 'dist'), origin, shares)).toEqual({ images: 3, drawn: 3 });
      expect(await writeShareImages(inWorkers, join(inWorkers, 'dist'), origin, shares, { fewImages: 1 })).toEqual({ images: 3, drawn: 3 });
      for (const index of [0, 1, 2]) {
        const [own, worker] = await Promise.all([here, inWorkers].map((folder) => readFile(join(folder, 'dist', 'share', `${index}.png`))));
        expect(worker.equals(own), `image ${index}`).toBe(true);
      }
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  }, 60_000);
});

describe('the PNG encoder', () => {
  it('writes a PNG whose rows are the pixels given, each after a filter byte', async () => {
    const width = 3;
    const height = 2;
    const pixels = Uint8Array.from({ length: width * height * 4 }, (_, index) => (index * 37) % 256);
    const png = await encodePng(pixels, width, height);
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect(png.readUInt32BE(16)).toBe(width);
    expect(png.readUInt32BE(20)).toBe(height);
    const idat = png.indexOf('IDAT');
    const raw = inflateSync(png.subarray(idat + 4, idat + 4 + png.readUInt32BE(idat - 4)));
    for (let row = 0; row < height; row++) {
      expect(raw[row * (width * 4 + 1)]).toBe(0);
      expect([...raw.subarray(row * (width * 4 + 1) + 1, (row + 1) * (width * 4 + 1))]).toEqual([...pixels.subarray(row * width * 4, (row + 1) * width * 4)]);
    }
    expect(() => encodePng(pixels, width + 1, height)).toThrow('RGBA');
  });
});

describe('the indexed PNG encoder', () => {
  /** The chunks of a PNG by type, IDAT inflated. */
  const chunks = (png: Buffer) => {
    const found = new Map<string, Buffer>();
    for (let at = 8; at < png.length; at += 12 + png.readUInt32BE(at)) found.set(png.toString('latin1', at + 4, at + 8), png.subarray(at + 8, at + 8 + png.readUInt32BE(at)));
    return { ...Object.fromEntries(found), IDAT: inflateSync(found.get('IDAT')!) } as Record<string, Buffer>;
  };

  it('stores an image of few colours as a palette and one index a pixel, giving back the same pixels', async () => {
    const width = 4;
    const height = 3;
    const colours = [[15, 94, 90, 255], [255, 255, 255, 255], [120, 170, 160, 255]];
    const pixels = Uint8Array.from(Array.from({ length: width * height }, (_, index) => colours[(index * 7) % 3]).flat());
    const rows = Buffer.alloc(indexedRowsLength(width, height));
    const palette = emptyPalette();
    expect(indexPixels(pixels, width, palette, rows, 0)).toBe(true);
    const { IHDR, PLTE, tRNS, IDAT } = chunks(await encodeIndexedPng(rows, palette, width, height));
    expect(IHDR[9]).toBe(3);
    expect(tRNS).toBeUndefined();
    for (let row = 0; row < height; row++) {
      expect(IDAT[row * (width + 1)]).toBe(0);
      for (let x = 0; x < width; x++) {
        const index = IDAT[row * (width + 1) + 1 + x];
        expect([...PLTE.subarray(index * 3, index * 3 + 3), 255]).toEqual([...pixels.subarray((row * width + x) * 4, (row * width + x) * 4 + 4)]);
      }
    }
  });

  it('indexes later rows with the palette of the earlier ones, and says when an image has more than 256 colours', () => {
    const width = 300;
    const palette = emptyPalette();
    const rows = Buffer.alloc(indexedRowsLength(width, 2));
    expect(indexPixels(new Uint8Array(width * 4).fill(7), width, palette, rows, 0)).toBe(true);
    expect(palette.colours).toHaveLength(1);
    const distinct = Uint8Array.from({ length: width * 4 }, (_, index) => (index % 4 === 0 ? index / 4 : index % 4 === 3 ? 255 : Math.floor(index / 4 / 256)));
    expect(indexPixels(distinct, width, palette, rows, 1)).toBe(false);
  });
});

describe('a PNG put together from rows compressed apart', () => {
  it('holds the rows of every piece in order, with the checksum of them all', () => {
    const width = 5;
    const height = 7;
    const rows = Buffer.from(Array.from({ length: indexedRowsLength(width, height) }, (_, index) => (index % (width + 1) === 0 ? 0 : (index * 13) % 3)));
    const palette = emptyPalette();
    palette.colours.push(0xff000000, 0xff0000ff, 0xffffffff);
    const stride = width + 1;
    const pieces = [rows.subarray(0, 2 * stride), rows.subarray(2 * stride, 3 * stride), rows.subarray(3 * stride)].map(deflatePiece);
    const png = indexedPngOfPieces(pieces, palette, width, height);
    const idat = png.indexOf('IDAT');
    const stream = png.subarray(idat + 4, idat + 4 + png.readUInt32BE(idat - 4));
    // inflateSync checks the stream's Adler-32 against the bytes it gives back.
    expect(inflateSync(stream).equals(rows)).toBe(true);
    expect(stream.readUInt32BE(stream.length - 4)).toBe(adler32(rows));
    expect(() => indexedPngOfPieces(pieces.slice(1), palette, width, height)).toThrow('indexed pixels');
  });

  it('gives the checksum of bytes edited in place from the checksum before and the edits alone', () => {
    const before = Buffer.from(Array.from({ length: 50_000 }, (_, index) => (index * 31) % 7));
    const after = Buffer.from(before);
    let [added, weighted] = [0, 0];
    for (const at of [0, 1, 4_999, 30_000, 49_999]) {
      after[at] = (before[at] * 97 + 200) % 256;
      added += after[at] - before[at];
      weighted += (before.length - at) * (after[at] - before[at]);
    }
    expect(adler32Edited(adler32(before), added, weighted)).toBe(adler32(after));
    expect(adler32Edited(adler32(before), 0, 0)).toBe(adler32(before));
  });

  it('computes the checksum zlib does, on long inputs too', () => {
    const bytes = Buffer.from(Array.from({ length: 20_000 }, (_, index) => (index * 7919) % 256));
    const stream = deflateSync(bytes);
    expect(adler32(bytes)).toBe(stream.readUInt32BE(stream.length - 4));
  });
});

describe('a title line laid out for shaping', () => {
  const arabicOnly = (codePoint: number) => codePoint >= 0x600 && codePoint <= 0x6ff || codePoint === 0x20 || (codePoint >= 0x30 && codePoint <= 0x39);
  const texts = (runs: ReturnType<typeof visualRuns>) => runs.map((run) => `${run.direction}:${run.font}:${run.text}`);

  it('draws a right-to-left line from the right, keeping digits and Latin words left to right inside it', () => {
    expect(texts(visualRuns('باقة 2025 مع NHS', 'rtl', arabicOnly))).toEqual(['ltr:latin:NHS', 'rtl:own: مع ', 'ltr:own:2025', 'rtl:own:باقة ']);
  });

  it('keeps a left-to-right line in order, in the Latin font where its own font lacks a letter', () => {
    const bengali = (codePoint: number) => (codePoint >= 0x980 && codePoint <= 0x9ff) || codePoint === 0x20;
    expect(texts(visualRuns('ভারতে NHS সার্জারি', 'ltr', bengali))).toEqual(['ltr:own:ভারতে ', 'ltr:latin:NHS', 'ltr:own: সার্জারি']);
  });
});
