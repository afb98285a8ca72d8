/** Emergency numbers by country: the one rule that finds a country's numbers, shared by the page, the content check and the tests. */

/** Anything that lists the ISO 3166 codes of the countries its numbers work in. */
interface CountryEntry {
  codes: readonly string[];
  country: string;
}

/** The entry holding the numbers of the country with this ISO 3166 code, or undefined when the page's "anywhere else" line is what applies. */
export function emergencyEntryFor<E extends CountryEntry>(code: string, entries: readonly E[]): E | undefined {
  return entries.find((entry) => entry.codes.includes(code.toUpperCase()));
}

/** The id of an entry's heading on /emergency-support, the target of its jump link: made from its first code, so a renamed country keeps its links. */
export function emergencyEntryId(entry: CountryEntry): string {
  return `numbers-${entry.codes[0].toLowerCase()}`;
}
