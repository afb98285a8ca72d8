import { expect, test, type Locator, type Page } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import matter from 'gray-matter';
import type { BlogPage } from '../../src/content/schemas/blog-page';
import { once, openPage, waitForIsland, watchConsole } from './helpers';
import { articleGrid, bookmarkButton, escape, likeButton, likeCount, reviewedByLine, templateWords } from './locate';

// Everything expected here is read from content and worked out by the spec's rules, written out again in this file.
const blog = JSON.parse(readFileSync('content/site/blog.json', 'utf8')) as BlogPage;
const categories = ['Surgery', 'Recovery', 'Research', 'Patient Stories'];
const tabIdOf = (name: string) => name.toLowerCase().replace(/[ &]/g, '-');
const articles = readdirSync('content/blog').map((file) => {
  const data = matter(readFileSync(`content/blog/${file}`, 'utf8')).data as {
    title: string;
    excerpt: string;
    category: string;
    publishDate: string | Date;
    tags: string[];
    author: string;
    sources: Array<{ title: string }>;
  };
  const id = file.replace(/\.mdx$/, '');
  const publishDate = data.publishDate instanceof Date ? data.publishDate.toISOString().slice(0, 10) : data.publishDate;
  return { ...data, id, publishDate, href: `/blog/${id}` };
});
const newestFirst = <T extends { publishDate: string; id: string }>(list: T[]) =>
  [...list].sort((a, b) => (a.publishDate === b.publishDate ? (a.id < b.id ? -1 : 1) : a.publishDate < b.publishDate ? 1 : -1));
/** The spec's rule: case-insensitive substring of the title or the excerpt. */
const matching = (query: string, list = articles) =>
  list.filter((article) => article.title.toLowerCase().includes(query.toLowerCase()) || article.excerpt.toLowerCase().includes(query.toLowerCase()));
const perPage = 12;

async function cardLinks(list: Locator): Promise<string[]> {
  return list.locator('[data-article-card] h3 a').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
}

async function search(page: Page, text: string) {
  await waitForIsland(page, 'BlogSearch');
  await page.getByLabel(blog.search.label).fill(text);
}

test.describe('/blog', () => {
  test('search narrows the grid to the articles the spec’s rule finds, and survives a reload through the address', once, async ({ page }) => {
    const console = watchConsole(page);
    const article = articles[0];
    // A part of a title, typed in another case: the rule ignores case.
    const query = article.title.slice(0, Math.min(12, article.title.length)).toUpperCase();
    const expected = matching(query);
    await openPage(page, '/blog');
    await search(page, query);
    await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(query).replace(/%20/g, '(\\+|%20)')}`));
    await expect(page.getByTestId('blog-results').locator('[data-article-card]')).toHaveCount(Math.min(expected.length, perPage));
    expect((await cardLinks(page.getByTestId('blog-results'))).sort()).toEqual(newestFirst(expected).slice(0, perPage).map((a) => a.href).sort());
    await expect(articleGrid(page, blog.gridHeading)).toBeHidden();

    await page.reload();
    await waitForIsland(page, 'BlogSearch');
    await expect(page.getByLabel(blog.search.label)).toHaveValue(query);
    await expect(page.getByTestId('blog-results').locator('[data-article-card]')).toHaveCount(Math.min(expected.length, perPage));
    expect(console.problems).toEqual([]);
  });

  test('offers close matches, loading fuse.js, only when nothing matches', once, async ({ page }) => {
    const fuseRequests: string[] = [];
    page.on('request', (request) => request.url().includes('fuse') && fuseRequests.push(request.url()));
    const article = articles[0];
    await openPage(page, '/blog');
    await search(page, article.title.slice(0, 8));
    await expect(page.getByTestId('blog-results')).toBeVisible();
    await expect(page.getByTestId('blog-close-matches')).toHaveCount(0);
    expect(fuseRequests).toEqual([]);

    // The title with two letters swapped: the substring rule finds nothing, a fuzzy search finds the article.
    const words = article.title.split(' ');
    const long = words.findIndex((word) => word.length > 5);
    words[long] = words[long][1] + words[long][0] + words[long].slice(2);
    const typo = words.join(' ');
    expect(matching(typo)).toEqual([]);
    await page.getByLabel(blog.search.label).fill(typo);
    await expect(page.getByRole('search').getByRole('status')).toHaveText(blog.search.noMatches.replace('{query}', typo));
    await expect(page.getByTestId('blog-close-matches').getByRole('link', { name: article.title })).toBeVisible();
    expect(fuseRequests.length).toBeGreaterThan(0);
  });

  test('the category tabs list the articles of their category, and carry the search along', once, async ({ page }) => {
    await openPage(page, '/blog');
    const nav = page.getByRole('navigation', { name: blog.categoriesLabel });
    for (const category of categories) {
      const inCategory = articles.filter((article) => article.category === category);
      await nav.getByRole('link', { name: new RegExp(`^${category} ${inCategory.length}$`) }).click();
      await expect(page).toHaveURL(new RegExp(`/blog/category/${tabIdOf(category)}$`));
      await expect(page.getByRole('navigation', { name: blog.categoriesLabel }).getByRole('link', { name: new RegExp(`^${category}`) })).toHaveAttribute('aria-current', 'page');
      if (inCategory.length === 0) await expect(page.getByText(blog.emptyCategory)).toBeVisible();
      else expect(await cardLinks(articleGrid(page, blog.gridHeading))).toEqual(newestFirst(inCategory).slice(0, perPage).map((a) => a.href));
    }
    await search(page, 'a');
    await expect(page.getByRole('navigation', { name: blog.categoriesLabel }).getByRole('link', { name: new RegExp(`^${blog.allLabel} `) })).toHaveAttribute('href', '/blog?q=a');
  });

  test('shows how many articles each category has, counted from the articles', once, async ({ page }) => {
    await openPage(page, '/blog');
    const nav = page.getByRole('navigation', { name: blog.categoriesLabel });
    await expect(nav.getByRole('link', { name: `${blog.allLabel} ${articles.length}` })).toBeVisible();
    for (const category of categories)
      await expect(nav.getByRole('link', { name: `${category} ${articles.filter((article) => article.category === category).length}` })).toBeVisible();
  });

  test('links the Atom feed from its head and its page, and the feed lists the newest articles, as many as the blog says', once, async ({ page, request }) => {
    await openPage(page, '/blog');
    const feedHref = await page.locator('head link[rel="alternate"][type="application/atom+xml"]').getAttribute('href');
    expect(feedHref).toBeTruthy();
    await expect(page.getByRole('link', { name: blog.feedLink })).toHaveAttribute('href', feedHref!);
    const response = await request.get(feedHref!);
    expect(response.status()).toBe(200);
    const xml = await response.text();
    const entries = await page.evaluate((text) => {
      const doc = new DOMParser().parseFromString(text, 'application/xml');
      if (doc.querySelector('parsererror')) throw new Error('The feed is not well-formed XML');
      return [...doc.getElementsByTagNameNS('http://www.w3.org/2005/Atom', 'entry')].map((entry) => ({
        title: entry.getElementsByTagNameNS('http://www.w3.org/2005/Atom', 'title')[0]?.textContent,
        link: entry.getElementsByTagNameNS('http://www.w3.org/2005/Atom', 'link')[0]?.getAttribute('href'),
      }));
    }, xml);
    expect(entries.map((entry) => entry.title)).toEqual(newestFirst(articles).slice(0, blog.feedArticles).map((article) => article.title));
    for (const entry of entries) expect(new URL(entry.link!).pathname).toBe(articles.find((article) => article.title === entry.title)!.href);
  });
});

test.describe('/blog with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('each category is a page of its own listing the articles of that category, with paging links', once, async ({ page }) => {
    for (const category of categories) {
      const inCategory = newestFirst(articles.filter((article) => article.category === category));
      await page.goto('/blog');
      await page.getByRole('navigation', { name: blog.categoriesLabel }).getByRole('link', { name: new RegExp(`^${category}`) }).click();
      await expect(page).toHaveURL(new RegExp(`/blog/category/${tabIdOf(category)}$`));
      const pages = Math.max(1, Math.ceil(inCategory.length / perPage));
      for (let number = 1; number <= pages; number++) {
        if (inCategory.length === 0) await expect(page.getByText(blog.emptyCategory)).toBeVisible();
        else expect(await cardLinks(articleGrid(page, blog.gridHeading))).toEqual(inCategory.slice((number - 1) * perPage, number * perPage).map((a) => a.href));
        if (number < pages) await page.getByRole('link', { name: blog.paging.next }).click();
        else await expect(page.getByRole('link', { name: blog.paging.next })).toHaveCount(0);
      }
    }
  });

  test('an article reads in full: body, sources, tags, review, author', async ({ page, isMobile }) => {
    // Every article at the desktop size; the first at the phone size, where the template's layout differs.
    for (const article of isMobile ? articles.slice(0, 1) : articles) {
      const response = await page.goto(article.href);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1, name: article.title })).toBeVisible();
      await expect(page.getByText(`${blog.article.by} ${authorName(article.author)}`)).toBeVisible();
      await expect(reviewedByLine(page)).toContainText(templateWords(blog.article.reviewedBy));
      await expect(page.getByRole('region', { name: blog.article.sourcesHeading }).getByRole('listitem')).toHaveText(article.sources.map((source) => new RegExp(escape(source.title))));
      await expect(page.getByRole('region', { name: blog.article.tagsHeading }).getByRole('listitem')).toHaveText(article.tags.map((tag) => blog.tags.find((named) => named.tag === tag)!.label));
      await expect(page.getByRole('region', { name: blog.article.authorHeading }).getByRole('link', { name: blog.article.contact })).toHaveAttribute('href', '/coordinator-connect');
      await expect(page.getByRole('region', { name: blog.article.authorHeading }).getByRole('link', { name: blog.article.viewProfile })).toHaveAttribute('href', `/doctors/${article.author}`);
      await expect(page.locator('.prose-body h2').first()).toBeVisible();
      // The like and bookmark buttons would do nothing: they are not shown.
      await expect(likeButton(page)).toHaveCount(1);
      await expect(likeButton(page)).toBeHidden();
    }
  });
});

/** A person's name, as their file gives it. */
const authorName = (id: string) => (JSON.parse(readFileSync(`content/people/${id}.json`, 'utf8')) as { name: string }).name;


test.describe('an article', once, () => {
  test('keeps the like and the bookmark in this browser across reloads; the count shows one more when liked', async ({ page }) => {
    const article = articles[0];
    await openPage(page, article.href);
    await waitForIsland(page, 'ArticleActions');
    const like = likeButton(page);
    const count = await likeCount(like);
    await expect(like).toHaveAttribute('aria-pressed', 'false');
    await like.click();
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await expect(like).toHaveText(new RegExp(`\\D${count + 1}$`));
    await bookmarkButton(page).click();
    await expect(bookmarkButton(page)).toHaveAttribute('aria-pressed', 'true');

    await page.reload();
    await waitForIsland(page, 'ArticleActions');
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await expect(like).toHaveText(new RegExp(`\\D${count + 1}$`));
    await expect(bookmarkButton(page)).toHaveAttribute('aria-pressed', 'true');
    await like.click();
    await expect(like).toHaveText(new RegExp(`\\D${count}$`));
  });

  test('the like and bookmark toggles send as props only the article they remember: their words and the count come from their HTML', async ({ page }) => {
    const article = articles[0]!;
    await openPage(page, article.href);
    const props = JSON.parse((await page.locator('island-root[data-island="ArticleActions"]').getAttribute('data-props')) ?? '{}') as Record<string, unknown>;
    expect(props).toEqual({ articleId: article.id });
    await waitForIsland(page, 'ArticleActions');
    const like = likeButton(page);
    const count = await likeCount(like);
    await expect(like).toHaveAttribute('aria-pressed', 'false');
    await like.click();
    await expect(like).toHaveText(new RegExp(`^${blog.article.like}\\D*${count + 1}$`));
    await expect(bookmarkButton(page)).toBeVisible();
    await like.click();
    await expect(like).toHaveText(new RegExp(`^${blog.article.like}\\D*${count}$`));
  });

  test('links two related articles that exist, those of its own category first', async ({ page }) => {
    for (const article of articles) {
      await page.goto(article.href);
      const others = articles.filter((other) => other.id !== article.id);
      const related = page.getByRole('region', { name: blog.article.relatedHeading }).locator('[data-article-card] h3 a');
      await expect(related).toHaveCount(Math.min(2, others.length));
      const hrefs = await related.evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
      const sameCategory = others.filter((other) => other.category === article.category).length;
      hrefs.forEach((href, index) => {
        const other = others.find((candidate) => candidate.href === href);
        expect(other, `${article.id} links ${href}`).toBeDefined();
        if (index < sameCategory) expect(other!.category).toBe(article.category);
      });
      for (const href of hrefs) {
        const response = await page.request.get(href);
        expect(response.status()).toBe(200);
      }
    }
  });
});
