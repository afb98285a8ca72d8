import { hospitals } from '../../generated/hospitals';
import { common, countries, site } from '../../generated/site';
import { packages } from '../../generated/packages';
import type { RequestChoices } from './request';
import { hospitalWithCity } from '../hospital-name';

/** A choice of a select field: the id the form sends and the words it shows. */
export interface Choice {
  id: string;
  label: string;
}

/** A country's name in `language`, or in English where that language has none. */
export function countryName(code: string, language: string): string | undefined {
  let names = regionNames.get(language);
  if (!names) regionNames.set(language, (names = new Intl.DisplayNames([language, 'en'], { type: 'region', fallback: 'none' })));
  return names.of(code);
}
/** The names of countries in each language asked for, made once: a request form lists every country. */
const regionNames = new Map<string, Intl.DisplayNames>();

/** A language's name in itself ("English", "العربية"), as a list of languages to choose from shows it. */
export function languageName(tag: string): string {
  const language = new Intl.Locale(tag).language;
  return new Intl.DisplayNames([language, 'en'], { type: 'language' }).of(language) ?? tag;
}

/**
 * The site's language settings as content/site/site.json holds them: one `language` (a BCP 47
 * locale) while the site has one, a `languages` list (each with its `locale`) once it has several.
 */
interface SiteLanguages {
  language?: string;
  languages?: readonly { locale: string }[];
}

/**
 * The languages the care team replies in: the site's languages (content/site/site.json, read from
 * its `languages` list where there is one, else its one `language`), `first` (the page's own) first.
 */
export function replyLanguageTags(first?: string): string[] {
  const { language, languages } = site as SiteLanguages;
  const tags = languages && languages.length > 0 ? languages.map((entry) => entry.locale) : language ? [language] : [];
  return first && tags.includes(first) ? [first, ...tags.filter((tag) => tag !== first)] : tags;
}

/** The site's first language (its source), the one its pages are written in. */
const sourceLanguage = replyLanguageTags()[0] ?? 'en';

/** The conditions (one per package, in the packages' order), partner hospitals, countries (by name) and reply languages a request may name, from content. */
export function requestChoiceLists(language: string = sourceLanguage): { conditions: Choice[]; hospitals: Choice[]; countries: Choice[]; replyLanguages: Choice[] } {
  return {
    // Read at each call, so a page (or an answer of the receiver) in another language names them in it.
    conditions: [...packages].sort((a, b) => a.order - b.order).map((pkg) => ({ id: pkg.id, label: pkg.shortName })),
    hospitals: [...hospitals].sort((a, b) => a.name.localeCompare(b.name)).map((hospital) => ({ id: hospital.id, label: hospitalWithCity(hospital, common.joiners.comma) })),
    countries: countries.codes.map((code) => ({ id: code, label: countryName(code, language) ?? code })).sort((a, b) => a.label.localeCompare(b.label, language)),
    replyLanguages: replyLanguageTags(language).map((tag) => ({ id: tag, label: languageName(tag) })),
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
