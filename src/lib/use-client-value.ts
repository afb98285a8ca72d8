import { useSyncExternalStore } from 'react';

const never = () => () => {};

/** A value only the browser knows (like the address typed); empty while pre-rendering and hydrating, so hydration matches. */
export function useClientValue<T>(read: () => T, serverValue: T): T {
  return useSyncExternalStore(never, read, () => serverValue);
}
