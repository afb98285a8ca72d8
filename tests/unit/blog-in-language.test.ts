import { describe, expect, it } from 'vitest';
import { blogFiles } from '../../scripts/blog-files';
import { notFoundFileFor, notFoundFiles, notFoundRedirects } from '../../scripts/not-found-files';
import { languages } from '../../src/generated/languages';
import { pageStatuses } from '../../src/generated/page-statuses';
import { blogPage, pages, site } from '../../src/generated/site';
import { articlesIn, blogFilesOf } from '../../src/lib/blog/in-language';
import { newestFirst } from '../../src/lib/blog/listing';
import { matchesSearch } from '../../src/lib/blog/rules';
import type { SearchRow } from '../../src/lib/blog/search-index';
import { pathInLanguage } from '../../src/lib/page-language';
import { pathTo } from '../../src/routes';

const [source, ...others] = languages;
const translatedIn = (tag: string) => new Set(pageStatuses[tag]?.translated ?? []);
const files = blogFiles({ languages, articlesIn, filesOf: blogFilesOf, site, pages, blogPage, nameOf: () => undefined });

describe('the blog in each language', () => {
  it.each(others.map((language) => [language.tag, language] as const))('%s lists its translated articles first, then the others in English, marked', (tag) => {
    const listed = newestFirst(articlesIn(tag));
    expect(listed.length).toBe(articlesIn(source.tag).length);
    for (const article of listed) expect(article.untranslated).toBe(!translatedIn(tag).has(pathTo('/blog/:id', { id: article.id })));
    const firstUntranslated = listed.findIndex((article) => article.untranslated);
    if (firstUntranslated >= 0) expect(listed.slice(firstUntranslated).every((article) => article.untranslated)).toBe(true);
    // An article not translated keeps the English words.
    const english = new Map(articlesIn(source.tag).map((article) => [article.id, article.title]));
    for (const article of listed.filter((item) => item.untranslated)) expect(article.title).toBe(english.get(article.id));
  });

  it.each(others.map((language) => [language.tag, language] as const))('%s has its own search index: translated rows link inside it, the others to English and say so', (tag, language) => {
    const { searchIndex, feed } = blogFilesOf(language);
    expect(searchIndex).toBe(pathInLanguage(blogFilesOf(source).searchIndex, tag, source.tag));
    const manifest = JSON.parse(files.get(searchIndex)!) as { parts: number };
    const rows = Array.from({ length: manifest.parts }, (_, part) => [...files.keys()].find((path) => path.startsWith(searchIndex.replace('index.json', `part-${part}.json`)))!).flatMap(
      (path) => JSON.parse(files.get(path)!) as SearchRow[],
    );
    expect(rows).toHaveLength(articlesIn(tag).length);
    for (const row of rows) {
      const id = row[0].slice(row[0].lastIndexOf('/') + 1);
      const translated = translatedIn(tag).has(pathTo('/blog/:id', { id }));
      expect(row[0]).toBe(translated ? pathInLanguage(pathTo('/blog/:id', { id }), tag, source.tag) : pathTo('/blog/:id', { id }));
      expect(row[6]).toEqual(translated ? undefined : [source.locale, source.tag, source.direction]);
    }
    // The feed holds only the articles the language has translated, or there is none.
    const translatedCount = articlesIn(tag).filter((article) => !article.untranslated).length;
    if (translatedCount === 0) expect(feed).toBeNull();
    else expect((files.get(feed!)!.match(/<entry>/g) ?? []).length).toBe(translatedCount);
  });

  it('finds a right-to-left translated article typed with or without its diacritics and alef forms', () => {
    const rtl = others.find((language) => language.direction === 'rtl' && articlesIn(language.tag).some((article) => !article.untranslated));
    if (!rtl) return;
    const article = articlesIn(rtl.tag).find((item) => !item.untranslated)!;
    const word = article.title.split(/\s+/).find((part) => part.length > 3)!;
    const withMarks = [...word].map((letter) => `${letter}\u064E`).join('');
    const withHamza = word.replace(/ا/g, 'أ');
    for (const query of [word, withMarks, withHamza]) expect(matchesSearch(article, query)).toBe(true);
  });
});

describe('the not-found page in each language', () => {
  it('a missing address under a language folder gets that language’s page, any other the source’s', () => {
    for (const language of others) {
      expect(notFoundFileFor(`/${language.tag}/no-such-page`, languages)).toBe(`${language.tag}/404.html`);
      expect(notFoundFileFor(`/${language.tag}`, languages)).toBe(`${language.tag}/404.html`);
      expect(notFoundFileFor(`/${language.tag}x/page`, languages)).toBe('404.html');
    }
    expect(notFoundFileFor('/no-such-page', languages)).toBe('404.html');
    expect(notFoundFiles(languages).map((file) => file.file)).toEqual(['404.html', ...others.map((language) => `${language.tag}/404.html`)]);
    expect(notFoundRedirects(languages)).toEqual(others.map((language) => `/${language.tag}/* /${language.tag}/404.html 404`));
  });
});
