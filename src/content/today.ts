/**
 * The day a content run counts as today, YYYY-MM-DD in UTC: SOURCE_DATE_EPOCH pins it for
 * reproducible builds. The content step reads the clock here only; tests pass their own day.
 */
export function todayFromClock(): string {
  const epoch = Number(process.env.SOURCE_DATE_EPOCH);
  return (Number.isFinite(epoch) && epoch > 0 ? new Date(epoch * 1000) : new Date()).toISOString().slice(0, 10);
}
