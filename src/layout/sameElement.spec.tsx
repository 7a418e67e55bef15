import { describe, expect, it } from 'vitest';
import { Route, Routes } from 'react-router-dom';
import { sameElement } from './sameElement.ts';

const Page = ({ n }: { n: number }) => <p>{n}</p>;
const routes = (paths: string[], n = 1) => (
  <Routes>
    {paths.map((p) => (
      <Route key={p} path={p} element={<Page n={n} />} />
    ))}
    <Route path="*" element={<Page n={0} />} />
  </Routes>
);

describe('sameElement (the layout draws again only for other routes)', () => {
  it('holds for the same routes made again', () => {
    expect(sameElement(routes(['a', 'b']), routes(['a', 'b']))).toBe(true);
  });

  it('fails for a route more, another path or another element', () => {
    expect(sameElement(routes(['a', 'b']), routes(['a', 'b', 'c']))).toBe(false);
    expect(sameElement(routes(['a', 'b']), routes(['a', 'x']))).toBe(false);
    expect(sameElement(routes(['a']), routes(['a'], 2))).toBe(false);
  });
});
