/** The slots of one island, read from its HTML before it hydrates (an inner island keeps its own). */
export function readSlots(root: Element): Record<string, string> {
  const slots: Record<string, string> = {};
  for (const slot of root.querySelectorAll<HTMLElement>('[data-slot]'))
    if (slot.closest('island-root') === root) slots[slot.dataset.slot!] = slot.innerHTML;
  return slots;
}
