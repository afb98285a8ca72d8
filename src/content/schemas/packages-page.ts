import { z } from 'zod';
import { claimReference, section, template, text, uniqueBy } from '../fields';
import { title } from '../lengths';

const responseTime = { responseTime: 'how soon a coordinator answers (content/site/contact.json)' };

/** The words every package page shares; the facts come from the package's own file. */
const packagePageSchema = z.strictObject({
  /** The line above the package's name. */
  eyebrow: text,
  /** Under the consultation button. */
  consultationNote: template(responseTime),
  /** The headings of the page's sections. */
  sections: z.strictObject({
    /** Above stay, recovery, hospital and surgeon. */
    quickFacts: section,
    /** Above who the package suits. */
    bestFor: section,
    /** Above the package's questions and the general ones (content/faqs). */
    faqs: section,
  }),
  /** The closing call to action. */
  closing: z.strictObject({
    /** Its heading. */
    heading: title,
    /** The sentence under it. */
    text: template(responseTime),
    /** The button to /coordinator-connect. */
    action: text,
    /** The WhatsApp button. */
    whatsapp: text,
    /** The message the WhatsApp chat opens with. */
    whatsappGreeting: template({ package: "the package's name" }),
  }),
});

/** content/site/packages-page.json: the words of /packages around the package cards, of every package card and of every package page. */
export const packagesPageSchema = z.strictObject({
  /** The claim shown under the heading, by id from content/site/claims.json (surgery within 7–14 days of booking). */
  timingClaim: claimReference,
  /** The badge that shows the timing claim. */
  timingBadge: template({ figure: "the claim's figure" }),
  /** The consultation button on every package card, and on a package page whose file sets no "consultationLabel". */
  consultationLabel: title,
  /** The button on every package card that opens its page; screen readers hear the package's name after it. */
  viewLabel: title,
  /** The headings of the page's sections. */
  sections: z.strictObject({
    /** Above the four reasons. */
    reasons: section,
  }),
  /** Four reasons every package shares. */
  reasons: uniqueBy(
    z.strictObject({
      /** The reason in a few words. */
      title,
      /** One sentence. */
      text: text,
    }),
    'title',
  ).length(4, 'should list exactly four reasons.'),
  /** The words of every package page. */
  packagePage: packagePageSchema,
});

export type PackagesPageContent = z.infer<typeof packagesPageSchema>;
