import DeleteForeverIcon from '@mui/icons-material/DeleteForever';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, useDataProvider, useListContext, useNotify } from 'react-admin';
import type { PortalDataProvider } from '../../dataProvider/index.ts';
import type { Id, Service } from '../../types.ts';
import { collectionQueryKey } from '../../components/collectionQuery.ts';
import { useUndoableNotify } from './useUndoableNotify.ts';

/**
 * Bulk permanent deletion (portal-core §4): the selected services are soft-deleted at once, and the toast's UNDO
 * restores them through the undo-delete call ('N services are now retrieved back'). Follows react-admin demo's
 * BulkAcceptButton: selectedIds from the list context, mutate, notify, unselectAll.
 */
export function BulkSoftDeleteButton() {
  const { selectedIds, onUnselectItems } = useListContext();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const undoableNotify = useUndoableNotify();
  const undo = useMutation({
    mutationKey: ['services', 'undoDelete'],
    mutationFn: (ids: Id[]) => dataProvider.undoDeleteServices(ids),
    onSuccess: (_d, ids) => {
      notify('app.services.retrieved', { type: 'info', messageArgs: { smart_count: ids.length } });
      // the restored services come back from the server: only the services are read again
      void queryClient.invalidateQueries({ queryKey: ['services'] });
    },
    onError: (e) =>
      notify('app.common.request_failed', { type: 'error', messageArgs: { reason: (e as Error).message } }),
  });
  const softDelete = useMutation({
    mutationKey: ['services', 'softDelete'],
    mutationFn: (ids: Id[]) => dataProvider.softDeleteServices(ids),
    onSuccess: (_d, ids) => {
      onUnselectItems();
      // exactly what changed: the deleted services leave the kept collection, nothing is read again
      const gone = new Set(ids.map(String));
      queryClient.setQueryData<{ data: Service[]; total?: number }>(collectionQueryKey('services'), (old) =>
        old ? { data: old.data.filter((s) => !gone.has(String(s.id))), total: old.total } : old,
      );
      undoableNotify('app.services.soft_deleted', {
        messageArgs: { smart_count: ids.length },
        onUndo: () => undo.mutate(ids),
      });
    },
    onError: (e) =>
      notify('app.common.request_failed', { type: 'error', messageArgs: { reason: (e as Error).message } }),
  });
  return (
    <Button
      label="app.services.bulk_delete"
      color="error"
      disabled={softDelete.isPending || selectedIds.length === 0}
      onClick={() => softDelete.mutate(selectedIds as Id[])}
    >
      <DeleteForeverIcon />
    </Button>
  );
}
