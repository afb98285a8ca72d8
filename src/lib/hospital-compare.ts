// The hospital comparison: which hospitals a visitor may put side by side, the address of each
// choice, and how a query of ticked boxes becomes one. Shared by the page, the content step (which
// lists the pre-rendered pages), the server and the build's dist/_redirects.
import { pathTo } from '../routes';

/** At most this many hospitals side by side: a phone's screen holds three narrow columns, not more. */
export const maxCompared = 3;

/** Joins the ids in a comparison's address; hospital ids (lowercase words and hyphens) never hold it. */
const separator = '_';

/** The address of the comparison of these hospitals, in the order given. */
export function comparisonPath(ids: readonly string[]): string {
  return pathTo('/hospitals/compare/:selection', { selection: ids.join(separator) });
}

/** The ids a comparison's address names, as written there. */
export function comparedIds(selection: string): string[] {
  return selection.split(separator).filter(Boolean);
}

/** Every choice of one to `maxCompared` hospitals, each in content order: one is the start of a choice, whose page asks for more. */
export function comparisonSelections(ids: readonly string[]): string[][] {
  const choices: string[][] = [];
  const extend = (start: number, chosen: string[]) => {
    if (chosen.length > 0) choices.push(chosen);
    if (chosen.length === maxCompared) return;
    for (let index = start; index < ids.length; index++) extend(index + 1, [...chosen, ids[index]]);
  };
  extend(0, []);
  return choices;
}

/** The addresses of every comparison page, for the content step to pre-render. */
export function comparisonPaths(ids: readonly string[]): string[] {
  return comparisonSelections(ids).map(comparisonPath);
}

/**
 * The hospitals a query ticks (the form names each checkbox after its hospital), in content order,
 * or none when it ticks more than `maxCompared`: the form's page then asks again.
 */
export function readComparison(search: string, ids: readonly string[]): string[] {
  const query = new URLSearchParams(search);
  const chosen = ids.filter((id) => query.has(id));
  return chosen.length > maxCompared ? [] : chosen;
}
