/**
 * The step an arrow key takes along a row of items as the row is laid out: ArrowRight goes to the
 * next item in left-to-right words and to the previous one in right-to-left words, ArrowLeft the
 * other way (the WAI-ARIA keyboard patterns). The direction is the row's own, so an English part
 * inside an Arabic page keeps its keys. Undefined for any other key.
 */
export function rowStep(key: string, row: Element): 1 | -1 | undefined {
  if (key !== 'ArrowRight' && key !== 'ArrowLeft') return undefined;
  const forward = getComputedStyle(row).direction === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
  return key === forward ? 1 : -1;
}
