import { hospitals } from '../../generated/hospitals';
import { countries, site } from '../../generated/site';
import { packagesInOrder } from '../packages';
import type { RequestChoices } from './request';

/** A choice of a select field: the id the form sends and the words it shows. */
export interface Choice {
  id: string;
  label: string;
}

/** A country's name in `language`, or in English where that language has none. */
export function countryName(code: string, language: string): string | undefined {
  return new Intl.DisplayNames([language, 'en'], { type: 'region', fallback: 'none' }).of(code);
}

/** A language's name in itself ("English", "العربية"), as a list of languages to choose from shows it. */
export function languageName(tag: string): string {
  const language = new Intl.Locale(tag).language;
  return new Intl.DisplayNames([language, 'en'], { type: 'language' }).of(language) ?? tag;
}

/**
 * The languages the care team replies in: the site's languages (content/site/site.json), the
 * page's own first. One for now; when site.json lists several, they are read here.
 */
export function replyLanguageTags(): string[] {
  return [site.language];
}

/** The conditions (one per package, in the packages' order), partner hospitals, countries (by name) and reply languages a request may name, from content. */
export function requestChoiceLists(language: string = site.language): { conditions: Choice[]; hospitals: Choice[]; countries: Choice[]; replyLanguages: Choice[] } {
  return {
    conditions: packagesInOrder.map((pkg) => ({ id: pkg.id, label: pkg.shortName })),
    hospitals: [...hospitals].sort((a, b) => a.name.localeCompare(b.name)).map((hospital) => ({ id: hospital.id, label: `${hospital.name}, ${hospital.city}` })),
    countries: countries.codes.map((code) => ({ id: code, label: countryName(code, language) ?? code })).sort((a, b) => a.label.localeCompare(b.label, language)),
    replyLanguages: replyLanguageTags().map((tag) => ({ id: tag, label: languageName(tag) })),
  };
}

/** The ids the request schema accepts. */
export function requestChoices(): RequestChoices {
  const lists = requestChoiceLists();
  return {
    conditions: lists.conditions.map((choice) => choice.id),
    hospitals: lists.hospitals.map((choice) => choice.id),
    countries: lists.countries.map((choice) => choice.id),
    replyLanguages: lists.replyLanguages.map((choice) => choice.id),
  };
}
