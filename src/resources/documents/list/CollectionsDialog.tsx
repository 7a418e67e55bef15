import { useState } from 'react';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useMutation, useQueries } from '@tanstack/react-query';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { PortalDataProvider } from '../../../dataProvider/index.ts';
import type { Id } from '../../../types.ts';
import { SERVICE_TYPES } from '../../../shared/constants.ts';

export type CollectionsMode = 'add' | 'add_one' | 'remove';

/** Membership is read from GET /api/collections-get/{id}, the one call of the spec that answers it. */
export function CollectionsDialog({
  mode,
  ids,
  onClose,
  onChanged,
}: {
  mode: CollectionsMode;
  ids: Id[];
  onClose: () => void;
  onChanged: () => void;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const [chosen, setChosen] = useState<number[]>([]);
  const wanted = new Set(ids.map(Number));
  const members = useQueries({
    queries: SERVICE_TYPES.map((t) => ({
      queryKey: ['documents', 'collectionItems', t.id],
      queryFn: () => dataProvider.collectionItems(t.id),
      gcTime: 0,
    })),
  });
  const held = (i: number) => {
    const items = members[i].data;
    return items ? new Set(items.map((x) => Number(x.document_id)).filter((id) => wanted.has(id))).size : 0;
  };
  const save = useMutation({
    mutationKey: ['documents', 'collections', mode],
    mutationFn: () =>
      mode === 'remove'
        ? dataProvider.removeFromCollections(ids, chosen)
        : mode === 'add_one'
          ? dataProvider.addDocumentToCollection(ids[0], chosen)
          : dataProvider.addToCollections(ids, chosen),
    onSuccess: () => {
      notify(mode === 'remove' ? 'app.documents.collection_removed' : 'app.documents.collection_added', {
        type: 'success',
      });
      onChanged();
      onClose();
    },
    onError: (e) =>
      notify('app.common.request_failed', { type: 'error', messageArgs: { reason: (e as Error).message } }),
  });
  const title =
    mode === 'remove' ? 'app.documents.remove_from_collections_title' : 'app.documents.add_to_collections_title';
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="collections-title">
      <DialogTitle id="collections-title">{translate(title)}</DialogTitle>
      <DialogContent>
        {members.some((m) => m.isPending) && <LinearProgress aria-label={translate('app.common.loading')} />}
        <FormGroup>
          {SERVICE_TYPES.map((t, i) => (
            <FormControlLabel
              key={t.id}
              control={
                <Checkbox
                  checked={chosen.includes(t.id)}
                  onChange={() => setChosen((c) => (c.includes(t.id) ? c.filter((x) => x !== t.id) : [...c, t.id]))}
                />
              }
              label={
                <>
                  {translate(`app.services.collections.${t.key}`)}
                  {held(i) > 0 && (
                    <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
                      {ids.length === 1
                        ? translate('app.documents.in_collection')
                        : translate('app.documents.in_collection_some', { smart_count: held(i) })}
                    </Typography>
                  )}
                </>
              }
            />
          ))}
        </FormGroup>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('app.common.cancel')}</Button>
        <Button
          variant="contained"
          disabled={save.isPending}
          onClick={() =>
            chosen.length ? save.mutate() : notify('app.documents.no_collection_chosen', { type: 'warning' })
          }
        >
          {translate('app.common.done')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
