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
function sitemapXml(origin: string, pages: ReadonlyArray<{ path: string; lastmod: string | null }>): string {
  const urls = pages.map(({ path, lastmod }) => `  <url><loc>${escapeHtml(origin + path)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/**
 * Writes sitemap.xml for the indexable pages, each with the date the pre-render step read from
 * its document (reading every page back here would hold them all in memory at once), and robots.txt pointing to it.
 */
export async function writeSitemap(dist: string, origin: string, pages: ReadonlyArray<{ path: string; lastmod: string | null }>): Promise<void> {
  await writeFile(`${dist}/sitemap.xml`, sitemapXml(origin, pages));
  // Demo pages carry a noindex meta tag; robots.txt must let crawlers read it, so it blocks nothing.
  await writeFile(`${dist}/robots.txt`, `User-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`);
}
