import { expect, test } from '@playwright/test';
import { existsSync, readFileSync } from 'node:fs';
import { languages } from '../../src/generated/languages';
import { pageStatuses } from '../../src/generated/page-statuses';
import { site } from '../../src/generated/site';
import { shareImagePath } from '../../src/lib/share-image';
import { pathInLanguage } from '../../src/lib/page-language';
import { routeForPath } from '../../src/routes';
import { once, pagePaths } from './helpers';

const fileOf = (path: string) => (path === '/' ? 'dist/index.html' : `dist${path}/index.html`);
const meta = (html: string, property: string) =>
  [...html.matchAll(new RegExp(`<meta property="${property}" content="([^"]*)"`, 'g'))].map((match) => match[1].replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'").replace(/&amp;/g, '&'));
const [source, ...others] = languages;
/** Pages with a share image of their own: not those that name another page as canonical. */
const ownImage = (path: string) => {
  const html = readFileSync(fileOf(path), 'utf8');
  return meta(html, 'og:image')[0] === `${site.origin}${shareImagePath(path)}`;
};

test.describe('share images in every language', once, () => {
  test('a translated page names its own image, in its language: og:locale, og:image:alt in its words, a PNG drawn for it', () => {
    for (const language of others) {
      const translated = (pageStatuses[language.tag]?.translated ?? []).filter((path) => pagePaths.includes(path) && !routeForPath(path)?.noindex && ownImage(path));
      expect(translated.length, language.tag).toBeGreaterThan(0);
      let inItsWords = 0;
      for (const path of translated) {
        const address = pathInLanguage(path, language.tag, source.tag);
        const html = readFileSync(fileOf(address), 'utf8');
        const image = `${site.origin}${shareImagePath(address)}`;
        expect(meta(html, 'og:image'), address).toEqual([image]);
        expect(meta(html, 'og:locale'), address).toEqual([language.locale.replace('-', '_')]);
        expect(existsSync(`dist${shareImagePath(address)}`), address).toBe(true);
        // The image's words are the page's own title, which a translation words anew (a name may stay the same).
        const alt = meta(html, 'og:image:alt')[0];
        expect(alt, address).toBeTruthy();
        if (alt !== meta(readFileSync(fileOf(path), 'utf8'), 'og:image:alt')[0]) inItsWords++;
      }
      expect(inItsWords, language.tag).toBeGreaterThan(0);
    }
  });

  test('a page shown in English in another language keeps the English page\'s image', () => {
    let checked = 0;
    for (const language of others) {
      const translated = new Set(pageStatuses[language.tag]?.translated ?? []);
      for (const path of pagePaths.filter((path) => !translated.has(path) && ownImage(path))) {
        const address = pathInLanguage(path, language.tag, source.tag);
        if (!existsSync(fileOf(address))) continue;
        expect(meta(readFileSync(fileOf(address), 'utf8'), 'og:image'), address).toEqual([`${site.origin}${shareImagePath(path)}`]);
        expect(existsSync(`dist${shareImagePath(address)}`), address).toBe(false);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(0);
  });
});
