/** A failed load is forgotten: a chunk lost to a network hiccup is fetched anew, not failed for the whole visit. */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () =>
    (pending ??= load().catch((e: unknown) => {
      pending = undefined;
      throw e;
    }));
}
