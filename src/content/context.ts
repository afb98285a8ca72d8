/**
 * What the cross-file checks know during one validation run: the ids of every collection,
 * every path the route table produces, and the day the run counts as today. Schemas read it
 * through `reference()`, `link()` and the date fields; outside a run (a unit test of one
 * schema) it is empty and those checks are skipped.
 */
export interface CrossCheckContext {
  /** Entry ids by collection name. */
  ids: ReadonlyMap<string, ReadonlySet<string>>;
  /** Every path a visitor can open, without query or hash. */
  paths: ReadonlySet<string>;
  /** Today as YYYY-MM-DD: no review, publication or founding may come after it. */
  today: string;
  /** The site's own address (content/site/site.json): a full link to it is checked as a link inside the site. */
  origin?: string;
}

let active: CrossCheckContext | null = null;

export function withCrossCheckContext<T>(context: CrossCheckContext, run: () => T): T {
  const previous = active;
  active = context;
  try {
    return run();
  } finally {
    active = previous;
  }
}

export function crossCheckContext(): CrossCheckContext | null {
  return active;
}
