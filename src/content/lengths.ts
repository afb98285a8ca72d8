import { z } from 'zod';
import { words } from './translation';

interface Limits {
  /** What the field is, in a message. */
  noun: string;
  min?: number;
  max: number;
  /** What goes wrong beyond the maximum. */
  tooLong: string;
  /** What goes wrong under the minimum. */
  tooShort?: string;
}

/**
 * The lengths pages depend on, each stated once. Search results show about 60 characters of a
 * title and about 160 of a description; under 50, search engines show text of their own instead.
 */
const lengthLimits = {
  title: { noun: 'a title or name', max: 60, tooLong: 'search results and browser tabs cut the rest' },
  shortName: { noun: 'a short name', max: 30, tooLong: 'cards, tabs and menus have no room for more' },
  description: {
    noun: 'a description',
    min: 50,
    max: 160,
    tooLong: 'search results cut the rest',
    tooShort: 'search engines replace a shorter one with text of their own',
  },
} as const satisfies Record<string, Limits>;

/** Text whose length pages depend on; a length out of bounds is reported with the length and what goes wrong. */
function limited(limits: Limits) {
  const error = (issue: { input?: unknown }) => {
    const length = String(issue.input ?? '').length;
    if (length === 0) return 'must not be empty.';
    const [bound, reason] = length > limits.max ? [`at most ${limits.max}`, limits.tooLong] : [`at least ${limits.min}`, limits.tooShort];
    return `is ${length} characters long, but ${limits.noun} should have ${bound}: ${reason}.`;
  };
  return words(
    z
      .string()
      .trim()
      .min(limits.min ?? 1, { error })
      .max(limits.max, { error }),
  );
}

/** A heading, a page title or a name: at most 60 characters. */
export const title = limited(lengthLimits.title);

/** A short name for cards, tabs and menus: at most 30 characters. */
export const shortName = limited(lengthLimits.shortName);

/** A meta description, or the card text that doubles as one: 50 to 160 characters. */
export const metaDescription = limited(lengthLimits.description);
