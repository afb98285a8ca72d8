import { z } from 'zod';

/**
 * An amount in US dollars: a price exactly known has `from` equal to `to`; a package with no
 * headline price is quoted at its price range. A quote made when every quote had one price (a
 * number) reads as that price.
 */
const amountSchema = z.union([
  z.number().transform((dollars) => ({ from: dollars, to: dollars })),
  z.object({
    /** The lowest, in US dollars. */
    from: z.number(),
    /** The highest, in US dollars (the same as `from` for an exact price). */
    to: z.number(),
  }),
]);

/** An amount as a quote holds it. */
export type Amount = z.output<typeof amountSchema>;

/** A quote as the patient sees it: what content said of its package when it was made, the dates and the coordinator's notes. */
export const quoteSchema = z.object({
  /** The package's id (content/packages/). */
  packageId: z.string(),
  /** The package's name. */
  packageName: z.string(),
  /** The package's hospital, by name. */
  hospital: z.string(),
  /** The package's lead surgeon, by name. */
  surgeon: z.string(),
  /** The price: the package's headline price, or its price range when it has none. */
  price: amountSchema,
  /** What the price is made of (the package's cost breakdown; without one, one line: the whole package at its price). */
  lines: z.array(z.object({ /** What it pays for. */ item: z.string(), /** Its cost. */ cost: amountSchema })),
  /** What the price includes, by category. */
  included: z.array(z.object({ /** The category. */ category: z.string(), /** Its items. */ items: z.array(z.string()) })),
  /** What it does not include. */
  notIncluded: z.array(z.string()),
  /** The arrival day in India, YYYY-MM-DD. */
  arrival: z.string(),
  /** The day of the flight home, YYYY-MM-DD. */
  departure: z.string(),
  /** The coordinator's notes. */
  notes: z.string(),
});

export type Quote = z.output<typeof quoteSchema>;

/** What a quote is built from: the site's packages, hospitals and people. */
export interface QuoteContent {
  packages: ReadonlyArray<{ id: string; name: string; price?: number; priceRange: { from: number; to: number }; costBreakdown?: ReadonlyArray<{ item: string; cost: number }>; hospital: string; surgeon: string; included: ReadonlyArray<{ category: string; items: readonly string[] }>; notIncluded: readonly string[] }>;
  hospitals: ReadonlyArray<{ id: string; name: string }>;
  people: ReadonlyArray<{ id: string; name: string }>;
}

/** The price a package is quoted at: its headline price, or its price range when it has none. */
export function packageAmount(pkg: { price?: number; priceRange: { from: number; to: number } }): Amount {
  return pkg.price === undefined ? { from: pkg.priceRange.from, to: pkg.priceRange.to } : { from: pkg.price, to: pkg.price };
}

/** The packages a quote may be built from: every one, with the price it is quoted at. */
export function quotablePackages(content: QuoteContent): Array<{ id: string; name: string; price: Amount }> {
  return content.packages.map((pkg) => ({ id: pkg.id, name: pkg.name, price: packageAmount(pkg) }));
}

const day = /^\d{4}-\d{2}-\d{2}$/;
const isDay = (value: string) => day.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);

/** Longest notes a quote may carry. */
export const quoteNotesLimit = 2000;

/**
 * A quote from a package of content and what the coordinator adds (dates, notes): the price and its
 * lines come from the package (its breakdown, or the whole package at its headline price or range),
 * never from the form. Null when the package is unknown or the dates are not days, the flight home
 * before the arrival.
 */
export function buildQuote(input: { packageId: string; arrival: string; departure: string; notes: string }, content: QuoteContent): Quote | null {
  const pkg = content.packages.find((entry) => entry.id === input.packageId);
  if (!pkg) return null;
  if (!isDay(input.arrival) || !isDay(input.departure) || input.departure < input.arrival) return null;
  return {
    packageId: pkg.id,
    packageName: pkg.name,
    hospital: content.hospitals.find((hospital) => hospital.id === pkg.hospital)?.name ?? pkg.hospital,
    surgeon: content.people.find((person) => person.id === pkg.surgeon)?.name ?? pkg.surgeon,
    price: packageAmount(pkg),
    lines: pkg.costBreakdown ? pkg.costBreakdown.map((line) => ({ item: line.item, cost: { from: line.cost, to: line.cost } })) : [{ item: pkg.name, cost: packageAmount(pkg) }],
    included: pkg.included.map((group) => ({ category: group.category, items: [...group.items] })),
    notIncluded: [...pkg.notIncluded],
    arrival: input.arrival,
    departure: input.departure,
    notes: input.notes.trim().slice(0, quoteNotesLimit),
  };
}
