import { useMemo, useState, type ReactNode } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useNotify, useTranslate, useUnselectAll, type Identifier } from 'react-admin';
import type { PortalDataProvider } from '../../dataProvider/index.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { OkUndoDialog } from '../../components/OkUndoDialog.tsx';
import { updateKeptCollection } from '../../dataProvider/keptCollection.ts';
import type { UserRecord } from '../../dataProvider/users.ts';
import { useNavigate } from 'react-router-dom';
import { toUserEdit } from './paths.ts';

type Kind = 'approve' | 'revoke' | 'delete';

export const USERS_STORE_KEY = 'users.management';

// one keeps the spec's words; several name their count
const CONFIRM: Record<Kind, { title: string; content: string }> = {
  approve: { title: 'app.users.approve_title', content: 'app.counted.users_approve_confirm' },
  revoke: { title: 'app.users.revoke_title', content: 'app.counted.users_revoke_confirm' },
  delete: { title: 'app.users.delete_title', content: 'app.counted.users_delete_confirm' },
};

// every action asks first; delete sends the real call only on the OK/UNDO modal's OK (portal-core §4)
export function useUserActions({ onDeleted }: { onDeleted?: (ids: Identifier[]) => void } = {}) {
  const dataProvider = useDataProvider<PortalDataProvider>();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const translate = useTranslate();
  const unselectAll = useUnselectAll('users', USERS_STORE_KEY);
  const [confirming, setConfirming] = useState<{ kind: Kind; ids: Identifier[] } | null>(null);
  const [awaitingOk, setAwaitingOk] = useState<Identifier[] | null>(null);

  const access = useMutation({
    mutationKey: ['users', 'access'],
    mutationFn: ({ ids, approve }: { ids: Identifier[]; approve: boolean }) =>
      approve ? dataProvider.approveAccess(ids) : dataProvider.revokeAccess(ids),
    onSuccess: (ok) => {
      if (!ok) {
        notify('app.users.access_failed', { type: 'error' });
        return;
      }
      notify('app.users.access_changed', { type: 'success' });
      unselectAll();
      void queryClient.invalidateQueries({ queryKey: ['users'] });
    },
  });

  const remove = useMutation({
    mutationKey: ['users', 'delete'],
    mutationFn: async (ids: Identifier[]) => {
      if (ids.length === 1) await dataProvider.delete('users', { id: ids[0] });
      else await dataProvider.deleteMany('users', { ids });
    },
    onSuccess: (_data, ids) => {
      setAwaitingOk(null);
      unselectAll();
      // the deleted users leave the kept list: nothing is read again
      const gone = new Set(ids.map(String));
      updateKeptCollection<UserRecord>(queryClient, 'users', (users) => users.filter((u) => !gone.has(String(u.id))));
      onDeleted?.(ids);
    },
    onError: (e: Error) => {
      setAwaitingOk(null);
      notify('app.common.request_failed', { type: 'error', messageArgs: { reason: e.message } });
    },
  });

  // one set for the hook's life: every row's menu reads them through UserActionsContext
  const navigate = useNavigate();
  const [askers] = useState(() => {
    const ask = (kind: Kind) => (ids: Identifier[]) => void (ids.length > 0 && setConfirming({ kind, ids }));
    const edit = (user: UserRecord) => {
      const to = toUserEdit(user);
      navigate(to, { state: to.state });
    };
    return { approve: ask('approve'), revoke: ask('revoke'), remove: ask('delete'), edit };
  });

  const onConfirm = () => {
    if (!confirming) return;
    const { kind, ids } = confirming;
    setConfirming(null);
    if (kind === 'delete') setAwaitingOk(ids);
    else access.mutate({ ids, approve: kind === 'approve' });
  };

  const dialogs: ReactNode = (
    <>
      <ConfirmDialog
        isOpen={!!confirming}
        title={confirming ? CONFIRM[confirming.kind].title : ''}
        content={confirming ? CONFIRM[confirming.kind].content : ''}
        contentTranslateOptions={{ smart_count: confirming?.ids.length ?? 1 }}
        confirm="app.common.yes"
        cancel="app.common.no"
        onConfirm={onConfirm}
        onClose={() => setConfirming(null)}
      />
      <OkUndoDialog
        open={!!awaitingOk}
        message={translate('app.users.deleted')}
        detail={
          awaitingOk && awaitingOk.length > 1
            ? translate('app.users.selected', { smart_count: awaitingOk.length })
            : undefined
        }
        busy={remove.isPending}
        onOk={() => awaitingOk && remove.mutate(awaitingOk)}
        onUndo={() => setAwaitingOk(null)}
      />
    </>
  );

  // the same object until `busy` changes, so the row menus do not all render again whenever the list does
  const busy = access.isPending || remove.isPending;
  const actions = useMemo(() => ({ ...askers, busy }), [askers, busy]);
  return { actions, dialogs };
}
