/** dist/sitemap.xml and dist/robots.txt: exactly the indexable pages, each with the latest content date it shows. */
import { writeFile } from 'node:fs/promises';
import { escapeHtml } from './page-document';

/**
 * The latest content date a page shows (a review, a last update, the day a figure was checked),
 * from the datetime of its <time> elements, as YYYY-MM-DD; null when it shows none.
 */
export function latestContentDate(html: string): string | null {
  const dates = [...html.matchAll(/<time\b[^>]*\sdatetime="(\d{4}-\d{2}-\d{2})"/gi)].map((match) => match[1]);
  return dates.length > 0 ? dates.sort().at(-1)! : null;
}

/** The sitemap of the given pages, each with its lastmod where it has one. */
function sitemapXml(origin: string, pages: ReadonlyArray<SitemapPage>): string {
  const urls = pages.map(({ path, lastmod, alternates = [] }) => {
    const links = alternates.map((alternate) => `<xhtml:link rel="alternate" hreflang="${alternate.hreflang}" href="${escapeHtml(origin + alternate.path)}"/>`).join('');
    return `  <url><loc>${escapeHtml(origin + path)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}${links}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}

/** One page of sitemap.xml: its address, its latest content date, and the same page in each language it is translated into (with x-default). */
export interface SitemapPage {
  path: string;
  lastmod: string | null;
  alternates?: ReadonlyArray<{ hreflang: string; path: string }>;
}

/**
 * Writes sitemap.xml for the indexable pages, each with the date the pre-render step read from
 * its document (reading every page back here would hold them all in memory at once), and robots.txt pointing to it.
 */
export async function writeSitemap(dist: string, origin: string, pages: ReadonlyArray<SitemapPage>): Promise<void> {
  await writeFile(`${dist}/sitemap.xml`, sitemapXml(origin, pages));
  // Demo pages carry a noindex meta tag; robots.txt must let crawlers read it, so it blocks nothing.
  await writeFile(`${dist}/robots.txt`, `User-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`);
}
