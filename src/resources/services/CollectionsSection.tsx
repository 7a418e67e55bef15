import { useState } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import LinearProgress from '@mui/material/LinearProgress';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Button, useDataProvider, useNotify, useRecordContext, useTranslate } from 'react-admin';
import type { PortalDataProvider } from '../../dataProvider/index.ts';
import type { CollectionCounts, Service, ServiceTypeId } from '../../types.ts';
import { SERVICE_TYPES } from '../../shared/constants.ts';
import { loadedCollections } from '../../shared/validation/services.ts';
import { ListLoadError } from '../../components/ListLoadError.tsx';
import { SaveFirstNotice } from './SaveFirstNotice.tsx';
import { CollectionViewerDialog } from '../../components/lazyDialogs.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { useServicesChanged } from './useServicesChanged.ts';
import { useDocumentsChanged } from '../documents/list/documentsQuery.ts';

export function CollectionsSection() {
  const record = useRecordContext<Service>();
  const translate = useTranslate();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const notify = useNotify();
  const servicesChanged = useServicesChanged();
  const documentsChanged = useDocumentsChanged();
  // not react-admin's useRefresh, which would read the users and newsletters again too
  const changed = () => void Promise.all([servicesChanged(), documentsChanged()]);
  const [confirmUnload, setConfirmUnload] = useState<ServiceTypeId | null>(null);
  const [viewing, setViewing] = useState<number | null>(null);
  const id = record?.id;
  const counts = useQuery({
    queryKey: ['services', 'collectionCount', id],
    queryFn: () => dataProvider.collectionCount(id!),
    enabled: !!id,
  });
  const onError = (e: unknown) =>
    notify('app.common.request_failed', { type: 'error', messageArgs: { reason: (e as Error).message } });
  const load = useMutation({
    mutationKey: ['services', 'collectionLoad', id],
    mutationFn: (typeId: ServiceTypeId) => dataProvider.loadCollection(id!, typeId),
    onSuccess: () => {
      notify('app.services.collection_loaded', { type: 'success' });
      changed();
    },
    onError,
  });
  const unload = useMutation({
    mutationKey: ['services', 'collectionUnload', id],
    mutationFn: (typeId: ServiceTypeId) => dataProvider.unloadCollection(id!, typeId),
    onSuccess: () => {
      setConfirmUnload(null);
      notify('app.services.collection_unloaded', { type: 'success' });
      changed();
    },
    onError,
  });
  if (!id) return <SaveFirstNotice />;
  const loaded = loadedCollections(record.collection_loaded);
  const busy = load.isPending || unload.isPending;

  return (
    <>
      {counts.error && (
        <ListLoadError
          error={counts.error}
          hasRows={false}
          message="app.services.collection_counts_failed"
          onRetry={() => void counts.refetch()}
          retrying={counts.isFetching}
        />
      )}
      <List disablePadding>
        {SERVICE_TYPES.map((t) => {
          const count = counts.data?.[t.key as keyof CollectionCounts] ?? 0;
          const isLoaded = loaded.includes(t.id);
          const name = translate(`app.services.collections.${t.key}`);
          const loading = load.isPending && load.variables === t.id;
          return (
            <ListItem
              key={t.id}
              divider
              aria-label={name}
              secondaryAction={
                <Box sx={{ display: 'flex', gap: 1 }}>
                  <Button
                    label="app.documents.view"
                    aria-label={translate('app.documents.view_collection', { name })}
                    onClick={() => setViewing(t.id)}
                  >
                    <VisibilityIcon />
                  </Button>
                  {isLoaded ? (
                    <Button
                      label="app.services.unload_docs"
                      variant="contained"
                      color="secondary"
                      disabled={busy || count === 0}
                      onClick={() => setConfirmUnload(t.id)}
                    />
                  ) : (
                    <Button
                      label="app.services.load_docs"
                      variant="outlined"
                      disabled={busy || !counts.isSuccess || count === 0}
                      onClick={() => load.mutate(t.id)}
                    />
                  )}
                </Box>
              }
            >
              <ListItemText
                primary={
                  <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
                    {name}
                    {isLoaded && (
                      <Chip size="small" color="success" label={translate('app.services.collection_loaded_chip')} />
                    )}
                  </Box>
                }
                secondary={
                  loading ? (
                    <Box component="span" role="status" sx={{ display: 'block' }}>
                      <Typography component="span" variant="body2" sx={{ display: 'block' }}>
                        {translate('app.documents.loading_n', { smart_count: count })}
                      </Typography>
                      <LinearProgress sx={{ display: 'block', mt: 0.5, maxWidth: 320 }} />
                    </Box>
                  ) : counts.isSuccess ? (
                    translate('app.services.collection_count', { smart_count: count })
                  ) : counts.isError ? null : (
                    translate('app.common.loading')
                  )
                }
              />
            </ListItem>
          );
        })}
      </List>
      <CollectionViewerDialog collectionId={viewing} onClose={() => setViewing(null)} />
      <ConfirmDialog
        isOpen={confirmUnload !== null}
        title="app.services.accordion_collections"
        content="app.services.unload_confirm"
        confirm="app.services.unload_docs"
        cancel="app.common.cancel"
        loading={unload.isPending}
        onConfirm={() => confirmUnload !== null && unload.mutate(confirmUnload)}
        onClose={() => setConfirmUnload(null)}
      />
    </>
  );
}
