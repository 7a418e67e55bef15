import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import type { PortalDataProvider } from '../../../dataProvider/index.ts';
import type { DocumentRow } from '../../../dataProvider/documents.ts';

/** 'See all': the document's services as the server has them now. */
export function DocumentServicesDialog({ doc, onClose }: { doc: DocumentRow | null; onClose: () => void }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const services = useQuery({
    queryKey: ['documents', 'documentServices', doc?.id],
    queryFn: () => dataProvider.documentServices(doc!.id),
    enabled: !!doc,
    gcTime: 0,
  });
  const list = services.data ?? [];
  return (
    <Dialog open={!!doc} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="doc-services-title">
      <DialogTitle id="doc-services-title">
        {doc ? translate('app.documents.services_of', { name: doc.filename }) : ''}
      </DialogTitle>
      <DialogContent dividers>
        {services.isPending ? (
          <LinearProgress aria-label={translate('app.common.loading')} />
        ) : (
          <Typography color="text.secondary">
            {translate('app.documents.services_count', { smart_count: list.length })}
          </Typography>
        )}
        <List dense>
          {list.map((s) => (
            <ListItem key={s.service_id}>
              <ListItemText primary={s.service_name} />
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
