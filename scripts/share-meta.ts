/** What a page's share image shows, read from the page's document as the pre-render step writes it. */

/** The share image a document names (og:image), with the title (og:image:alt) and site name it shows. */
export interface ShareMeta {
  image: string;
  title: string | null;
  siteName: string | null;
}

const unescape = (text: string) => text.replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

/** The content of a <meta property="…"> of a document, unescaped. */
export function metaContent(html: string, property: string): string | null {
  const match = new RegExp(`<meta property="${property.replace(/:/g, '\\:')}" content="([^"]*)"`).exec(html);
  return match ? unescape(match[1]) : null;
}

/** The share image a document names, or null when it names none. */
export function shareMeta(html: string): ShareMeta | null {
  const image = metaContent(html, 'og:image');
  return image === null ? null : { image, title: metaContent(html, 'og:image:alt'), siteName: metaContent(html, 'og:site_name') };
}
