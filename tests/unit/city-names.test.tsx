import { readFileSync } from 'node:fs';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { HospitalCard } from '../../src/components/network/HospitalCard';
import { hospitals } from '../../src/generated/hospitals';
import { site } from '../../src/generated/site';
import { cityName } from '../../src/lib/cities';
import { inPageLanguage, type SiteLanguage } from '../../src/lib/page-language';
import { problemsWith } from './content-helpers';

const languages = site.languages as readonly SiteLanguage[];

/** Runs `render` as a page in `language` renders. */
const inPage = <T,>(language: SiteLanguage, render: () => T): T =>
  inPageLanguage({ language, languages, path: '/hospitals', status: language === languages[0] ? 'source' : 'translated', available: [language], sample: false }, render);

/** The city names a language's file gives, read from content: the English file for the source. */
const namesIn = (language: SiteLanguage) =>
  (JSON.parse(readFileSync(language === languages[0] ? 'content/site/cities.json' : `content/${language.tag}/site/cities.json`, 'utf8')) as { names: Record<string, string> }).names;

const textOf = (html: string) => html.replace(/<[^>]*>/g, ' ');

describe('a city’s name', () => {
  it.each(languages.map((language) => [language.tag, language] as const))('in %s: every hospital card shows its city in the page’s language, and filters by the fact', (_, language) => {
    const names = namesIn(language);
    inPage(language, () => {
      for (const hospital of hospitals) {
        expect(names[hospital.city], hospital.city).toBeDefined();
        expect(cityName(hospital.city)).toBe(names[hospital.city]);
        const html = renderToStaticMarkup(<HospitalCard hospital={hospital} />);
        expect(textOf(html)).toContain(names[hospital.city]);
        expect(html).toContain(`data-city="${hospital.city}"`);
      }
    });
  });

  it('is required of every hospital’s city, at the hospital file’s line', async () => {
    const file = readFileSync(`content/hospitals/${hospitals[0]!.id}.mdx`, 'utf8');
    const moved = file.replace(/^city: .*$/m, 'city: Nowhere Town');
    const problems = await problemsWith({ [`content/hospitals/${hospitals[0]!.id}.mdx`]: moved });
    const line = moved.split('\n').findIndex((text) => text.startsWith('city: ')) + 1;
    expect(problems).toContainEqual(expect.stringMatching(new RegExp(`^content/hospitals/${hospitals[0]!.id}\\.mdx:${line} city: is "Nowhere Town", which content/site/cities.json does not name`)));
  });
});
