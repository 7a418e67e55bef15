import type { ComponentProps } from 'react';
import type { SimpleList as RaSimpleList } from 'react-admin';
import { lazyComponent } from '../loading/lazyScreen.ts';
import { PartLoading } from './lazyParts.tsx';

/** Loaded when a phone layout shows it, so wider screens never load the card list's code. */
export const SimpleList = lazyComponent<ComponentProps<typeof RaSimpleList>>(
  () => import('./raSimpleList.ts').then((m) => m.SimpleList),
  PartLoading,
) as unknown as typeof RaSimpleList;
