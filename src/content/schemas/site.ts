import { z } from 'zod';
import { pastYear } from '../dates';
import { text, uniqueBy } from '../fields';
import { title } from '../lengths';

/** One language of the site. */
const languageSchema = z.strictObject({
  /** The language's tag as in addresses and in content/<tag>/ (lowercase BCP 47, like "ar" or "pt-br"); the source's folder is content/ itself. */
  tag: z.string().regex(/^[a-z]{2,3}(-[a-z0-9]{2,8})?$/, 'should be a lowercase language tag like "ar", "fr" or "pt-br".'),
  /** The language named in itself, as the language picker shows it: "العربية", "Français", "বাংলা". */
  name: z.string().trim().min(1),
  /** The direction its script is written in: rtl for Arabic, Hebrew, Urdu; ltr for the others. */
  direction: z.enum(['ltr', 'rtl']),
  /** The BCP 47 locale its pages are written in and format dates and numbers with, like "en-GB" or "ar"; also the lang attribute and the Open Graph locale. */
  locale: z.string().regex(/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/, 'should be a locale like "en-GB", "ar" or "fr".'),
  /**
   * The Noto font family its script is set in when it is not Latin, like "Noto Sans Arabic": named first on its pages (a
   * phone that lacks it sets the script in its own font, as when this is left out) and drawn in its share images (the
   * build reads it from the npm package @expo-google-fonts/noto-sans-arabic; Noto Sans when absent).
   */
  font: z.string().regex(/^Noto Sans( [A-Z][a-z]+)*$/, 'should be a Noto font family like "Noto Sans Arabic" or "Noto Sans Bengali".').optional(),
  /**
   * How tall its script's lines are: "tall" for a script whose marks stand above and below the
   * letters (Arabic diacritics, Bengali vowel signs), so headings and small print clip none; left out (or "normal") for the others.
   */
  lineHeight: z.enum(['normal', 'tall']).optional(),
});

/** content/site/site.json: who the site is and where it lives. */
export const siteSchema = z.strictObject({
  /** The name shown in the header, titles and footer. */
  name: title,
  /** A short line under the name in the footer. */
  tagline: text,
  /** The public address of the site (its base URL, the one place it is set), used for canonical links, share images, structured data and sitemap.xml. */
  origin: z.string().regex(/^https:\/\/[^/\s]+$/, 'should be the site address with no path, like "https://www.example.org".'),
  /**
   * The site's languages, the source first: English at the root, each other one under /<tag>/ with
   * its words in content/<tag>/. Adding a language is one item here and its translated files.
   */
  languages: uniqueBy(languageSchema, 'tag').min(1),
  /** The variety of English every page is written in; the content check flags the other spelling of common medical words. */
  english: z.enum(['British', 'American']),
  /** The year the service started, not after this year; shown in the copyright line. */
  foundedYear: pastYear(1990),
});

export type Site = z.infer<typeof siteSchema>;
