import { lazy, type ComponentProps } from 'react';
import type { SimpleList as RaSimpleList } from 'react-admin';
import { LazyPart } from './lazyParts.tsx';

const Lazy = lazy(() => import('./raSimpleList.ts').then((m) => ({ default: m.SimpleList })));

/**
 * react-admin's SimpleList, the card list the lists show below 600 px (issue 12), loaded when a phone layout shows
 * it: on wider screens the table shows, and the card list's code (with MUI's list items) stays out of the page.
 */
export const SimpleList = ((props: ComponentProps<typeof RaSimpleList>) => (
  <LazyPart>
    <Lazy {...props} />
  </LazyPart>
)) as typeof RaSimpleList;
