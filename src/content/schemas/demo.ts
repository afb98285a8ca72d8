import { z } from 'zod';
import { patternMessage } from '../invisible';
import { text } from '../fields';
import { title } from '../lengths';
import { words } from '../translation';

/**
 * A day of the demo, counted from the day the site is built: 0 is the build day, -3 three days
 * before, 2 the day after tomorrow. The page turns it into a date, so the demo never looks stale.
 */
export const dayOffset = z.number().int('should be a whole number of days.').min(-400).max(400);

/** A time of day on the 24-hour clock, like "09:30". */
export const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, patternMessage('should be a time on the 24-hour clock, like "09:30".'));

/** Marks a file of invented sample data; demo files must carry it, so `npm run launch:check` lists them. */
export const demoSample = z.literal(true, 'should be true: every file of the demo portals is sample data.');

/** The words of one tab: its label in the tab row and the heading over its panel. */
export const tabWords = z.strictObject({
  /** The tab's label. */
  label: words(z.string().trim().min(1).max(30)),
  /** The heading at the top of its panel. */
  heading: title,
});

/** content/demo/portals.json: what every demo portal says about itself. */
export const demoPortalsSchema = z.strictObject({
  /** The badge at the top of each portal, like "Demo with sample data". */
  badge: words(z.string().trim().min(1).max(40)),
  /** The sentence beside the badge: what the demo is and that nothing in it is real. */
  notice: text,
  /** The label over a portal's tab row, for screen readers. */
  tabsLabel: text,
});

export type DemoPortals = z.infer<typeof demoPortalsSchema>;
