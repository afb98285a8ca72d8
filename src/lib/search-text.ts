// Text folded for search, so a search finds what a reader means rather than how it is spelt.

/** Arabic marks a reader may or may not write: the short vowels and other harakat, the dagger alef, the tatweel (kashida). */
const arabicMarks = /[\u0610-\u061A\u064B-\u065F\u0670\u06D6-\u06ED\u0640]/g;
/** Latin accents once a letter is decomposed (é → e + ́): "epargne" finds "épargne". */
const latinAccents = /(?<=[A-Za-z])[\u0300-\u036F]+/g;

/**
 * The form of a text that search compares: lowercased; in Arabic without diacritics (harakat,
 * tatweel) and with the alef variants (أ إ آ ٱ) read as ا and the ya variants (ى ی ئ) as ي; in
 * Latin scripts without accents. Bengali's vowel signs are letters, not accents: they stay.
 * Both the text searched and the text typed go through it.
 */
export function searchFold(text: string): string {
  return text
    .normalize('NFD')
    .replace(latinAccents, '')
    .replace(arabicMarks, '')
    .replace(/[\u0622\u0623\u0625\u0671\u0672\u0673]/g, '\u0627')
    .replace(/[\u0649\u06CC\u0626]/g, '\u064A')
    .normalize('NFC')
    .toLowerCase();
}
