import { z } from 'zod';
import type { ContentLookup } from '../checks';
import { claimReference, section, template, text, uniqueBy } from '../fields';
import { title } from '../lengths';
import { pluralWords } from './plural';

const responseTime = { responseTime: 'how soon a coordinator answers (content/site/contact.json)' };

/** The words every package page shares; the facts come from the package's own file. */
const packagePageSchema = z.strictObject({
  /** The link above the package's name, back to /packages. */
  backLink: text,
  /** The line above the package's name. */
  eyebrow: text,
  /** Above the hospital's name, beside the quick facts. */
  hospitalLabel: text,
  /** The tabs of the package's details. */
  tabs: z.strictObject({
    /** The heading of the tabs' section, heard by screen readers only. */
    heading: title,
    /** What screen readers call the row of tabs. */
    label: template({ package: "the package's short name" }),
    /** The tab of what the price covers. */
    included: text,
    /** The tab of what it does not cover. */
    notIncluded: text,
    /** The tab of the cost breakdown, for a package whose file has one. */
    costBreakdown: text,
    /** The tab of the journey day by day. */
    journey: text,
    /** The tab of the long-term benefits. */
    benefits: text,
    /** The tab of the body of the package's file. */
    details: text,
  }),
  /** The table in the cost breakdown tab. */
  costBreakdown: z.strictObject({
    /** Its caption, heard by screen readers only. */
    caption: template({ package: "the package's short name" }),
    /** The heading of the items' column. */
    item: text,
    /** The heading of the costs' column. */
    cost: text,
    /** The last row, before the package's price. */
    total: text,
  }),
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
/** Who may stay in the room every package's accommodation gives: the one place this is written. */
export const companionRoomSchema = z.strictObject({
  /** How many companions may share the patient's room at the package's accommodation, at no extra cost; 0 when the room is for the patient alone. Every page that speaks of a companion's room reads it from here. */
  companions: z.number().int().min(0).max(3),
  /** The sentence when one or more may share it. */
  shared: template({ companions: 'how many, from "companionCount"' }),
  /** The sentence when the room is for the patient alone. */
  alone: text,
  /** How many companions, by plural form: { "one": "one companion", "other": "{count} companions" }. */
  companionCount: pluralWords({ count: 'how many' }),
});

export const packagesPageSchema = z.strictObject({
  /** Who may share the patient's room at the accommodation every package includes. */
  companionRoom: companionRoomSchema,
  /** The claim shown under the heading, by id from content/site/claims.json (surgery within 7–14 days of booking). */
  timingClaim: claimReference,
  /** The badge that shows the timing claim. */
  timingBadge: template({ figure: "the claim's figure" }),
  /** The consultation button on every package card, and on a package page whose file sets no "consultationLabel". */
  consultationLabel: title,
  /** The button on every package card that opens its page; screen readers hear the package's name after it. */
  viewLabel: title,
  /** The heading of the package cards' section, heard by screen readers only. */
  cardsHeading: text,
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
  /** The words of every price (a package's card and page). */
  price: z.strictObject({
    /** Above the lower end of the range, for a package with no headline price. */
    from: text,
    /** Above the headline price. */
    headline: text,
    /** Under it: the range a written quote falls in. */
    range: template({ range: 'the price range' }),
    /** The badge of the saving against the comparison country. */
    save: template({ amount: 'the saving in dollars', percent: 'the saving in per cent' }),
  }),
  /** The names of a package's quick facts, on its card and its page. */
  facts: z.strictObject({
    /** How long the patient stays in India. */
    stayInIndia: text,
    /** How long in hospital. */
    hospitalStay: text,
    /** How long the operation takes. */
    surgeryTime: text,
    /** How long recovery takes. */
    recovery: text,
    /** How long follow-up lasts. */
    followUp: text,
    /** The success rate. */
    successRate: text,
    /** The hospital. */
    hospital: text,
    /** The surgeon who leads the team. */
    leadSurgeon: text,
  }),
  /** The words of every package card. */
  card: z.strictObject({
    /** Before how long the patient stays in India. */
    inIndia: text,
    /** Before how long in hospital. */
    inHospital: text,
    /** What screen readers call a card's row of tabs. */
    tabsLabel: template({ package: "the package's short name" }),
    /** The card's tabs, on /packages. */
    tabs: z.strictObject({
      /** What the price covers. */
      included: text,
      /** What it does not cover. */
      notIncluded: text,
      /** Quick facts and whom the package suits. */
      details: text,
    }),
    /** Above whom the package suits, in the Details tab. */
    bestFor: text,
    /** What screen readers hear for the consultation button: the visible label first (WCAG 2.5.3), then the package. */
    consultationName: template({ label: 'the consultation label', package: "the package's short name" }),
  }),
  /** The words of every package page. */
  packagePage: packagePageSchema,
});

export type PackagesPageContent = z.infer<typeof packagesPageSchema>;

/** Text that speaks of a companion's room, hotel or accommodation. */
const companionRoomWords = (text: string) => /\bcompanions?\b/i.test(text) && /\b(accommodation|rooms?|hotels?|beds?)\b/i.test(text);
/** Text that speaks of a companion beyond those the package's room takes. */
const furtherCompanion = /\b(second|third|another|further|other|extra|additional|more)\b/i;

/**
 * Who may share the patient's room is written once, in content/site/packages-page.json
 * ("companionRoom"). Any other text that speaks of a companion's room must agree with it: offered
 * or not counted as an extra only for companions beyond those the room takes; included only when
 * the room takes one. Returns what is wrong with `text`, or nothing.
 */
export function companionRoomDisagreement(text: string, as: 'extra' | 'included', content: ContentLookup): string | undefined {
  const room = (content.singleton('packagesPage') as { companionRoom?: { companions: number } } | undefined)?.companionRoom;
  if (!room || !companionRoomWords(text)) return undefined;
  const where = `content/site/packages-page.json ("companionRoom.companions" is ${room.companions})`;
  if (as === 'extra' && room.companions > 0 && !furtherCompanion.test(text))
    return `speaks of a companion's room as an extra, but every package's room already takes ${room.companions === 1 ? 'one companion' : `${room.companions} companions`} at no extra cost, as ${where} says: leave it out, or say it is for a further companion.`;
  if (as === 'included' && room.companions === 0)
    return `says a companion's room is included, but every package's room is for the patient alone, as ${where} says: leave it out, or change the number there.`;
  return undefined;
}
