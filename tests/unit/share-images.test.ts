import { describe, expect, it } from 'vitest';
import { sharedPages } from '../../scripts/share-images';
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
    expect(sharedPages(shares, origin)).toEqual([{ file: 'share/a.png', title: 'A', siteName: 'Site & Co', host: 'example.org' }]);
  });

  it('fails for a page that names an image of the site without saying what it shows', () => {
    expect(() => sharedPages([{ path: '/c', share: { image: `${origin}/share/c.png`, title: null, siteName: 'Site' } }], origin)).toThrow('/c names a share image');
  });
});
