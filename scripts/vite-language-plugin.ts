import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

/**
 * Sets the document's lang attribute from "language" in content/site/site.json, in dev and in the
 * build alike (the content step validates the file; before it is valid, the template's stays).
 */
export function languagePlugin(siteFile: URL): Plugin {
  return {
    name: 'site-language',
    transformIndexHtml(html) {
      const language = (() => {
        try {
          return (JSON.parse(readFileSync(siteFile, 'utf8')) as { languages?: Array<{ locale?: unknown }> }).languages?.[0]?.locale;
        } catch {
          return undefined;
        }
      })();
      return typeof language === 'string' && /^[a-z]{2}(-[A-Z]{2})?$/.test(language) ? html.replace(/<html lang="[^"]*"/, `<html lang="${language}"`) : html;
    },
  };
}
