import { describe, expect, it } from 'vitest';
import { articlesPerPage, categoryCounts, pageCount, pageOf, relatedArticles } from '../../src/lib/blog/listing';
import { blogListingPaths, blogListPath } from '../../src/lib/blog/paths';
import { readingMinutes, wordsPerMinute } from '../../src/lib/blog/reading-time';
import { categoryId, matchesCategory, matchesSearch, narrowingSearch, searchable, searchArticles } from '../../src/lib/blog/rules';
import { splitIntoParts } from '../../src/lib/blog/search-index';
import { listed } from '../fixtures/blog-articles';

describe('the search rule: the text, ignoring case, inside the title or the excerpt', () => {
  const article = { title: 'Life with a stoma', excerpt: 'What changes at home, at work and when you travel after stoma surgery.' };

  it('finds the text in the title or the excerpt, whatever its case', () => {
    expect(matchesSearch(article, 'stoma')).toBe(true);
    expect(matchesSearch(article, 'LIFE WITH')).toBe(true);
    expect(matchesSearch(article, 'at work')).toBe(true);
    expect(matchesSearch(article, 'Travel After')).toBe(true);
  });

  it('takes the text as typed: a part of a word matches, words in another order do not', () => {
    expect(matchesSearch(article, 'sto')).toBe(true);
    expect(matchesSearch(article, 'stoma life')).toBe(false);
    expect(matchesSearch(article, 'stoma  surgery')).toBe(false);
  });

  it('does not join the title to the excerpt', () => {
    expect(matchesSearch(article, 'stoma what')).toBe(false);
    expect(matchesSearch(article, 'stomaWhat')).toBe(false);
  });

  it('matches everything when nothing is typed', () => {
    expect(matchesSearch(article, '')).toBe(true);
  });
});

describe('searching many articles as a search box does', () => {
  const articles = [
    { title: 'Life with a stoma', excerpt: 'What changes at home, at work and when you travel after stoma surgery.' },
    { title: 'Stoma reversal', excerpt: 'When the bowel is joined again, and how the first weeks go.' },
    { title: 'Fistula surgery', excerpt: 'Seton, fistulotomy and LIFT: which one and why.' },
  ];
  const prepared = articles.map(searchable);
  const titles = (found: ReturnType<typeof searchArticles<(typeof articles)[number]>>) => found.map((item) => item.article.title);

  it('finds exactly what the spec rule finds, for every text', () => {
    for (const query of ['', 'stoma', 'STOMA R', 'life', 'surgery', 'lift', 'x', 'at work', 'stoma what']) {
      expect(titles(searchArticles(prepared, query))).toEqual(articles.filter((article) => matchesSearch(article, query)).map((article) => article.title));
    }
  });

  it('looks only among what the shorter text found when a keystroke adds to it', () => {
    // A previous result that left the reversal out on purpose: only a narrowed search keeps it out.
    const previous = { query: 'Sto', found: [prepared[0]] };
    expect(titles(searchArticles(prepared, 'stoma', previous))).toEqual(['Life with a stoma']);
  });

  it('searches every article again when the text is not the shorter text with more added', () => {
    const previous = { query: 'stoma', found: [prepared[0]] };
    expect(titles(searchArticles(prepared, 'stom', previous))).toEqual(['Life with a stoma', 'Stoma reversal']);
    expect(titles(searchArticles(prepared, 'surgery', previous))).toEqual(['Life with a stoma', 'Fistula surgery']);
    expect(titles(searchArticles(prepared, 'lift', { query: '', found: [] }))).toEqual(['Fistula surgery']);
  });
});

describe('a narrowing search, as the search box types one letter at a time', () => {
  const articles = [
    { title: 'Life with a stoma', excerpt: 'What changes at home and at work.' },
    { title: 'Stoma reversal', excerpt: 'When the bowel is joined again.' },
    { title: 'Fistula surgery', excerpt: 'Seton, fistulotomy and LIFT.' },
  ];

  it('finds what the spec rule finds at every step, typing on, deleting and starting again', () => {
    const search = narrowingSearch(articles);
    for (const query of ['s', 'st', 'sto', 'stoma', 'stoma r', 'stoma', 'st', '', 'f', 'fi', 'lift', 'life', 'li']) {
      expect(search(query)).toEqual(articles.filter((article) => matchesSearch(article, query)));
    }
  });
});

describe('the category rule: the name lowercased, spaces and ampersands turned into hyphens, equals the tab id', () => {
  it('gives each category its id', () => {
    expect(categoryId('Surgery')).toBe('surgery');
    expect(categoryId('Patient Stories')).toBe('patient-stories');
  });

  it('turns each space and each ampersand into its own hyphen', () => {
    expect(categoryId('Diet & Nutrition')).toBe('diet---nutrition');
    expect(categoryId('Tests&Scans')).toBe('tests-scans');
    expect(matchesCategory({ category: 'Diet & Nutrition' }, 'diet---nutrition')).toBe(true);
    expect(matchesCategory({ category: 'Diet & Nutrition' }, 'diet-nutrition')).toBe(false);
  });

  it('puts every article under "all"', () => {
    expect(matchesCategory({ category: 'Research' }, 'all')).toBe(true);
    expect(matchesCategory({ category: 'Research' }, 'surgery')).toBe(false);
  });
});

describe('category counts', () => {
  it('are counted from the articles, every category given counted even when empty', () => {
    const articles = [listed('a', 'Surgery', []), listed('b', 'Surgery', []), listed('c', 'Patient Stories', [])];
    expect(categoryCounts(articles, ['Surgery', 'Recovery', 'Patient Stories'])).toEqual({ all: 3, surgery: 2, recovery: 0, 'patient-stories': 1 });
  });
});

describe('the paged grid', () => {
  const many = Array.from({ length: articlesPerPage * 2 + 1 }, (_, index) => listed(`a${index}`, index % 2 ? 'Surgery' : 'Recovery', [], `2026-01-${String((index % 28) + 1).padStart(2, '0')}`));

  it('has as many pages as it takes, one at least', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(articlesPerPage)).toBe(1);
    expect(pageCount(articlesPerPage + 1)).toBe(2);
  });

  it('shows each article on exactly one page of its tab, newest first', () => {
    const pages = [1, 2, 3].map((page) => pageOf(many, 'all', page));
    expect(pages.flat().map((article) => article.id).sort()).toEqual(many.map((article) => article.id).sort());
    const days = pages.flat().map((article) => article.publishDate);
    expect(days).toEqual([...days].sort().reverse());
    expect(pageOf(many, 'surgery', 1).every((article) => article.category === 'Surgery')).toBe(true);
  });

  it('has an address for every page but /blog itself', () => {
    // 25 articles: 13 in Recovery (two pages), 12 in Surgery (one), none in Research (one, saying so).
    const paths = blogListingPaths(many, ['Surgery', 'Recovery', 'Research']);
    expect(paths).toEqual([
      '/blog/page/2',
      '/blog/page/3',
      '/blog/category/surgery',
      '/blog/category/recovery',
      '/blog/category/recovery/page/2',
      '/blog/category/research',
    ]);
    expect(blogListPath('all')).toBe('/blog');
  });
});

describe('related articles', () => {
  const article = listed('x', 'Recovery', ['stoma', 'diet', 'travel']);

  it('come from the same category first, then by the most tags shared, never the article itself', () => {
    const others = [
      listed('other-category-three-tags', 'Surgery', ['stoma', 'diet', 'travel']),
      listed('same-category-no-tags', 'Recovery', []),
      listed('other-category-one-tag', 'Surgery', ['diet']),
      article,
    ];
    expect(relatedArticles(article, others).map((a) => a.id)).toEqual(['same-category-no-tags', 'other-category-three-tags']);
  });

  it('prefer, within the same category, the one sharing more tags, then the newer', () => {
    const others = [
      listed('one-tag-newer', 'Recovery', ['stoma'], '2026-11-01'),
      listed('two-tags', 'Recovery', ['stoma', 'diet'], '2026-01-01'),
      listed('one-tag-older', 'Recovery', ['travel'], '2026-02-01'),
    ];
    expect(relatedArticles(article, others).map((a) => a.id)).toEqual(['two-tags', 'one-tag-newer']);
  });

  it('are fewer when there are fewer other articles', () => {
    expect(relatedArticles(article, [article])).toEqual([]);
  });

  it('are the first of all others ranked by category, shared tags and date, for many articles', () => {
    const categories = ['Recovery', 'Surgery', 'Research'];
    const tagPool = ['stoma', 'diet', 'travel', 'pain', 'sleep'];
    // A fixed, varied set: categories, tags and days repeat, so ties are common.
    const many = Array.from({ length: 300 }, (_, index) =>
      listed(`a-${index}`, categories[(index * 7) % 3], tagPool.filter((_, tag) => (index >> tag) % 3 === 0), `2026-0${1 + (index % 9)}-1${index % 10}`),
    );
    const byRanking = (of: (typeof many)[number]) => {
      const tags = new Set(of.tags);
      const newest = [...many].filter((other) => other.id !== of.id).sort((a, b) => (a.publishDate === b.publishDate ? (a.id < b.id ? -1 : 1) : a.publishDate < b.publishDate ? 1 : -1));
      const score = (other: (typeof many)[number]) => [other.category === of.category ? 1 : 0, other.tags.filter((tag) => tags.has(tag)).length];
      return newest
        .map((other, position) => ({ other, position, score: score(other) }))
        .sort((a, b) => b.score[0] - a.score[0] || b.score[1] - a.score[1] || a.position - b.position)
        .slice(0, 3)
        .map(({ other }) => other.id);
    };
    for (const of of many.filter((_, index) => index % 17 === 0)) expect(relatedArticles(of, many, 3).map((a) => a.id)).toEqual(byRanking(of));
  });
});

describe('reading time', () => {
  const words = (count: number) => Array.from({ length: count }, () => 'word').join(' ');

  it('is the words over the reading speed, in whole minutes, one at least', () => {
    expect(readingMinutes('')).toBe(1);
    expect(readingMinutes(words(wordsPerMinute * 5))).toBe(5);
    expect(readingMinutes(words(wordsPerMinute * 5 + wordsPerMinute / 2 - 1))).toBe(5);
    expect(readingMinutes(words(wordsPerMinute * 5 + wordsPerMinute / 2))).toBe(6);
  });

  it('counts the words a reader reads, not Markdown signs, tags, props or addresses', () => {
    const body = [
      '## A heading',
      '',
      '- one item with [a link](/packages/ibd-crohns)',
      '',
      '<Callout title="A title">',
      'Inside the note.',
      '</Callout>',
      '',
      '<CostTable package="colorectal-cancer"/>',
      '{/* a note for editors */}',
    ].join('\n');
    const plain = 'A heading one item with a link Inside the note.';
    expect(readingMinutes(body.repeat(40))).toBe(readingMinutes(`${plain} `.repeat(40)));
    expect(readingMinutes(`${plain} `.repeat(40))).toBe(2);
  });
});

describe('the search data', () => {
  it('is split into parts of a fixed size, in order', () => {
    expect(splitIntoParts([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(splitIntoParts([], 2)).toEqual([]);
  });
});
