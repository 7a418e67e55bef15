import DeleteForeverIcon from '@mui/icons-material/DeleteForever';
import { useMutation } from '@tanstack/react-query';
import { Button, useDataProvider, useListContext, useNotify, useRefresh } from 'react-admin';
import type { PortalDataProvider } from '../../dataProvider/index.ts';
import type { Id } from '../../types.ts';
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
  const refresh = useRefresh();
  const undoableNotify = useUndoableNotify();
  const undo = useMutation({
    mutationKey: ['services', 'undoDelete'],
    mutationFn: (ids: Id[]) => dataProvider.undoDeleteServices(ids),
    onSuccess: (_d, ids) => {
      notify('app.services.retrieved', { type: 'info', messageArgs: { smart_count: ids.length } });
      refresh();
    },
    onError: (e) =>
      notify('app.common.request_failed', { type: 'error', messageArgs: { reason: (e as Error).message } }),
  });
  const softDelete = useMutation({
    mutationKey: ['services', 'softDelete'],
    mutationFn: (ids: Id[]) => dataProvider.softDeleteServices(ids),
    onSuccess: (_d, ids) => {
      onUnselectItems();
      refresh();
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
