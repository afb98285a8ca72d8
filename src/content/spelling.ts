import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { normaliseText } from './files';
import type { Problem } from './problems';

/** The varieties of English a site can be written in; content/site/site.json says which ("english"). */
export type EnglishVariety = 'British' | 'American';

/**
 * Common words of medical and patient pages that British and American English spell differently,
 * as [British stem, American stem, the endings both take]. Only whole words are compared, so a
 * slug, an address or a longer word that merely starts the same is never flagged.
 */
const families: Array<[british: string, american: string, endings: string[]]> = [
  ['haemorrhoid', 'hemorrhoid', ['', 's', 'al', 'ectomy', 'ectomies', 'opexy', 'oplasty']],
  ['haemorrhag', 'hemorrhag', ['e', 'es', 'ed', 'ing', 'ic']],
  ['haemoglobin', 'hemoglobin', ['']],
  ['haematolog', 'hematolog', ['y', 'ist', 'ists', 'ical']],
  ['haematoma', 'hematoma', ['', 's']],
  ['anaesthe', 'anesthe', ['sia', 'tic', 'tics', 'tist', 'tists']],
  ['anaemi', 'anemi', ['a', 'c']],
  ['personalis', 'personaliz', ['e', 'ed', 'es', 'ing', 'ation']],
  ['specialis', 'specializ', ['e', 'ed', 'es', 'ing', 'ation']],
  ['hospitalis', 'hospitaliz', ['e', 'ed', 'ation']],
  ['organis', 'organiz', ['e', 'ed', 'es', 'ing', 'ation', 'ations']],
  ['recognis', 'recogniz', ['e', 'ed', 'es', 'ing']],
  ['minimis', 'minimiz', ['e', 'ed', 'es', 'ing']],
  ['prioritis', 'prioritiz', ['e', 'ed', 'es', 'ing']],
  ['oesophag', 'esophag', ['us', 'eal', 'itis', 'ectomy']],
  ['oedema', 'edema', ['']],
  ['oestrogen', 'estrogen', ['']],
  ['paediatric', 'pediatric', ['', 's', 'ian', 'ians']],
  ['orthopaedic', 'orthopedic', ['', 's']],
  ['gynaecolog', 'gynecolog', ['y', 'ist', 'ists', 'ical']],
  ['leukaemia', 'leukemia', ['']],
  ['ischaemi', 'ischemi', ['a', 'c']],
  ['diarrhoea', 'diarrhea', ['']],
  ['faec', 'fec', ['es', 'al']],
  ['coeliac', 'celiac', ['']],
  ['caesarean', 'cesarean', ['', 's']],
  ['foetus', 'fetus', ['', 'es']],
  ['manoeuvre', 'maneuver', ['', 's']],
  ['tumour', 'tumor', ['', 's']],
  ['colour', 'color', ['', 's', 'ed', 'ful']],
  ['behaviour', 'behavior', ['', 's', 'al']],
  ['labour', 'labor', ['']],
  ['favour', 'favor', ['', 'ite', 'ites', 'able']],
  ['travell', 'travel', ['ed', 'ing', 'er', 'ers']],
  ['ageing', 'aging', ['']],
  ['programme', 'program', ['', 's']],
];

/** Whole words whose spelling differs, as [British, American]: stems that change at the end. */
const endingPairs: Array<[british: string, american: string]> = [
  ['centre', 'center'],
  ['centres', 'centers'],
  ['centred', 'centered'],
  ['fibre', 'fiber'],
  ['fibres', 'fibers'],
  ['litre', 'liter'],
  ['litres', 'liters'],
  ['millilitre', 'milliliter'],
  ['millilitres', 'milliliters'],
];

/**
 * "licence" is always wrong in American English, but British English writes the verb and
 * "licensed" with an s, so "license" is never flagged on a British site.
 */
const americanOnlyFlags: Array<[british: string, american: string]> = [
  ['licence', 'license'],
  ['licences', 'licenses'],
];

interface Spelling {
  /** The variety this spelling belongs to. */
  variety: EnglishVariety;
  /** The same word in the other variety. */
  other: string;
}

const spellings = new Map<string, Spelling>();
function add(british: string, american: string, flagAmerican = true) {
  spellings.set(british, { variety: 'British', other: american });
  if (flagAmerican) spellings.set(american, { variety: 'American', other: british });
}
for (const [british, american, endings] of families) for (const ending of endings) add(british + ending, american + ending);
for (const [british, american] of endingPairs) add(british, american);
for (const [british, american] of americanOnlyFlags) add(british, american, false);

/**
 * Blanks out what is not prose, keeping every line and column where it was: web and site
 * addresses, and ids written as a whole value ("hemorrhoid-surgery" as a JSON string, a YAML
 * value or list item, an attribute). An id names a file or an address, not a word a reader reads.
 */
function proseOnly(text: string): string {
  const blank = (match: string) => match.replace(/[^\n]/g, ' ');
  return text
    .replace(/\b(?:https?:\/\/|mailto:|tel:)[^\s)"'<>]+/g, blank)
    .replace(/(^|[\s("'=[])\/[\w\-./?=&#%]*/gm, (match, before: string) => before + blank(match.slice(before.length)))
    .replace(/(["'])[a-z0-9]+(?:-[a-z0-9]+)+\1/g, blank)
    .replace(/^(\s*(?:-\s+|[\w-]+:\s+))([a-z0-9]+(?:-[a-z0-9]+)+)\s*$/gm, (match, before: string) => before + blank(match.slice(before.length)));
}

/** The found word's capitals carried over to its replacement: "Haemorrhoid" → "Hemorrhoid". */
function matchCase(found: string, replacement: string): string {
  if (found === found.toUpperCase() && found.length > 1) return replacement.toUpperCase();
  if (found[0] === found[0].toUpperCase()) return replacement[0].toUpperCase() + replacement.slice(1);
  return replacement;
}

const otherWords = new Map<EnglishVariety, RegExp>();

/** One pattern that finds any word spelt the other way than `variety`, wherever it stands. */
function otherVarietyWords(variety: EnglishVariety): RegExp {
  let pattern = otherWords.get(variety);
  if (!pattern) {
    const words = [...spellings].filter(([, spelling]) => spelling.variety !== variety).map(([word]) => word);
    pattern = new RegExp(`\\b(?:${words.join('|')})\\b`, 'i');
    otherWords.set(variety, pattern);
  }
  return pattern;
}

let declared: EnglishVariety | undefined;

/** The variety content/site/site.json declares in its "english" field. */
export function declaredEnglish(root = process.cwd()): EnglishVariety {
  if (declared) return declared;
  const site = JSON.parse(normaliseText(readFileSync(join(root, 'content/site/site.json'), 'utf8'))) as { english?: unknown };
  if (site.english !== 'British' && site.english !== 'American')
    throw new Error('content/site/site.json should say which English the site is written in: "english": "British" or "American".');
  declared = site.english;
  return declared;
}

/**
 * Every word in a content file spelt in the other variety of English than the site's, with its
 * 1-based line and a sentence saying what to write instead. `text` is the whole file as read
 * (front matter included), so lines are the file's own.
 */
export function checkSpelling(file: string, text: string, variety: EnglishVariety = declaredEnglish()): Problem[] {
  // Most files hold none of the other variety's words: one scan says so, and they cost nothing more.
  if (!otherVarietyWords(variety).test(text)) return [];
  const problems: Problem[] = [];
  proseOnly(text)
    .split('\n')
    .forEach((line, index) => {
      for (const [word] of line.matchAll(/[A-Za-z]+/g)) {
        const spelling = spellings.get(word.toLowerCase());
        if (!spelling || spelling.variety === variety) continue;
        problems.push({
          file,
          line: index + 1,
          field: '(spelling)',
          message: `uses the ${spelling.variety} spelling "${word}"; this site writes ${variety} English: "${matchCase(word, spelling.other)}".`,
        });
      }
    });
  return problems;
}
