import { useEffect, type ReactNode } from 'react';

/**
 * The root of every island, on the server and in the browser alike, so both render the same tree.
 * In the browser it reports when hydration has committed: the runtime then marks the island live
 * and replays a tap that came before.
 */
export function IslandRoot({ onLive, children }: { onLive?: () => void; children?: ReactNode }) {
  useEffect(() => onLive?.(), [onLive]);
  return children;
}
