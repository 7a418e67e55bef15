import { useEffect, useState, type ComponentType } from 'react';
import type { PopperProps } from '@mui/material/Popper';
import { loadOnce } from '../boot/loadOnce.ts';

/**
 * MUI's Popper as MUI's Tooltip uses it, with its code loaded the first time a tooltip opens (issue 10). Every
 * signed-in page has tooltips (react-admin's buttons, the sidebar's toggle, the tables' sort headers), and with
 * them Popper and popper.js, about 9 KB gzip on every page, although a tooltip only needs them once a pointer
 * has rested on its control. vite.config.ts resolves the Tooltip's own `../Popper/index.js` to this module, and the
 * portal's hover menu (ActionsMenu) uses it too; MUI's Autocomplete keeps its own import.
 *
 * Only the Popper waits: the Tooltip and the control it wraps are drawn at once and never replaced (the Popper is
 * their sibling), so a click in progress is never lost. A tooltip opens after MUI's enter delay (100 ms) anyway;
 * the first one waits for the few KB besides. Once here, the Popper renders every time, so closing runs its exit
 * transition as before. A load that fails shows no tooltip (its control still works); the next open tries again.
 * Not React.lazy: it would suspend the Tooltip's parent (the button) on the first open, and throw a failed load to
 * the screen's error boundary, where a tooltip should simply not show.
 */
let Loaded: ComponentType<PopperProps> | undefined;
const load = loadOnce(() =>
  import('@mui/material/Popper').then((m) => {
    Loaded = m.default;
  }),
);

export default function PopperOnDemand(props: PopperProps) {
  const wanted = props.open || props.keepMounted === true;
  const [, arrived] = useState(false);
  useEffect(() => {
    if (!wanted || Loaded) return undefined;
    let live = true;
    load().then(
      () => live && arrived(true),
      () => undefined, // no tooltip this time; loadOnce forgets the failure, so the next open asks again
    );
    return () => {
      live = false;
    };
  }, [wanted]);
  return Loaded ? <Loaded {...props} /> : null;
}

/** For tests: whether Popper's code has been loaded. */
export const popperLoaded = () => Loaded !== undefined;
