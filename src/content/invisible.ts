/**
 * Characters an editor cannot see but a comparison can: pasted from a word processor, a web
 * page or a chat, they make "apollo-delhi" a different id from "apollo-delhi". Each is named,
 * so the message says what to delete and where.
 */
const invisibleNames: Record<string, string> = {
  '\u00a0': 'no-break space',
  '\u00ad': 'soft hyphen',
  '\u034f': 'combining grapheme joiner',
  '\u061c': 'Arabic letter mark',
  '\u115f': 'Hangul choseong filler',
  '\u1160': 'Hangul jungseong filler',
  '\u180e': 'Mongolian vowel separator',
  '\u2000': 'en quad space',
  '\u2001': 'em quad space',
  '\u2002': 'en space',
  '\u2003': 'em space',
  '\u2004': 'three-per-em space',
  '\u2005': 'four-per-em space',
  '\u2006': 'six-per-em space',
  '\u2007': 'figure space',
  '\u2008': 'punctuation space',
  '\u2009': 'thin space',
  '\u200a': 'hair space',
  '\u200b': 'zero-width space',
  '\u200c': 'zero-width non-joiner',
  '\u200d': 'zero-width joiner',
  '\u200e': 'left-to-right mark',
  '\u200f': 'right-to-left mark',
  '\u202a': 'left-to-right embedding',
  '\u202b': 'right-to-left embedding',
  '\u202c': 'pop directional formatting',
  '\u202d': 'left-to-right override',
  '\u202e': 'right-to-left override',
  '\u202f': 'narrow no-break space',
  '\u205f': 'medium mathematical space',
  '\u2060': 'word joiner',
  '\u2061': 'function application',
  '\u2062': 'invisible times',
  '\u2063': 'invisible separator',
  '\u2064': 'invisible plus',
  '\u2066': 'left-to-right isolate',
  '\u2067': 'right-to-left isolate',
  '\u2068': 'first strong isolate',
  '\u2069': 'pop directional isolate',
  '\u3000': 'ideographic space',
  '\u3164': 'Hangul filler',
  '\ufeff': 'zero-width no-break space',
};

const isInvisible = (char: string) => Object.hasOwn(invisibleNames, char);
const visibleOnly = (text: string) => [...text].filter((char) => !isInvisible(char)).join('');

/**
 * Where the first invisible character of `value` sits, as a sentence: 'has an invisible
 * no-break space after "apollo"; delete it.' Null when there is none.
 */
export function invisibleCharacterProblem(value: string): string | null {
  const chars = [...value];
  const index = chars.findIndex(isInvisible);
  if (index < 0) return null;
  const before = visibleOnly(chars.slice(0, index).join(''));
  const after = visibleOnly(chars.slice(index + 1).join(''));
  const where = before ? `after "${before}"` : after ? `before "${after}"` : 'as its only character';
  return `has an invisible ${invisibleNames[chars[index]]} ${where}; delete it.`;
}

/**
 * The message of a pattern rule (zod's `regex`): the invisible character when there is one,
 * since the pattern's own message ("lowercase words joined by hyphens") cannot say what is wrong
 * with a value that looks right; else `message`. A value that fails its pattern is not checked
 * further (is there such an entry, such a page?): one problem, one sentence.
 */
export function patternMessage(message: string) {
  return { error: (issue: { input?: unknown }) => (typeof issue.input === 'string' && invisibleCharacterProblem(issue.input)) || message, abort: true };
}
