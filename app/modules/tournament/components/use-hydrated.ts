import { useSyncExternalStore } from "react";

const noop = () => () => {};

/** False on the server and during hydration, true after: for modals that must open on load. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noop,
    () => true,
    () => false,
  );
}
