import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * A value only the browser knows (its clock, width, storage), safe to hydrate: the server HTML and the first
 * client render use `serverValue`, then React re-renders with `read()` — no hydration mismatch. `read` must return
 * the same value (===) until it changes; `subscribe` tells React when it may have.
 */
export function useClientValue<T>(read: () => T, serverValue: T, subscribe: (onChange: () => void) => () => void = never): T {
  return useSyncExternalStore(subscribe, read, () => serverValue);
}
