import { createElement, lazy, useState, type ComponentType, type FunctionComponent } from 'react';
import { loadOnce } from './loadOnce.ts';

export interface ScreenModule<P extends object = object> {
  default: ComponentType<P>;
}

/** A screen whose code loads on demand, and can be asked to load before it is shown. */
export type LazyScreen<P extends object = object> = FunctionComponent<P> & { preload: () => Promise<void> };

/**
 * React.lazy, plus `preload()`, and no suspension once the code is here. React.lazy suspends on its first render
 * even when its module has already loaded (a promise is only read asynchronously), and React 19 holds the commit
 * that reveals a suspended screen until 300 ms after its fallback appeared: on a first load that stacked up for
 * the app and then its screen. A screen preloaded at boot (src/boot/preload.ts) renders at once instead. Which of
 * the two an instance renders is fixed when it mounts, so a re-render never swaps the element type (and its state).
 */
export function lazyScreen<P extends object = object>(load: () => Promise<ScreenModule<P>>): LazyScreen<P> {
  let loaded: ComponentType<P> | undefined;
  // a failed preload leaves the next render free to try the chunk again
  const fetchModule = loadOnce(() =>
    load().then((m) => {
      loaded = m.default;
      return m;
    }),
  );
  const Lazy = lazy(fetchModule);
  function Screen(props: P) {
    const [Ready] = useState(() => loaded);
    return createElement(Ready ?? Lazy, props);
  }
  return Object.assign(Screen, { preload: () => fetchModule().then(() => undefined) });
}
