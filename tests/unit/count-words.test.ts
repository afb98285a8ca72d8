import { describe, expect, it } from 'vitest';
import { blogPage, careTeam, coordinatorConnect, doctorVerification, network, yourRequest } from '../../src/generated/site';
import { languages } from '../../src/generated/languages';
import { reportLimits, reportsHint, requestSchema, textLimits } from '../../src/lib/forms/request';
import { applicationLimits, applicationSchema } from '../../src/lib/forms/doctor-application';
import { inLanguage } from '../../src/lib/page-language';
import { patientLinkLifetime, patientLinkMinutes } from '../../src/lib/patient/paths';
import { plural, pluralCategoriesOf, pluralRange, type PluralCategory, type PluralForms } from '../../src/lib/plural';
import { fillTemplate } from '../../src/lib/template';

/**
 * Every sentence that says "{n} <noun>" is written per plural form and read through plural():
 * for each, in every language, a spread of counts takes the form CLDR gives it (written out below,
 * not asked of Intl again), and that form is written in the language's file.
 */

/** CLDR's cardinal rules of the site's languages, for whole numbers, as their grammars state them. */
const cldr: Record<string, (n: number) => PluralCategory> = {
  en: (n) => (n === 1 ? 'one' : 'other'),
  fr: (n) => (n === 0 || n === 1 ? 'one' : n % 1_000_000 === 0 ? 'many' : 'other'),
  bn: (n) => (n === 0 || n === 1 ? 'one' : 'other'),
  // Arabic: 0, 1, 2, then 3–10 (few: the counted noun plural) and 11–99 (many: singular, accusative) by the last two digits.
  ar: (n) => (n === 0 ? 'zero' : n === 1 ? 'one' : n === 2 ? 'two' : n % 100 >= 3 && n % 100 <= 10 ? 'few' : n % 100 >= 11 ? 'many' : 'other'),
};
/** A language the table lacks follows the browser's rules (a new language is checked the same way). */
const categoryOf = (locale: string, count: number): PluralCategory => (cldr[locale.split('-')[0]] ?? ((n: number) => new Intl.PluralRules(locale).select(n) as PluralCategory))(count);

/** Counts that fall in every form of every language: Arabic's 0, 1, 2, 3–10, 11–99, 100–102 and 103; French's million. */
const counts = [0, 1, 2, 3, 7, 10, 11, 21, 99, 100, 101, 102, 103, 111, 1_000_000];

/** Each "{n} <noun>" sentence: its words in a language, and the place its count fills. */
const patterns: Array<{ name: string; words: (tag: string) => PluralForms; place: string }> = [
  { name: 'an article’s reading time', words: (tag) => inLanguage(blogPage, tag).article.readingTime, place: 'minutes' },
  { name: 'the care-team sign-in’s wait after failed attempts', words: (tag) => inLanguage(careTeam, tag).signIn.throttled, place: 'minutes' },
  { name: 'the request form’s wait before sending again', words: (tag) => inLanguage(coordinatorConnect, tag).form.tryAgainIn, place: 'minutes' },
  { name: 'the reports hint’s number of files', words: (tag) => inLanguage(coordinatorConnect, tag).form.hints.reports, place: 'files' },
  { name: 'the first name’s most characters', words: (tag) => inLanguage(coordinatorConnect, tag).form.messages.firstName.tooLong, place: 'max' },
  { name: 'the last name’s most characters', words: (tag) => inLanguage(coordinatorConnect, tag).form.messages.lastName.tooLong, place: 'max' },
  { name: 'the request message’s most characters', words: (tag) => inLanguage(coordinatorConnect, tag).form.messages.message, place: 'max' },
  { name: 'the most reports', words: (tag) => inLanguage(coordinatorConnect, tag).form.messages.reports.tooMany, place: 'max' },
  { name: 'the application message’s most characters', words: (tag) => inLanguage(doctorVerification, tag).form.messages.message, place: 'max' },
  { name: 'a hospital’s years of operation', words: (tag) => inLanguage(network, tag).hospitalPage.yearsOfOperation, place: 'years' },
  { name: 'a tour stop’s minutes', words: (tag) => inLanguage(network, tag).hospitalPage.tourMinutes, place: 'minutes' },
  { name: 'a surgeon’s years of experience', words: (tag) => inLanguage(network, tag).doctorPage.experience, place: 'years' },
  { name: 'how long a private link works', words: (tag) => inLanguage(yourRequest, tag).linkMinutes, place: 'count' },
  { name: 'the patient message’s most characters', words: (tag) => inLanguage(yourRequest, tag).messages.tooLong, place: 'max' },
  { name: 'the office minutes left of the promise', words: (tag) => inLanguage(yourRequest, tag).careTeam.promiseMinutes, place: 'minutes' },
  { name: 'the days of the promise record', words: (tag) => inLanguage(yourRequest, tag).careTeam.days, place: 'count' },
  { name: 'the requests of the promise record', words: (tag) => inLanguage(yourRequest, tag).careTeam.requests, place: 'count' },
  { name: 'the median office minutes of the promise record', words: (tag) => inLanguage(yourRequest, tag).careTeam.officeMinutes, place: 'count' },
  { name: 'the escalation email’s office minutes', words: (tag) => inLanguage(yourRequest, tag).mail.escalationText, place: 'minutes' },
];

describe('a sentence with a count', () => {
  for (const { name, words, place } of patterns)
    describe(name, () => {
      for (const { tag, locale } of languages)
        it(`takes, in ${tag}, the form of each count, every form written`, () => {
          const forms = words(tag);
          expect(typeof forms, 'words by plural form, not one sentence').toBe('object');
          expect(Object.keys(forms).sort()).toEqual([...pluralCategoriesOf(locale)].sort());
          for (const count of counts) {
            const category = categoryOf(locale, count);
            expect(forms[category], `${count} takes "${category}"`).toBeDefined();
            expect(plural(forms, count, locale), `${count}`).toBe(forms[category]);
          }
          // The form every other count takes says the count itself.
          expect(forms.other).toContain(`{${place}}`);
        });

      // Arabic counts 3–10 with the noun's plural and 11–99 with its singular: the two forms differ, and so do the dual and the rest.
      const arabic = languages.find((language) => language.locale.split('-')[0] === 'ar');
      if (arabic)
        it('in Arabic, says 3–10 and 11–99 differently, and the dual as a dual', () => {
          const forms = words(arabic.tag);
          expect(plural(forms, 3, arabic.locale)).not.toBe(plural(forms, 11, arabic.locale));
          expect(plural(forms, 2, arabic.locale)).not.toBe(plural(forms, 100, arabic.locale));
        });
    });

  it('a range of working days takes the form CLDR gives the range, in every language', () => {
    // Arabic ranges: 3–5 few, 10–15 many, 1–2 and 15–100 other; the other languages' ranges take "other" here.
    const ranges: Array<[number, number, Record<string, PluralCategory>]> = [
      [3, 5, { ar: 'few' }],
      [10, 15, { ar: 'many' }],
      [1, 2, { ar: 'other' }],
      [15, 100, { ar: 'other' }],
    ];
    for (const { tag, locale } of languages) {
      const { days, total } = inLanguage(doctorVerification, tag).timeline;
      for (const forms of [days, total])
        for (const [from, to, expected] of ranges) {
          const category = expected[locale.split('-')[0]] ?? 'other';
          expect(pluralRange(forms, from, to, locale), `${tag} ${from}–${to}`).toBe(forms[category]);
        }
    }
  });
});

describe('the count sentences as the site fills them', () => {
  for (const { tag, locale } of languages) {
    it(`in ${tag}, a private link's lifetime, the reports hint and the limits' messages take their count's form`, () => {
      const request = inLanguage(yourRequest, tag);
      expect(patientLinkLifetime(request, locale)).toBe(fillTemplate(request.linkMinutes[categoryOf(locale, patientLinkMinutes)]!, { count: String(patientLinkMinutes) }));

      const form = inLanguage(coordinatorConnect, tag).form;
      expect(reportsHint(form.hints.reports, locale)).toContain(form.hints.reports[categoryOf(locale, reportLimits.maxFiles)]!.split('{')[0]);
      const schema = requestSchema({ conditions: [], hospitals: [], countries: [], replyLanguages: [] }, form, locale);
      const tooLong = schema.safeParse({ firstName: 'x'.repeat(textLimits.name + 1) });
      const said = tooLong.success ? [] : tooLong.error.issues.filter((issue) => issue.path[0] === 'firstName').map((issue) => issue.message);
      const count = new Intl.NumberFormat(locale, { numberingSystem: 'latn' }).format(textLimits.name);
      expect(said).toEqual([fillTemplate(form.messages.firstName.tooLong[categoryOf(locale, textLimits.name)]!, { max: count })]);

      const application = inLanguage(doctorVerification, tag).form.messages;
      const long = applicationSchema(application, locale).safeParse({ message: 'x'.repeat(applicationLimits.message + 1) });
      const messageSaid = long.success ? [] : long.error.issues.filter((issue) => issue.path[0] === 'message').map((issue) => issue.message);
      expect(messageSaid).toEqual([
        fillTemplate(application.message[categoryOf(locale, applicationLimits.message)]!, { max: new Intl.NumberFormat(locale, { numberingSystem: 'latn' }).format(applicationLimits.message) }),
      ]);
    });
  }
});
