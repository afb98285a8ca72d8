import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Testimonials } from '../../src/components/home/Testimonials';
import { PersonaCard } from '../../src/components/info/PersonaCard';
import { HospitalCard } from '../../src/components/network/HospitalCard';
import { ReviewList } from '../../src/components/network/ReviewList';
import { hospitals } from '../../src/generated/hospitals';
import { personas } from '../../src/generated/personas';
import { common, site } from '../../src/generated/site';
import { testimonials } from '../../src/generated/testimonials';
import { cityName } from '../../src/lib/cities';
import { formatCount, formatDate } from '../../src/lib/format';
import { formatList, joinParts, joinText, listParts } from '../../src/lib/lists';
import { setLocaleSource } from '../../src/lib/locale';
import { currentPageLanguage, inLanguage, inPageLanguage, type SiteLanguage } from '../../src/lib/page-language';
import { packageById } from '../../src/lib/packages';
import { fillTemplate } from '../../src/lib/template';

const languages = site.languages as readonly SiteLanguage[];

/** Runs `render` as a page in `language` renders: its words, its numbers. */
function inPage<T>(language: SiteLanguage, render: () => T): T {
  return inPageLanguage({ language, languages, path: '/', status: language === languages[0] ? 'source' : 'translated', available: [language], sample: false }, render);
}

/** The separator a language's own list data puts between the first two of three items ("," or "،"), without the words around it. */
function listComma(locale: string): string {
  const literal = new Intl.ListFormat(locale, { type: 'unit', style: 'short' }).formatToParts(['a', 'b', 'c']).find((part) => part.type === 'literal')!.value;
  return literal.trim().replace(/\p{L}+$/u, '').trim();
}

/** A page's text as a reader sees it: tags dropped, entities read. */
function textOf(html: string): string {
  return html.replace(/<[^>]+>/g, '').replace(/&amp;/g, '&').replace(/&#x27;|&#39;/g, "'").replace(/&quot;/g, '"');
}

beforeAll(() => setLocaleSource(() => currentPageLanguage()?.language));
afterEach(() => setLocaleSource(() => currentPageLanguage()?.language));

describe('a list in the page’s language', () => {
  it.each(languages.map((language) => [language.tag, language] as const))('in %s, reads with the language’s own separators and conjunction', (_, language) => {
    const items = ['one', 'two', 'three'];
    inPage(language, () => {
      for (const type of ['conjunction', 'disjunction', 'unit'] as const) {
        const own = new Intl.ListFormat(language.locale, { type, style: 'long' });
        expect(formatList(items, type)).toBe(own.format(items));
        // A language whose own list puts no ", " between items shows none.
        if (!own.format(items).includes(', ')) expect(formatList(items, type)).not.toContain(', ');
      }
    });
  });

  it.each(languages.map((language) => [language.tag, language] as const))('in %s, keeps elements as they are, in their order, between the same words', (_, language) => {
    const items = [{ id: 'a' }, { id: 'b' }, { id: 'c' }];
    inPage(language, () => {
      const parts = listParts(items);
      expect(parts.filter((part) => typeof part !== 'string')).toEqual(items);
      expect(parts.map((part) => (typeof part === 'string' ? part : part.id)).join('')).toBe(formatList(['a', 'b', 'c']));
    });
  });
});

describe('facts side by side, joined as each language joins them', () => {
  it.each(languages.map((language) => [language.tag, language] as const))('in %s, the joiners hold the comma of the language’s own lists', (_, language) => {
    const joiners = inLanguage(common, language.tag).joiners;
    expect(joiners.comma).toContain(listComma(language.locale));
  });

  it('joins two or three, from the start, keeping elements', () => {
    const joiner = '{first} + {second}';
    expect(joinText([], joiner)).toBe('');
    expect(joinText(['a'], joiner)).toBe('a');
    expect(joinText(['a', 'b', 'c'], joiner)).toBe('a + b + c');
    const b = { id: 'b' };
    expect(joinParts(['a', b], joiner)).toEqual(['a', ' + ', b]);
  });
});

describe('cards join their facts in the page’s language, never with a typed comma', () => {
  it.each(languages.map((language) => [language.tag, language] as const))('in %s: a hospital’s city and region, and its specialties', (_, language) => {
    inPage(language, () => {
      const hospital = hospitals[0]!;
      const text = textOf(renderToStaticMarkup(<HospitalCard hospital={hospital} />));
      expect(text).toContain(joinText([cityName(hospital.city), hospital.region], common.joiners.comma));
      expect(text).toContain(formatList(hospital.specialties, 'unit'));
    });
  });

  it.each(languages.map((language) => [language.tag, language] as const))('in %s: a persona’s name, age and country', (_, language) => {
    inPage(language, () => {
      const persona = personas[0]!;
      const text = textOf(renderToStaticMarkup(<PersonaCard persona={persona} />));
      const comma = common.joiners.comma;
      expect(text).toContain(fillTemplate(comma, { first: fillTemplate(comma, { first: persona.name, second: formatCount(persona.age) }), second: persona.country }));
    });
  });

  it.each(languages.map((language) => [language.tag, language] as const))('in %s: a testimonial’s name, country and package', (_, language) => {
    inPage(language, () => {
      const featured = testimonials.find((testimonial) => testimonial.featured)!;
      const text = textOf(renderToStaticMarkup(<Testimonials />));
      const packageName = packageById(featured.package)?.shortName ?? '';
      expect(text).toContain(fillTemplate(common.joiners.dot, { first: fillTemplate(common.joiners.comma, { first: featured.name, second: featured.country }), second: packageName }));
      // The patient's own words in the language's quotation marks.
      expect(text).toContain(fillTemplate(common.quotation, { quote: featured.quote }));
    });
  });

  it.each(languages.map((language) => [language.tag, language] as const))('in %s: a review’s rating, name and date', (_, language) => {
    inPage(language, () => {
      const review = hospitals.flatMap((hospital) => hospital.reviews)[0]!;
      const text = textOf(renderToStaticMarkup(<ReviewList reviews={[review]} empty="" />));
      expect(text).toContain(fillTemplate(common.rating.outOf, { rating: formatCount(review.rating), best: formatCount(5) }));
      expect(text).toContain(fillTemplate(common.joiners.dot, { first: review.name, second: formatDate(review.date) }));
    });
  });
});
