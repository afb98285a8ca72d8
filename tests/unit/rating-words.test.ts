import { readFileSync } from 'node:fs';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Rating } from '../../src/components/packages/Rating';
import { bestRating } from '../../src/content/schemas/rating';
import { common } from '../../src/generated/site';
import { formatCount, formatRating } from '../../src/lib/format';
import { setLocaleSource } from '../../src/lib/locale';
import { plural } from '../../src/lib/plural';
import { fillTemplate } from '../../src/lib/template';

const site = JSON.parse(readFileSync('content/site/site.json', 'utf8')) as { languages: Array<{ tag: string; locale: string }> };

/** Runs `run` with `locale` as the words' language. */
function inLocale<T>(locale: string, run: () => T): T {
  setLocaleSource(() => ({ locale, direction: 'ltr' }));
  try {
    return run();
  } finally {
    setLocaleSource(null);
  }
}
const subjects = ['hospital', 'surgeon', 'package'] as const;

describe('a rating sentence', () => {
  for (const [index, { tag }] of site.languages.entries()) {
    const file = index === 0 ? 'content/site/common.json' : `content/${tag}/site/common.json`;
    it(`types no number in ${file}: the scale it is out of is filled in`, () => {
      const rating = (JSON.parse(readFileSync(file, 'utf8')) as { rating: Record<(typeof subjects)[number], string> }).rating;
      for (const subject of subjects) {
        expect(rating[subject], subject).not.toMatch(/\d/);
        expect(rating[subject], subject).toContain('{best}');
      }
    });
  }

  it('writes a rating’s decimal as each language does', () => {
    for (const { locale } of site.languages as Array<{ locale: string }>) expect(inLocale(locale, () => formatRating(4.6)), locale).toBe(new Intl.NumberFormat(`${locale}-u-nu-latn`, { minimumFractionDigits: 1 }).format(4.6));
  });

  it('says the rating is out of the rating scale', () => {
    const text = renderToStaticMarkup(Rating({ rating: 4.6, reviewCount: 12, subject: 'hospital' })).replace(/<[^>]*>/g, '').replace(/&#x27;/g, "'");
    const ratings = fillTemplate(plural(common.rating.ratings, 12, 'en-GB'), { count: formatCount(12) });
    expect(text).toContain(fillTemplate(common.rating.hospital, { rating: formatRating(4.6), best: formatCount(bestRating), ratings }));
  });
});
