import { Children, isValidElement, type ReactElement } from 'react';

type Props = Record<string, unknown>;
const sameProps = (a: Props, b: Props, same: (x: unknown, y: unknown) => boolean) => {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((k) => same(a[k], b[k]));
};
/** The same element made again: the same type and key, and props that are the same or elements the same again. */
export const sameElement = (x: unknown, y: unknown): boolean => {
  if (x === y) return true;
  if (!isValidElement(x) || !isValidElement(y) || x.type !== y.type || x.key !== y.key) return false;
  const [a, b] = [x, y].map((e) => (e as ReactElement<Props>).props);
  return sameProps(a, b, (p, q) => p === q || sameElement(p, q) || sameChildren(p, q));
};
const sameChildren = (x: unknown, y: unknown): boolean => {
  if (!Array.isArray(x) || !Array.isArray(y)) return false;
  const [a, b] = [Children.toArray(x), Children.toArray(y)];
  return a.length === b.length && a.every((e, i) => sameElement(e, b[i]));
};
