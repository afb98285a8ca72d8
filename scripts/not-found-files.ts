// The not-found page in every language: where the build writes each, and which one a missing
// address gets, for the project's server and for static hosts alike. Derived from the site's
// languages (content/site/site.json), so a new language gets its own at once.
import { pathInLanguage, splitLanguage, type SiteLanguage } from '../src/lib/page-language';

/** An address no route has: rendering it in a language gives that language's not-found page. */
const unknownAddress = '/__not-found__';

/** A language's not-found page: the address rendered for it, the file written (relative to dist/), and the folder whose missing addresses it answers (null for the source: every other address). */
export interface NotFoundFile {
  language: SiteLanguage;
  render: string;
  file: string;
  folder: string | null;
}

/** Each language's not-found page, the source's first: /404.html, then /<tag>/404.html. */
export function notFoundFiles(languages: readonly SiteLanguage[]): NotFoundFile[] {
  const source = languages[0];
  return languages.map((language) => ({
    language,
    render: pathInLanguage(unknownAddress, language.tag, source.tag),
    file: pathInLanguage('/404.html', language.tag, source.tag).slice(1),
    folder: language === source ? null : pathInLanguage('/', language.tag, source.tag),
  }));
}

/** The not-found file (relative to dist/) for a missing address: its language's, by the folder it is under; else the source's. */
export function notFoundFileFor(pathname: string, languages: readonly SiteLanguage[]): string {
  const { tag } = splitLanguage(pathname, languages.slice(1).map((language) => language.tag));
  const files = notFoundFiles(languages);
  return (files.find((file) => file.language.tag === tag) ?? files[0]).file;
}

/**
 * The lines of dist/_redirects that give each language's missing addresses its own not-found page
 * (Netlify: a rule that is not forced applies only where no file exists). Cloudflare Pages needs
 * none: it answers with the nearest 404.html up the folders.
 */
export function notFoundRedirects(languages: readonly SiteLanguage[]): string[] {
  return notFoundFiles(languages).flatMap((file) => (file.folder ? [`${file.folder}/* /${file.file} 404`] : []));
}
