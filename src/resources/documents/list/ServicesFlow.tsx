import { useEffect, useState } from 'react';
import DialogContentText from '@mui/material/DialogContentText';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { PortalDataProvider } from '../../../dataProvider/index.ts';
import type { DocumentRow, ServiceDocumentCount } from '../../../dataProvider/documents.ts';
import { ChooseServicesDialog } from '../../../components/lazyDialogs.ts';
import { OkUndoDialog } from '../../../components/OkUndoDialog.tsx';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { serviceChoicesQuery } from './documentsQuery.ts';

type Step = 'choose' | 'confirm' | 'done';

// §4; one document goes by link-service-to-document or service-unlink (§2), several by the bulk confirm calls.
// UNDO reverses only the links this change made, from the documents' services as they were before.
export function ServicesFlow({
  mode,
  docs,
  onClose,
  onChanged,
}: {
  mode: 'add' | 'remove';
  docs: DocumentRow[];
  onClose: () => void;
  onChanged: () => void;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const [step, setStep] = useState<Step>('choose');
  const [chosen, setChosen] = useState<number[]>([]);
  const [counts, setCounts] = useState<ServiceDocumentCount[]>([]);
  const fail = (e: unknown) =>
    notify('app.common.request_failed', { type: 'error', messageArgs: { reason: (e as Error).message } });
  const ids = docs.map((d) => d.id);
  const single = docs.length === 1 ? docs[0].id : null;
  const queryClient = useQueryClient();
  const choices = useQuery({
    ...serviceChoicesQuery(dataProvider, mode, single ?? 0),
    enabled: single !== null && step === 'choose',
  });
  useEffect(
    () => () =>
      queryClient.removeQueries({
        queryKey: serviceChoicesQuery(dataProvider, mode, single ?? 0).queryKey,
        exact: true,
      }),
    [queryClient, dataProvider, mode, single],
  );

  const preview = useMutation({
    mutationKey: ['documents', 'selectServicesDocuments'],
    mutationFn: (serviceIds: number[]) => dataProvider.selectServicesDocuments(ids, serviceIds),
    onSuccess: (data) => {
      setCounts(data);
      setStep('confirm');
    },
    onError: fail,
  });
  const apply = useMutation({
    mutationKey: ['documents', mode === 'add' ? 'confirmAddServices' : 'confirmRemoveServices'],
    mutationFn: async () => {
      if (single !== null) {
        for (const s of chosen)
          await (mode === 'add' ? dataProvider.linkService(single, s) : dataProvider.unlinkService(single, s));
        return;
      }
      await (mode === 'add'
        ? dataProvider.confirmAddServicesToDocuments(ids, chosen)
        : dataProvider.confirmRemoveServicesDocuments(ids, chosen));
    },
    onSuccess: () => {
      setStep('done');
      onChanged();
    },
    onError: fail,
  });
  const undo = useMutation({
    mutationKey: ['documents', 'undoServices'],
    mutationFn: async () => {
      for (const d of docs) {
        const had = new Set(d.services.map((s) => Number(s.id)));
        const changed = chosen.filter((s) => (mode === 'add' ? !had.has(s) : had.has(s)));
        if (changed.length === 0) continue;
        for (const s of changed) {
          if (mode === 'add') await dataProvider.unlinkService(d.id, s);
          else await dataProvider.linkService(d.id, s);
        }
      }
    },
    onSuccess: () => {
      notify('app.documents.services_restored', { type: 'info' });
      onChanged();
      onClose();
    },
    onError: fail,
  });

  return (
    <>
      <ChooseServicesDialog
        open={step === 'choose'}
        value={chosen}
        choices={single !== null ? { data: choices.data, isPending: choices.isPending } : undefined}
        onClose={onClose}
        onDone={(serviceIds) => {
          if (serviceIds.length === 0) {
            notify('app.documents.no_service_chosen', { type: 'warning' });
            return;
          }
          setChosen(serviceIds);
          preview.mutate(serviceIds);
        }}
      />
      <ConfirmDialog
        isOpen={step === 'confirm'}
        confirm="app.documents.confirm"
        loading={apply.isPending}
        onClose={onClose}
        onConfirm={() => apply.mutate()}
        content={
          <>
            <DialogContentText>
              {translate(
                mode === 'add' ? 'app.documents.add_services_confirm' : 'app.documents.remove_services_confirm',
                {
                  smart_count: docs.length,
                },
              )}
            </DialogContentText>
            <List dense>
              {counts.map((c) => (
                <ListItem key={c.id}>
                  <ListItemText
                    primary={translate('app.documents.service_document_count', {
                      name: c.service_name,
                      smart_count: c.document_count,
                    })}
                  />
                </ListItem>
              ))}
            </List>
          </>
        }
      />
      <OkUndoDialog
        open={step === 'done'}
        message={translate(mode === 'add' ? 'app.documents.linked' : 'app.documents.unlinked')}
        detail={docs.length > 1 ? translate('app.documents.selected_n', { smart_count: docs.length }) : undefined}
        busy={undo.isPending}
        onOk={onClose}
        onUndo={() => undo.mutate()}
      />
    </>
  );
}
