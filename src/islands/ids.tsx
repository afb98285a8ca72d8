import { createContext, use } from 'react';

/**
 * Numbers the islands of one page, so each gets an id prefix unique within it and the same page
 * renders the same HTML every build. One counter per page render: renders may run side by side.
 */
export const IslandIds = createContext<{ next: number } | null>(null);

export function useIslandIds(): { next: number } {
  const ids = use(IslandIds);
  if (!ids) throw new Error('An island was rendered outside a page render (entry-server provides IslandIds)');
  return ids;
}
