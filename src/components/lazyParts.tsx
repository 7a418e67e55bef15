import { useId, useState, type ComponentType } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import { useTimeout, useTranslate } from 'react-admin';
import { lazyComponent, type LazyComponent } from '../loading/lazyScreen.ts';

export function PartLoading() {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 2 }}>
      <CircularProgress size={32} aria-label={translate('app.common.loading')} />
    </Box>
  );
}

// MUI's Dialog always names its role="dialog" element by aria-labelledby, so the name comes from the spinner's id:
// an aria-label on the Dialog would land on the backdrop's root.
function DialogLoading() {
  const translate = useTranslate();
  const label = translate('app.common.loading');
  const id = useId();
  return (
    <Dialog open aria-labelledby={id}>
      <DialogContent>
        <CircularProgress id={id} aria-label={label} />
      </DialogContent>
    </Dialog>
  );
}

/** Quicker than this, the dialog simply opens, with no spinner modal flashing in before it. */
export const LOADING_DIALOG_DELAY_MS = 150;

function DelayedDialogLoading() {
  return useTimeout(LOADING_DIALOG_DELAY_MS) ? <DialogLoading /> : null;
}

// Asked for by the render that opens it, not after commit; once opened it stays mounted for its exit transition.
export function lazyDialog<P extends object>(
  load: () => Promise<ComponentType<P>>,
  isOpen: (props: P) => boolean,
): LazyComponent<P> {
  const Inner = lazyComponent(load, (props: P) => (isOpen(props) ? <DelayedDialogLoading /> : null));
  function LazyDialog(props: P) {
    const open = isOpen(props);
    const [opened, setOpened] = useState(open);
    if (open && !opened) {
      setOpened(true);
      // idempotent, so a render React repeats does not start a second load
      void Inner.preload().catch(() => undefined);
    }
    return opened ? <Inner {...props} /> : null;
  }
  return Object.assign(LazyDialog, { preload: Inner.preload });
}
