import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False on the server and while React hydrates the part that asks; true once it runs in the
 * browser. State only the browser knows (who is signed in) waits for it, so a part hydrated
 * late still matches the server's HTML.
 */
export const useHydrated = () =>
  useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
