/** The middle value; for an even count, the mean of the two middle ones. Nulls (failed runs) are left out. */
export function median(values: ReadonlyArray<number | null>): number | null {
  const sorted = values.filter((value): value is number => value !== null).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/**
 * For timings where a run can fail outright (a tap that did nothing): a failure counts as the
 * slowest possible run, so the median is null once half the runs or more failed.
 */
export function medianCountingFailuresAsSlowest(values: ReadonlyArray<number | null>): number | null {
  const result = median(values.map((value) => value ?? Number.POSITIVE_INFINITY));
  return result !== null && Number.isFinite(result) ? result : null;
}
