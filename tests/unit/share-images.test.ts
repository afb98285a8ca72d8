import { describe, expect, it } from 'vitest';
import { inflateSync } from 'node:zlib';
import { languages } from '../../src/generated/languages';
import { site } from '../../src/generated/site';
import { encodePng } from '../../scripts/png';
import { cacheFileFor, fontPackage, latinFont, sharedPages, shareImageSvg } from '../../scripts/share-images';
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
      expect(page(language).font).toBe(language.shareImageFont ?? latinFont);
      expect(page(language).direction).toBe(language.direction);
    }
  });

  it('sets a right-to-left title from the right margin, with the Latin font after its own', () => {
    const svg = shareImageSvg({ ...shown, font: 'Noto Sans Arabic', direction: 'rtl' });
    expect(svg).toContain('direction="rtl" text-anchor="end"');
    expect(svg).toContain(`font-family="'Noto Sans Arabic', '${latinFont}'"`);
    expect(shareImageSvg(shown)).not.toContain('direction="rtl"');
  });

  it('finds every font the content names in an installed npm package', async () => {
    for (const family of new Set([latinFont, ...site.languages.flatMap((language) => language.shareImageFont ?? [])]))
      await expect(import(fontPackage(family) + '/package.json', { with: { type: 'json' } })).resolves.toBeDefined();
    expect(languages.length).toBe(site.languages.length);
  });

  it('keys the cache by what the image shows and by the fonts it is drawn with', () => {
    const key = (svg: string, fonts: string) => cacheFileFor('/cache', svg, fonts);
    const svg = shareImageSvg(shown);
    expect(key(svg, 'fonts@1')).toBe(key(shareImageSvg({ ...shown }), 'fonts@1'));
    expect(key(svg, 'fonts@1')).not.toBe(key(shareImageSvg({ ...shown, title: 'Another title' }), 'fonts@1'));
    expect(key(svg, 'fonts@1')).not.toBe(key(shareImageSvg({ ...shown, font: 'Noto Sans Bengali' }), 'fonts@1'));
    expect(key(svg, 'fonts@1')).not.toBe(key(svg, 'fonts@2'));
  });
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
    await expect(encodePng(pixels, width + 1, height)).rejects.toThrow('RGBA');
  });
});
