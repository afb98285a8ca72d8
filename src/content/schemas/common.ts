import { z } from 'zod';
import { template, text } from '../fields';
import { faqTopics } from './faq';
import { pluralWords } from './plural';

/** content/site/common.json: the words of parts that many kinds of page share (the review line, ratings, legal pages' header, the help buttons). */
export const commonSchema = z.strictObject({
  /** The line naming who checked a page and when. */
  reviewedBy: z.strictObject({
    /** On a medical page (a package, emergency support, a resource). */
    medical: template({ name: "the clinician's name", credentials: "the clinician's credentials", date: 'the day of the review' }),
    /** On a legal page whose medical statements were checked on a day of their own. */
    legal: template({ name: "the clinician's name", credentials: "the clinician's credentials", date: 'the day of the check' }),
  }),
  /** A rating, saying what it rates, with how many patients' ratings it averages. */
  rating: z.strictObject({
    /** A hospital's rating. */
    hospital: template({ rating: 'the rating, like 4.6', best: 'the best rating, 5', ratings: 'how many ratings, from "ratings"' }),
    /** A surgeon's rating. */
    surgeon: template({ rating: 'the rating, like 4.6', best: 'the best rating, 5', ratings: 'how many ratings, from "ratings"' }),
    /** A package's rating: the whole stay, not one person. */
    package: template({ rating: 'the rating, like 4.6', best: 'the best rating, 5', ratings: 'how many ratings, from "ratings"' }),
    /** How many ratings, by plural form: { "one": "1 patient's rating", "other": "{count} patients' ratings" }. */
    ratings: pluralWords({ count: 'how many' }),
    /** One patient's rating of five, like "4 out of 5". */
    outOf: template({ rating: 'the rating, like 4', best: 'the best rating, 5' }),
  }),
  /** How two facts stand side by side in this language; a line of three joins the first two, then the third. */
  joiners: z.strictObject({
    /** Facts that belong together, like a name and a country or a city and its region: "{first}, {second}" ("{first}، {second}" in Arabic). */
    comma: template({ first: 'the first fact', second: 'the second' }),
    /** Facts in a line of small print, like a date and a reading time: "{first} · {second}". */
    dot: template({ first: 'the first fact', second: 'the second' }),
    /** A label and what it labels: "{first}: {second}" ("{first} : {second}" in French). */
    label: template({ first: 'the label', second: 'what it labels' }),
    /** A fact and a detail of it, said in passing, like a file and its size or a phone number and its hours: "{first} ({second})". */
    aside: template({ first: 'the fact', second: 'its detail' }),
  }),
  /** Someone's own words, in this language's quotation marks: "“{quote}”" ("«{quote}»" in Arabic). */
  quotation: template({ quote: 'the words quoted' }),
  /** The browser tab's title of a page, naming the site. */
  titles: z.strictObject({
    /** The home page's: "{site}: {page}". */
    home: template({ site: "the site's name", page: "the page's own title" }),
    /** Every other page's: "{page} | {site}". */
    page: template({ page: "the page's own title", site: "the site's name" }),
  }),
  /** How a stay reads where it needs words beyond a number and its unit (the unit's words come from the browser's own language data). */
  durations: z.strictObject({
    /** A stay that may be day care, like "Day care or {duration}": {duration} is the longest, like "1 day". */
    dayCare: template({ duration: 'the longest stay, like "1 day"' }),
  }),
  /** The top of every legal page (privacy, terms, medical disclaimer). */
  legal: z.strictObject({
    /** The line above the title. */
    eyebrow: text,
    /** When its text last changed. */
    lastUpdated: template({ date: 'the day' }),
  }),
  /** The two buttons on from the pages about the journey. */
  helpLinks: z.strictObject({
    /** The button to /coordinator-connect. */
    coordinator: text,
    /** The button to /emergency-support. */
    emergency: text,
  }),
  /** The words of the site's languages: the picker, the notice on a page shown in English, the offer of a translation. */
  languages: z.strictObject({
    /** The name of the language picker, for screen readers, like "Language". */
    label: text,
    /** On a page not translated into the visitor's language: says so, and that the English below is the current page. */
    notTranslated: text,
    /** On a page whose translation is out of date: says so, and that the English below is the current page. */
    noLongerTranslated: text,
    /** The link to the English page from that notice, like "Open the English page". */
    englishPage: text,
    /** On an English page, offered to a visitor whose browser prefers this language: written in this language, like "Read this page in Arabic". */
    offer: text,
    /** The button that closes that offer, in the same language, like "Close". */
    closeOffer: text,
    /** Beside a link to a page that is only in English (an article not translated), like "in English". */
    inEnglish: text,
    /** On a page whose translation is a sample, like the ratings' sample notes: nobody fluent and qualified has reviewed it yet. */
    sample: text,
  }),
  /** The heading of each topic where questions are grouped by topic (resources, the request page), like "Travel". */
  faqTopics: z.strictObject(Object.fromEntries(faqTopics.map((topic) => [topic, text])) as Record<(typeof faqTopics)[number], typeof text>),
});

export type CommonWords = z.infer<typeof commonSchema>;
