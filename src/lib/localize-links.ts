// The links of a page rendered in a language other than the source's: each address inside the
// site goes to the same page in that language, except a page that language does not have.
import { routeForPath, serverPaths } from '../routes';
import { pathInLanguage, type PageLanguage, type SiteLanguage } from './page-language';

/** Whether an address is a page of the site (not a file, an asset or the receiver's). */
function isPageAddress(path: string): boolean {
  if (!path.startsWith('/') || path.startsWith('//') || path.startsWith('/api/') || path.startsWith('/assets/')) return false;
  // The server's own pages (the care-team inbox) are in one language only.
  if (serverPaths.some((served) => path === served || path.startsWith(`${served}/`) || path.startsWith(`${served}?`))) return false;
  const last = path.split(/[?#]/)[0].split('/').pop() ?? '';
  return !last.includes('.');
}

/**
 * Whether a page exists in the page's language: every page does, except those of a route that
 * copies only translated entries (a blog article) whose entry is not translated up to date.
 */
function existsIn(path: string, translated: (path: string) => boolean): boolean {
  const route = routeForPath(path);
  return !route?.translatedOnly || translated(path);
}

/**
 * The page's HTML with each link to a page of the site pointing at that page in the page's
 * language: <a href> (but not a link with hreflang, which names its language itself, like the
 * language picker's), <form action> and the addresses in islands' props. A link to a page the
 * language does not have keeps the source's address and says its language (hreflang, lang).
 * `translated` says whether the page's language has the page at a source address up to date.
 */
export function localizeLinks(html: string, page: PageLanguage, translated: (path: string) => boolean): string {
  const sourceTag = page.languages[0].tag;
  const tag = page.language.tag;
  if (tag === sourceTag) return html;
  const localize = (address: string) => pathInLanguage(address, tag, sourceTag);
  const source = page.languages[0];
  return html
    .replace(/<a\s[^>]*>/g, (anchor) => {
      if (/\shreflang=/i.test(anchor)) return anchor;
      return anchor.replace(/(\shref=")(\/[^"]*)"/, (whole, before: string, address: string) => {
        if (!isPageAddress(address)) return whole;
        const path = address.split(/[?#]/)[0] || '/';
        if (existsIn(path, translated)) return `${before}${localize(address)}"`;
        return `${whole} hreflang="${source.tag}" lang="${source.locale}"`;
      });
    })
    .replace(/(<form\s[^>]*\saction=")(\/[^"]*)"/g, (whole, before: string, address: string) => (isPageAddress(address) ? `${before}${localize(address)}"` : whole))
    .replace(/(\sdata-props="[^"]*)/g, (props) =>
      props.replace(/(&quot;[A-Za-z]*(?:href|Href|action|Action)&quot;:&quot;)(\/[^&]*)(&quot;)/g, (whole, before: string, address: string, after: string) =>
        isPageAddress(address) && existsIn(address.split(/[?#]/)[0] || '/', translated) ? `${before}${localize(address)}${after}` : whole,
      ),
    );
}

/**
 * The page of `framed` (rendered in the page's language) with the content of its <main> taken
 * from `content` (the same page rendered in `language`), marked with that language: a page not
 * translated shows the source's content inside the translated header and footer.
 */
export function withLanguageOf(framed: string, content: string, language: SiteLanguage): string {
  const main = /<main\b[^>]*>([\s\S]*)<\/main>/;
  const inner = main.exec(content)?.[1];
  if (inner === undefined) return framed;
  return framed.replace(main, (whole) => {
    const open = /^<main\b[^>]*>/.exec(whole)![0];
    return `${open.slice(0, -1)} lang="${language.locale}" dir="${language.direction}">${inner}</main>`;
  });
}
