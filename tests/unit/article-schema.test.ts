import { describe, expect, it } from 'vitest';
import type { ContentLookup } from '../../src/content/checks';
import { collections } from '../../src/content/collections';
import { featuredAtMost } from '../../src/content/collection-rules';
import { blogRoomForFeatured, tagsNamedInBlogPage } from '../../src/content/schemas/blog-page';
import { fixtureArticle, fixturePeople, fixtureStory } from '../fixtures/blog-articles';
import { contextOf, issuesOf, parsedOf } from './schema-issues';

type Data = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- front matter as a file holds it, changed freely by each case

const holders = (role: string) => Object.entries(fixturePeople).filter(([, person]) => (person.roles as readonly string[]).includes(role)).map(([id]) => id);
const context = contextOf(
  { people: Object.keys(fixturePeople), 'people:author': holders('author'), 'people:medical-reviewer': holders('medical-reviewer') },
  [],
  '2026-11-24',
);

function problemsOf(data: Data, change: (data: Data) => void = () => undefined): string[] {
  const copy = structuredClone(data);
  change(copy);
  return issuesOf(collections.blog.schema, copy, context);
}

describe('a blog article', () => {
  it('is valid as the contract writes it', () => {
    expect(problemsOf(fixtureArticle)).toEqual([]);
    expect(problemsOf(fixtureStory)).toEqual([]);
  });

  it('is filed under a category of the blog', () => {
    expect(problemsOf(fixtureArticle, (a) => (a.category = 'News'))).toEqual([
      'category: should be one of "Surgery", "Recovery", "Research", "Patient Stories", but it is the text "News".',
    ]);
  });

  it('has an excerpt that fits a card and a meta description', () => {
    expect(problemsOf(fixtureArticle, (a) => (a.excerpt = 'x'.repeat(161)))).toEqual([
      'excerpt: is 161 characters long, but a description should have at most 160: search results cut the rest.',
    ]);
    expect(problemsOf(fixtureArticle, (a) => (a.excerpt = 'x'.repeat(50)))).toEqual([]);
  });

  it('is written by a person who has a file, on a real date not after today', () => {
    expect(problemsOf(fixtureArticle, (a) => (a.author = 'meera'))).toEqual([
      'author: names the person "meera", but there is no file for it in content/people/.',
    ]);
    expect(problemsOf(fixtureArticle, (a) => (a.publishDate = '2026-10-32'))).toEqual(['publishDate: is not a real calendar date: October 2026 has 31 days.']);
    expect(problemsOf(fixtureArticle, (a) => (a.publishDate = '2026-11-25'))).toEqual([
      'publishDate: is 25 November 2026, after today (24 November 2026): it cannot be in the future.',
    ]);
  });

  it('cannot do without sources or a review', () => {
    expect(problemsOf(fixtureArticle, (a) => (a.sources = []))).toEqual(['sources: should list at least one source: every medical article names what it relies on.']);
    expect(problemsOf(fixtureArticle, (a) => delete a.sources)).toEqual(['sources: is required, but it is missing.']);
    expect(problemsOf(fixtureArticle, (a) => delete a.review)).toEqual(['review: is required, but it is missing.']);
    expect(problemsOf(fixtureArticle, (a) => (a.sources[0].url = 'http://www.nice.org.uk/guidance/ng180'))).toEqual([
      'sources[0].url: should be an https address, like "https://www.nice.org.uk/guidance/ng151".',
    ]);
  });

  it('is written by an author and reviewed by a medical reviewer', () => {
    expect(problemsOf(fixtureArticle, (a) => (a.review.reviewedBy = 'rajesh-kumar'))).toEqual([
      'review.reviewedBy: names "rajesh-kumar", who is not a medical reviewer: content/people/rajesh-kumar.json has no "medical-reviewer" in its roles. Choose one of: meera-iyer, arjun-mehta.',
    ]);
  });

  it('is reviewed by someone other than its author, not before it is published', () => {
    expect(problemsOf(fixtureArticle, (a) => (a.review.reviewedBy = a.author))).toEqual([
      'review.reviewedBy: is "meera-iyer", the author: another medical reviewer must check the article.',
    ]);
    expect(problemsOf(fixtureArticle, (a) => (a.review.lastReviewed = '2026-10-14'))).toEqual([
      'review.lastReviewed: is 2026-10-14, before the publish date 2026-10-15: review the article before or when it is published, and give that day.',
    ]);
    expect(problemsOf(fixtureArticle, (a) => (a.review.lastReviewed = a.publishDate))).toEqual([]);
  });

  it('is updated, when it is, not before it is published', () => {
    expect(problemsOf(fixtureArticle, (a) => (a.updatedDate = '2026-10-14'))).toEqual([
      'updatedDate: is 2026-10-14, before the publish date 2026-10-15: an article cannot change before it is published.',
    ]);
    expect(problemsOf(fixtureArticle, (a) => (a.updatedDate = '2026-10-15'))).toEqual([]);
  });

  it('is marked illustrative when it is a patient story, and only then', () => {
    expect(problemsOf(fixtureArticle, (a) => (a.illustrative = true))).toEqual(['illustrative: is only for the category "Patient Stories": leave it out of a Surgery article.']);
    expect(problemsOf(fixtureStory, (a) => delete a.illustrative)).toEqual([
      'category: is "Patient Stories", which needs "illustrative: true": a story on the site is a composite, never one real patient.',
    ]);
  });

  it('has two to five lowercase tags, none twice', () => {
    expect(problemsOf(fixtureArticle, (a) => (a.tags = ['travel']))).toEqual(['tags: should list at least two tags.']);
    expect(problemsOf(fixtureArticle, (a) => (a.tags = ['a', 'b', 'c', 'd', 'e', 'f']))).toEqual(['tags: should list at most five tags.']);
    expect(problemsOf(fixtureArticle, (a) => (a.tags = ['travel', 'travel']))).toEqual(['tags[1]: "travel" is used twice in this list: the first item has it already.']);
    expect(problemsOf(fixtureArticle, (a) => (a.tags = ['Travel', 'recovery']))[0]).toMatch(/^tags\[0\]: should be lowercase words joined by hyphens/);
  });

  it('shows one of the site’s drawings', () => {
    expect(problemsOf(fixtureArticle, (a) => (a.illustration = 'photo'))[0]).toMatch(/^illustration: should be one of "hero", /);
  });

  it('is not featured unless its file says so', () => {
    const { featured: _featured, ...unmarked } = fixtureArticle;
    expect((parsedOf(collections.blog.schema, unmarked, context) as Data).featured).toBe(false);
  });
});

describe('the checks across files of the blog', () => {
  const lookup = (blogPage?: Data): ContentLookup => ({
    entry: () => undefined,
    entries: () => [],
    singleton: (name) => (name === 'blogPage' ? blogPage : undefined),
  });

  it('refuse a fourth featured article when /blog has room for three', () => {
    const check = featuredAtMost({ one: 'article', many: 'articles' }, blogRoomForFeatured);
    const entries = ['a', 'b', 'c', 'd'].map((id) => ({ id, data: { ...fixtureArticle, featured: true } as Data }));
    expect(check(entries.slice(0, 3), lookup({ featured: 3 }))).toEqual([]);
    expect(check(entries, lookup({ featured: 3 }))).toEqual([
      {
        id: 'd',
        path: ['featured'],
        message: 'is true, but /blog shows 3 articles and "a", "b" and "c" are featured already: feature fewer, or change "featured" in content/site/blog.json.',
      },
    ]);
  });

  it('names each of its tags in content/site/blog.json, and says where to add a missing name', () => {
    const tags = fixtureArticle.tags as string[];
    const named = tags.map((tag) => ({ tag, label: `name of ${tag}` }));
    expect(tagsNamedInBlogPage(fixtureArticle, lookup({ tags: named }))).toEqual([]);
    const problems = tagsNamedInBlogPage(fixtureArticle, lookup({ tags: named.slice(1) }));
    expect(problems.map(({ path }) => path)).toEqual([['tags', 0]]);
    expect(problems[0].message).toContain(`"${tags[0]}" has no name in content/site/blog.json`);
  });
});
