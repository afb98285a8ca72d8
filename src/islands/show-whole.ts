/**
 * Scrolls a tab its row has cut off into view, sideways only: focus alone leaves a half-visible
 * one where it is, and scrollIntoView would move the page too. Measured on screen, so it is the
 * same right to left (where the row's scrollLeft runs from 0 down).
 */
export function showWhole(tab: HTMLElement) {
  const row = tab.parentElement;
  if (!row) return;
  const own = tab.getBoundingClientRect();
  const bounds = row.getBoundingClientRect();
  row.scrollLeft += own.left < bounds.left ? own.left - bounds.left : own.right > bounds.right ? own.right - bounds.right : 0;
}
