import { z } from 'zod';

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
  /** The price in US dollars: the package's headline price. */
  price: z.number(),
  /** What the price is made of (the package's cost breakdown; one line, the whole package, without one). */
  lines: z.array(z.object({ /** What it pays for. */ item: z.string(), /** Its cost in US dollars. */ cost: z.number() })),
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

export type Quote = z.infer<typeof quoteSchema>;

/** What a quote is built from: the site's packages, hospitals and people. */
export interface QuoteContent {
  packages: ReadonlyArray<{ id: string; name: string; price?: number; costBreakdown?: ReadonlyArray<{ item: string; cost: number }>; hospital: string; surgeon: string; included: ReadonlyArray<{ category: string; items: readonly string[] }>; notIncluded: readonly string[] }>;
  hospitals: ReadonlyArray<{ id: string; name: string }>;
  people: ReadonlyArray<{ id: string; name: string }>;
}

/** The packages a quote may be built from: those with a headline price. */
export function quotablePackages(content: QuoteContent): Array<{ id: string; name: string; price: number }> {
  return content.packages.flatMap((pkg) => (pkg.price === undefined ? [] : [{ id: pkg.id, name: pkg.name, price: pkg.price }]));
}

const day = /^\d{4}-\d{2}-\d{2}$/;
const isDay = (value: string) => day.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);

/** Longest notes a quote may carry. */
export const quoteNotesLimit = 2000;

/**
 * A quote from a package of content and what the coordinator adds (dates, notes); null when the
 * package has no price or the dates are not days, the flight home before the arrival.
 */
export function buildQuote(input: { packageId: string; arrival: string; departure: string; notes: string }, content: QuoteContent): Quote | null {
  const pkg = content.packages.find((entry) => entry.id === input.packageId);
  if (!pkg || pkg.price === undefined) return null;
  if (!isDay(input.arrival) || !isDay(input.departure) || input.departure < input.arrival) return null;
  return {
    packageId: pkg.id,
    packageName: pkg.name,
    hospital: content.hospitals.find((hospital) => hospital.id === pkg.hospital)?.name ?? pkg.hospital,
    surgeon: content.people.find((person) => person.id === pkg.surgeon)?.name ?? pkg.surgeon,
    price: pkg.price,
    lines: pkg.costBreakdown ? pkg.costBreakdown.map((line) => ({ item: line.item, cost: line.cost })) : [{ item: pkg.name, cost: pkg.price }],
    included: pkg.included.map((group) => ({ category: group.category, items: [...group.items] })),
    notIncluded: [...pkg.notIncluded],
    arrival: input.arrival,
    departure: input.departure,
    notes: input.notes.trim().slice(0, quoteNotesLimit),
  };
}
