import type { Locator, Page } from '@playwright/test';
import common from '../../content/site/common.json' with { type: 'json' };
import blog from '../../content/site/blog.json' with { type: 'json' };
import howWeCount from '../../content/site/how-we-count.json' with { type: 'json' };
import navigation from '../../content/site/navigation.json' with { type: 'json' };
import { siteMenuId } from '../../src/lib/menu-ids';

// What the public pages show, found as a visitor finds it: by its role and its words (from content), or by an
// attribute the page has for its own sake. The pages carry no test ids: every page would send their bytes.

/** Text as a regular expression that matches it literally. */
export const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The longest run of a template's own words, between the values it is filled with ("Medically reviewed by"). */
export function templateWords(template: string): string {
  return template
    .split(/\{[^}]+\}/)
    .map((part) => part.trim())
    .reduce((longest, part) => (part.length > longest.length ? part : longest), '');
}

/** The line saying who reviewed the page and when (a medical page's, an article's, a legal page's), found by its template's words. */
export function reviewedByLine(page: Page): Locator {
  const templates = [...Object.values(common.reviewedBy), blog.article.reviewedBy];
  return page.locator('p', { hasText: new RegExp(templates.map((template) => escape(templateWords(template))).join('|')) });
}

/** The line naming who wrote a medical page (WrittenBy), found by its template's words. */
export const writtenByLine = (page: Page): Locator => page.locator('p', { hasText: templateWords(howWeCount.writtenBy) });

/** The page's breadcrumb trail: the navigation landmark content names so. */
export const breadcrumbs = (page: Page): Locator => page.getByRole('navigation', { name: navigation.breadcrumb.label });

/** The site's menu, in any language: the navigation the Menu button opens (its popovertarget), the drawer below the desktop size. */
export const siteMenu = (page: Page): Locator => page.locator(`nav#${siteMenuId}`);

/** The notes under figures in `scope` (FigureNote), each a disclosure that says which kind of figure it explains. */
export const figureNotes = (scope: Page | Locator): Locator => scope.locator('details[data-kind]');

/** What a figure's note says under one of its labels (what it counts, over whom, when), found by that label's words. */
export function noteField(note: Locator, label: keyof Pick<typeof howWeCount.note, 'meaning' | 'countedOver' | 'period'>): Locator {
  return note.locator('dt', { hasText: howWeCount.note[label] }).locator('xpath=following-sibling::dd[1]');
}

/** The ratings in `scope` (Rating), each saying what it rates, with its note. */
export const ratings = (scope: Page | Locator): Locator => scope.locator('[data-rates]');

/** The questions of the FAQ lists in `scope` (FaqList), each a disclosure with its question as summary. */
export const faqQuestions = (scope: Page | Locator): Locator => scope.locator('details[id^="faq-"]');

/** The element that scrolls inside `container` (the menu drawer's list): the first whose overflow scrolls. */
export async function scrollingPart(container: Locator): Promise<Locator> {
  const index = await container.locator('*').evaluateAll((elements) => elements.findIndex((element) => ['auto', 'scroll'].includes(getComputedStyle(element).overflowY)));
  if (index === -1) throw new Error('Nothing in it scrolls');
  return container.locator('*').nth(index);
}

/** A blog list's grid of articles: the region its heading names (`heading`, as content words it, in the page's language), shown or hidden. */
export const articleGrid = (page: Page, heading: string): Locator => page.getByRole('region', { name: new RegExp(`^${escape(heading)}`), includeHidden: true });

/** The like toggle under an article's heading (ArticleActions): the button its content word starts, shown or hidden. */
export const likeButton = (page: Page): Locator => page.getByRole('button', { name: new RegExp(`^${escape(blog.article.like)}`), includeHidden: true });

/** The bookmark toggle under an article's heading (ArticleActions). */
export const bookmarkButton = (page: Page): Locator => page.getByRole('button', { name: blog.article.bookmark, exact: true, includeHidden: true });

/** The number a like toggle shows beside its word. */
export async function likeCount(like: Locator): Promise<number> {
  return Number((await like.textContent())!.replace(/\D/g, ''));
}

/** The package cards in `scope` (PackageCard): articles named by their heading. */
export const packageCards = (scope: Page | Locator): Locator => scope.locator('article[aria-labelledby^="package-card-"]');

/** The card of the package named `name`. */
export const packageCard = (scope: Page | Locator, name: string): Locator => scope.getByRole('article', { name, exact: true });
