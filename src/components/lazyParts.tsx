import { useId, useState, type ComponentType } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import { useTranslate } from 'react-admin';
import { lazyComponent, type LazyComponent } from '../boot/lazyScreen.ts';

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
 * A dialog whose code (and its libraries) loads the first time it opens, not with the page that may open it: until
 * then it renders nothing; while the code loads, a modal spinner (lazyComponent). Once opened it stays mounted, so
 * closing keeps the dialog's own exit transition. `isOpen` reads the dialog's own props (`open`, or a non-null value).
 */
export function lazyDialog<P extends object>(
  load: () => Promise<ComponentType<P>>,
  isOpen: (props: P) => boolean,
): LazyComponent<P> {
  const Inner = lazyComponent(load, (props: P) => (isOpen(props) ? <DialogLoading /> : null));
  function LazyDialog(props: P) {
    const open = isOpen(props);
    const [opened, setOpened] = useState(open);
    if (open && !opened) setOpened(true);
    return opened ? <Inner {...props} /> : null;
  }
  return Object.assign(LazyDialog, { preload: Inner.preload });
}
