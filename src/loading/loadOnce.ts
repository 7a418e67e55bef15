/**
 * `load` asked for once and its promise kept, so every caller shares one load; a failed load is forgotten, so the
 * next call tries again (a chunk lost to a network hiccup is fetched anew instead of failing for the whole visit).
 * The one home of that rule for lazily loaded code: screens (lazyScreen) and the data provider's modules.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () =>
    (pending ??= load().catch((e: unknown) => {
      pending = undefined;
      throw e;
    }));
}
