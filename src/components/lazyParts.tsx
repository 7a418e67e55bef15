import { useId, useState, type ComponentType } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import { useTimeout, useTranslate } from 'react-admin';
import { lazyComponent, type LazyComponent } from '../loading/lazyScreen.ts';

/** What a lazily loaded part shows while its code loads: a spinner named 'Loading...', never an empty space. */
export function PartLoading() {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 2 }}>
      <CircularProgress size={32} aria-label={translate('app.common.loading')} />
    </Box>
  );
}

/**
 * A modal dialog with a spinner while a dialog's code loads: the page behind is inert, as under the dialog. MUI's
 * Dialog always names its role="dialog" element by aria-labelledby (an id of its own when none is given), so the
 * name comes from the spinner's label by that id: an aria-label on the Dialog would land on the backdrop's root.
 */
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

/**
 * How long a dialog's code may take to arrive before the loading dialog shows meanwhile. Quicker, the dialog simply
 * opens: no spinner dialog flashing in and out before it, and no second modal for the page to draw in between
 * (MUI's Modal, backdrop, fade and focus trap, all drawn before the dialog's own).
 */
export const LOADING_DIALOG_DELAY_MS = 150;

function DelayedDialogLoading() {
  return useTimeout(LOADING_DIALOG_DELAY_MS) ? <DialogLoading /> : null;
}

/**
 * A dialog whose code (and its libraries) loads the first time it opens, not with the page that may open it: until
 * then it renders nothing; while the code loads, after LOADING_DIALOG_DELAY_MS, a modal spinner (lazyComponent).
 * The code is asked for by the render that opens the dialog, not once that render has committed. Once opened it
 * stays mounted, so closing keeps the dialog's own exit transition. `isOpen` reads the dialog's own props (`open`,
 * or a non-null value).
 */
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
      // idempotent (loadOnce): a render React repeats asks for the one load already on its way
      void Inner.preload().catch(() => undefined);
    }
    return opened ? <Inner {...props} /> : null;
  }
  return Object.assign(LazyDialog, { preload: Inner.preload });
}
