import { expect, test } from '@playwright/test';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import matter from 'gray-matter';
import type { BlogPage } from '../../src/content/schemas/blog-page';
import type { NotFoundContent } from '../../src/content/schemas/not-found';
import { languages } from '../../src/generated/languages';
import { pageStatuses } from '../../src/generated/page-statuses';
import { categoryId } from '../../src/lib/blog/rules';
import { once, openPage, waitForIsland } from './helpers';
import { articleGrid } from './locate';

// A right-to-left language with articles translated, and its words as its content files give them.
const [source, ...others] = languages;
const rtl = others.find((language) => language.direction === 'rtl' && existsSync(`content/${language.tag}/blog`))!;
const words = <T>(file: string): T => JSON.parse(readFileSync(`content/${rtl.tag}/site/${file}`, 'utf8')) as T;
const blog = words<BlogPage>('blog.json');
const inEnglish = words<{ languages: { inEnglish: string } }>('common.json').languages.inEnglish;
const notFound = words<NotFoundContent>('not-found.json');
const ids = readdirSync('content/blog').map((file) => file.replace(/\.mdx$/, ''));
const translated = ids.filter((id) => pageStatuses[rtl.tag]?.translated.includes(`/blog/${id}`));
const titleIn = (id: string) => (matter(readFileSync(`content/${rtl.tag}/blog/${id}.mdx`, 'utf8')).data as { title: string }).title;

test.describe(`the blog in ${rtl.tag}`, once, () => {
  test('lists its translated articles inside the language first, then every other article in English, marked and linking to the English page', async ({ page }) => {
    const seen: Array<{ href: string; hreflang: string | null; lang: string | null; marked: boolean }> = [];
    await openPage(page, `/${rtl.tag}/blog`);
    for (;;) {
      const cards = articleGrid(page, blog.gridHeading).locator('[data-article-card]');
      for (const card of await cards.all()) {
        const link = card.locator('h3 a');
        seen.push({
          href: (await link.getAttribute('href'))!,
          hreflang: await link.getAttribute('hreflang'),
          lang: await link.getAttribute('lang'),
          marked: (await card.getByText(inEnglish, { exact: true }).count()) > 0,
        });
      }
      const next = page.getByRole('link', { name: blog.paging.next });
      if ((await next.count()) === 0) break;
      await Promise.all([page.waitForURL(/\/page\/\d+$/), next.click()]);
    }
    // Every article once, over all the pages.
    expect(seen.map((card) => card.href.slice(card.href.lastIndexOf('/') + 1)).sort()).toEqual([...ids].sort());
    const inLanguage = seen.slice(0, translated.length);
    expect(inLanguage.map((card) => card.href).sort()).toEqual(translated.map((id) => `/${rtl.tag}/blog/${id}`).sort());
    for (const card of inLanguage) expect(card).toMatchObject({ hreflang: null, lang: null, marked: false });
    for (const card of seen.slice(translated.length)) {
      expect(card.href).toMatch(/^\/blog\//);
      expect(card.hreflang).toBe(source.tag);
      expect(card.lang).toBe(source.locale);
      expect(card.marked).toBe(true);
    }
    if (seen.length > translated.length) await expect(articleGrid(page, blog.gridHeading).getByText(inEnglish, { exact: true }).first()).toBeVisible();
  });

  test('search finds a translated article whether its words are typed with diacritics or without', async ({ page }) => {
    test.skip(translated.length === 0, 'no article translated');
    const id = translated[0];
    const word = titleIn(id).split(/\s+/).find((part) => part.length > 3)!;
    await openPage(page, `/${rtl.tag}/blog`);
    await waitForIsland(page, 'BlogSearch');
    for (const typed of [word.replace(/[\u064B-\u0652]/g, ''), [...word].map((letter) => `${letter}\u064E`).join('')]) {
      await page.getByLabel(blog.search.label).fill(typed);
      await expect(page.getByTestId('blog-results').locator(`a[href="/${rtl.tag}/blog/${id}"]`)).toBeVisible();
    }
  });
});

test(`the blog search in ${rtl.tag} reads its words, tab and categories' names from its HTML, and its cards name the category in the page's language`, once, async ({ page }) => {
  test.skip(translated.length === 0, 'no article translated');
  const id = translated[0]!;
  const category = (matter(readFileSync(`content/blog/${id}.mdx`, 'utf8')).data as { category: string }).category;
  await openPage(page, `/${rtl.tag}/blog`);
  const props = JSON.parse((await page.locator('island-root[data-island="BlogSearch"]').getAttribute('data-props')) ?? '{}') as Record<string, unknown>;
  expect(Object.keys(props).sort()).toEqual(['indexPath', 'messages', 'pageSize']);
  // The category's name in this language, as its tab link shows it (beside the count).
  const label = ((await page.locator(`a[data-blog-tab="${categoryId(category)}"]`).evaluate((link) => link.firstChild?.textContent)) ?? '').trim();
  expect(label).not.toBe(category);
  for (const shown of [blog.search.label, blog.search.placeholder, label]) expect(JSON.stringify(props)).not.toContain(JSON.stringify(shown));
  await waitForIsland(page, 'BlogSearch');
  await expect(page.getByLabel(blog.search.label)).toHaveAttribute('placeholder', blog.search.placeholder);
  await page.getByLabel(blog.search.label).fill(titleIn(id));
  const card = page.getByTestId('blog-results').locator('[data-article-card]').filter({ has: page.locator(`a[href="/${rtl.tag}/blog/${id}"]`) });
  await expect(card.locator('.eyebrow')).toHaveText(label);
});

test(`a missing address under /${rtl.tag} answers 404 with the not-found page in its language and direction`, once, async ({ page }) => {
  const response = await openPage(page, `/${rtl.tag}/no-such-page`);
  expect(response?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('lang', rtl.locale);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: notFound.heading })).toBeVisible();
  await expect(page.getByRole('link', { name: notFound.homeAction })).toHaveAttribute('href', `/${rtl.tag}`);
});
