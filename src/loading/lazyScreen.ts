import { createElement, useEffect, useState, type ComponentType, type FunctionComponent } from 'react';
import { loadOnce } from './loadOnce.ts';

export interface ScreenModule<P extends object = object> {
  default: ComponentType<P>;
}

export type LazyScreen<P extends object = object> = FunctionComponent<P> & { preload: () => Promise<void> };

function ScreenLoading() {
  return createElement('div', { 'aria-busy': 'true' });
}

// Not React.lazy: it suspends even when its module is here, and React 19 holds the reveal of a suspended screen
// for a fixed delay after its fallback appeared. Here the code's arrival is a plain state update.
export function lazyScreen<P extends object = object>(
  load: () => Promise<ScreenModule<P>>,
  Fallback: ComponentType<P> = ScreenLoading,
): LazyScreen<P> {
  const code = keepLoaded(() => load().then((m) => m.default));
  const Screen = lazyFrom(code, Fallback);
  return Object.assign(Screen, { preload: () => code.load().then(() => undefined) });
}

function keepLoaded<T>(load: () => Promise<T>): { current: () => T | undefined; load: () => Promise<T> } {
  let value: T | undefined;
  return {
    current: () => value,
    load: loadOnce(() =>
      load().then((loaded) => {
        value = loaded;
        return loaded;
      }),
    ),
  };
}

export type LazyComponent<P extends object> = ComponentType<P> & { preload: () => Promise<unknown> };

/** As lazyScreen, for a dialog or a part of a screen; a failed chunk goes to the nearest error boundary. */
export function lazyComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
  Fallback: ComponentType<P>,
): LazyComponent<P> {
  const code = keepLoaded(load);
  return Object.assign(lazyFrom(code, Fallback), { preload: code.load });
}

function lazyFrom<P extends object>(code: ReturnType<typeof keepLoaded<ComponentType<P>>>, Fallback: ComponentType<P>) {
  return function Lazy(props: P) {
    const [kept, setLoaded] = useState(code.current);
    const [failure, setFailure] = useState<{ error: unknown } | null>(null);
    // code preloaded after this instance mounted is drawn at once, without a render of the fallback
    const Loaded = kept ?? code.current();
    useEffect(() => {
      if (Loaded) return undefined;
      let live = true;
      code.load().then(
        (component) => live && setLoaded(() => component),
        (error: unknown) => live && setFailure({ error }),
      );
      return () => {
        live = false;
      };
    }, [Loaded]);
    if (failure) throw failure.error;
    return createElement(Loaded ?? Fallback, props);
  };
}
