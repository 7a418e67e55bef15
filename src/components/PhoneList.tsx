import type { ComponentProps } from 'react';
import type { SimpleList as RaSimpleList } from 'react-admin';
import { lazyComponent } from '../loading/lazyScreen.ts';
import { PartLoading } from './lazyParts.tsx';

/**
 * react-admin's SimpleList, the card list the lists show on a phone, loaded when a phone layout shows
 * it: on wider screens the table shows, and the card list's code (with MUI's list items) stays out of the page.
 */
export const SimpleList = lazyComponent<ComponentProps<typeof RaSimpleList>>(
  () => import('./raSimpleList.ts').then((m) => m.SimpleList),
  PartLoading,
) as unknown as typeof RaSimpleList;
