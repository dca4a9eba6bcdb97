// A part of a page whose code is left out of the page's first load, yet whose HTML is complete
// from the server (also for readers without JavaScript). In the browser it is a React.lazy
// component inside a Suspense boundary: hydration keeps the server's markup untouched while the
// chunk loads (it starts loading as hydration reaches it), then hydrates it; nothing moves. On
// the server the module is loaded before rendering (`preload`, awaited in the route's loader),
// so the render never suspends there and the HTML is in the first response.
import { lazy, Suspense, type ComponentType } from "react";

export function deferred<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  const Lazy = lazy(load);
  let loaded: ComponentType<P> | undefined;
  function Deferred(props: P) {
    // Server only: in the browser the component stays the lazy one, so its type never changes
    // under React (a change would remount the part).
    const Component = import.meta.env.SSR && loaded ? loaded : Lazy;
    return (
      <Suspense fallback={null}>
        <Component {...props} />
      </Suspense>
    );
  }
  return Object.assign(Deferred, {
    /** Call (and await) on the server before rendering. */
    async preload() {
      loaded ??= (await load()).default;
    },
  });
}
