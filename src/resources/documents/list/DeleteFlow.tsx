import { useRef, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { PortalDataProvider } from '../../../dataProvider/index.ts';
import type { Id } from '../../../types.ts';
import { OkUndoDialog } from '../../../components/OkUndoDialog.tsx';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';

// §4: confirm, soft delete, then OK deletes permanently or UNDO restores (`onDeleted` returns what puts rows back).
export function DeleteFlow({
  ids,
  everyone,
  onClose,
  onDeleted,
}: {
  ids: Id[];
  everyone?: boolean;
  onClose: () => void;
  onDeleted: (ids: Id[]) => () => void;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const [step, setStep] = useState<'confirm' | 'done'>('confirm');
  const restore = useRef<() => void>(undefined);
  const fail = (e: unknown) =>
    notify('app.common.request_failed', { type: 'error', messageArgs: { reason: (e as Error).message } });
  const soft = useMutation({
    mutationKey: ['documents', 'softDelete'],
    mutationFn: (docIds: Id[]) =>
      everyone
        ? dataProvider.deleteForEveryone(docIds)
        : docIds.length === 1
          ? dataProvider.deleteDocument(docIds[0])
          : dataProvider.softDeleteDocuments(docIds),
    onSuccess: (_d, docIds) => {
      setStep('done');
      restore.current = onDeleted(docIds);
    },
    onError: fail,
  });
  const permanent = useMutation({
    mutationKey: ['documents', 'permanentDelete'],
    mutationFn: (docIds: Id[]) => dataProvider.permanentDeleteDocuments(docIds),
    onSuccess: (_d, docIds) => {
      // the rows left the lists with the soft delete: nothing more to change
      notify('app.documents.permanently_deleted', {
        type: 'success',
        messageArgs: { smart_count: docIds.length },
      });
      onClose();
    },
    onError: fail,
  });
  const undo = useMutation({
    mutationKey: ['documents', 'undoDelete'],
    mutationFn: (docIds: Id[]) => dataProvider.undoDeleteDocuments(docIds),
    onSuccess: () => {
      notify('app.documents.retrieved', { type: 'success' });
      onClose();
      restore.current?.();
    },
    onError: fail,
  });
  return (
    <>
      <ConfirmDialog
        isOpen={step === 'confirm'}
        // one document keeps the spec's question; several are named as several
        content={everyone ? 'app.documents.delete_everyone_confirm_n' : 'app.documents.delete_confirm_n'}
        contentTranslateOptions={{ smart_count: ids.length }}
        confirm={everyone ? 'app.documents.delete' : 'app.documents.remove'}
        loading={soft.isPending}
        onClose={onClose}
        onConfirm={() => soft.mutate(ids)}
      />
      <OkUndoDialog
        open={step === 'done'}
        message={translate('app.documents.permanently_deleted', { smart_count: ids.length })}
        detail={ids.length > 1 ? translate('app.documents.selected_n', { smart_count: ids.length }) : undefined}
        busy={permanent.isPending || undo.isPending}
        onOk={() => permanent.mutate(ids)}
        onUndo={() => undo.mutate(ids)}
      />
    </>
  );
}
