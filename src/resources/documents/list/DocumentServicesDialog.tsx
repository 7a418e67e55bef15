import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import type { DocumentRow } from '../../../dataProvider/documents.ts';

/** 'See all': the services of one document, with their count. */
export function DocumentServicesDialog({ doc, onClose }: { doc: DocumentRow | null; onClose: () => void }) {
  const translate = useTranslate();
  return (
    <Dialog open={!!doc} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="doc-services-title">
      <DialogTitle id="doc-services-title">{doc ? translate('app.documents.services_of', { name: doc.filename }) : ''}</DialogTitle>
      <DialogContent dividers>
        <Typography color="text.secondary">{translate('app.documents.services_count', { smart_count: doc?.services.length ?? 0 })}</Typography>
        <List dense>
          {(doc?.services ?? []).map((s) => (
            <ListItem key={s.id}>
              <ListItemText primary={s.name} />
            </ListItem>
          ))}
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('app.common.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
