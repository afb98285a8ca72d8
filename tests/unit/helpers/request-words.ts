import connect from '../../../content/site/coordinator-connect.json' with { type: 'json' };
import site from '../../../content/site/site.json' with { type: 'json' };
import footer from '../../../content/site/footer.json' with { type: 'json' };
import { requestSchema, type RequestChoices } from '../../../src/lib/forms/request';
import { fillTemplate } from '../../../src/lib/template';
import { plural, type PluralForms } from '../../../src/lib/plural';

/** The request form's words as the English content has them: the tests derive every message from here. */
export const formWords = connect.form;
export const messages = connect.form.messages;
/** The newsletter box's messages. */
export const newsletterMessages = footer.newsletter;
/** The site's source language's locale. */
export const sourceLocale = site.languages[0]!.locale;

/** The request schema with the English content's words. */
export function englishSchema(choices: RequestChoices) {
  return requestSchema(choices, formWords, sourceLocale);
}

/** The form of a message that a count takes in English ("under 80 characters"). */
export const formFor = (forms: PluralForms, count: number) => plural(forms, count, sourceLocale);

/** A message with its {places} filled. */
export const filledIn = fillTemplate;

/** A number as the English messages write it ("4,000"). */
export const count = (value: number) => new Intl.NumberFormat(sourceLocale, { numberingSystem: 'latn' }).format(value);
