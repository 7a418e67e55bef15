import { createElement, useEffect, useState, type ComponentType, type FunctionComponent } from 'react';
import { loadOnce } from './loadOnce.ts';

export interface ScreenModule<P extends object = object> {
  default: ComponentType<P>;
}

/** A screen whose code loads on demand, and can be asked to load before it is shown. */
export type LazyScreen<P extends object = object> = FunctionComponent<P> & { preload: () => Promise<void> };

/** What a screen shows while its code loads: nothing to read or type into, marked busy for assistive technology. */
function ScreenLoading() {
  return createElement('div', { 'aria-busy': 'true' });
}

/**
 * A screen whose code loads on demand, plus `preload()`. Not React.lazy with Suspense: React.lazy suspends on its
 * first render even when its module has already loaded, and React 19 holds the commit that reveals a suspended
 * screen until a fixed delay after its fallback appeared. A move between screens replaces the screen at once
 * (App.tsx: the router's updates are not transitions, so the screen being left never stays up, taking the keys typed
 * for the next one); a screen whose code is still on its way shows `Fallback` until it arrives, then itself, with
 * no such hold. A screen preloaded (at boot, or on the pointer's press on a link: src/boot/preload.ts) renders at
 * once.
 */
export function lazyScreen<P extends object = object>(
  load: () => Promise<ScreenModule<P>>,
  Fallback: ComponentType<P> = ScreenLoading,
): LazyScreen<P> {
  const code = keepLoaded(() => load().then((m) => m.default));
  const Screen = lazyFrom(code, Fallback);
  return Object.assign(Screen, { preload: () => code.load().then(() => undefined) });
}

/**
 * `load` asked for once (loadOnce: a failed load is tried again by the next call), and what it gave, once it has:
 * how lazyScreen and lazyComponent draw code that is already here at once instead of waiting for a promise.
 */
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

/** A component whose code loads on demand; `preload()` asks for that code ahead (for example on the user's move). */
export type LazyComponent<P extends object> = ComponentType<P> & { preload: () => Promise<unknown> };

/**
 * A component whose code loads the first time it renders, showing `Fallback` (given the same props) meanwhile; once
 * loaded, or preloaded, it renders at once.
 *
 * Not React.lazy with Suspense, on purpose: React 19 holds the commit that replaces a Suspense fallback until
 * a fixed delay after the fallback appeared (and React.lazy suspends once even when its code is already here), which
 * made a dialog's first open wait for that timer on top of its code. Here the code's arrival is a plain
 * state update. A chunk that fails to load is thrown from render, to the nearest error boundary, as React.lazy
 * does; the next mount tries again (loadOnce).
 */
export function lazyComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
  Fallback: ComponentType<P>,
): LazyComponent<P> {
  const code = keepLoaded(load);
  return Object.assign(lazyFrom(code, Fallback), { preload: code.load });
}

/** The component of `code` once it is here, `Fallback` until then (see lazyComponent). */
function lazyFrom<P extends object>(code: ReturnType<typeof keepLoaded<ComponentType<P>>>, Fallback: ComponentType<P>) {
  return function Lazy(props: P) {
    const [kept, setLoaded] = useState(code.current);
    const [failure, setFailure] = useState<{ error: unknown } | null>(null);
    // code that arrived (preloaded) after this instance mounted is used at once, without a render of the fallback
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
