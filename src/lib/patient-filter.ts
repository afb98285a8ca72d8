/** The coordinator demo's patient filter, as the address carries it: ?q=…&status=…&priority=… */
export interface PatientFilter {
  /** Words to find in a patient's name, reference or country; empty for all. */
  q: string;
  /** A status id, or empty for all. */
  status: string;
  /** A priority id, or empty for all. */
  priority: string;
}

/** The filter an address's query names; anything missing is empty (no filter). */
export function filterFromQuery(search: string): PatientFilter {
  const params = new URLSearchParams(search);
  return { q: params.get('q') ?? '', status: params.get('status') ?? '', priority: params.get('priority') ?? '' };
}

/** What one row of the list is searched by and filtered on, as the page marks it. */
export interface PatientRow {
  /** The name, reference and country, in any case. */
  text: string;
  status: string;
  priority: string;
}

/** Whether a patient's row passes the filter: every word of the search in its text (any case), and the status and priority chosen. */
export function patientMatches(row: PatientRow, filter: PatientFilter): boolean {
  const text = row.text.toLowerCase();
  const words = filter.q.toLowerCase().split(/\s+/).filter(Boolean);
  return (
    words.every((word) => text.includes(word)) &&
    (!filter.status || row.status === filter.status) &&
    (!filter.priority || row.priority === filter.priority)
  );
}
