import { useState } from 'react';
import Button from '@mui/material/Button';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useNotify, useRecordContext, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { PortalDataProvider } from '../../dataProvider/index.ts';
import type { Service } from '../../types.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { useUndoableNotify } from './useUndoableNotify.ts';
import { toServicesPendingDelete } from './paths.ts';
import { useServicesChanged } from './useServicesChanged.ts';

// portal-core §4: ARCHIVE is sent at once and undone by its toast's UNDO; DELETE FOREVER sends nothing until the
// list's OK.
export function ArchiveOrDeleteButton() {
  const record = useRecordContext<Service>();
  const translate = useTranslate();
  const navigate = useNavigate();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const notify = useNotify();
  const servicesChanged = useServicesChanged();
  const undoableNotify = useUndoableNotify();
  const [open, setOpen] = useState(false);
  // portal-core §8: archive failures are logged only
  const archive = useMutation({
    mutationKey: ['services', 'archive'],
    mutationFn: ({ service, isArchive }: { service: Service; isArchive: boolean }) =>
      dataProvider.archiveService(service, isArchive),
    onError: (e) => console.error('[services] archive failed', e),
  });
  if (!record?.id) return null;

  const onArchive = () =>
    archive.mutate(
      { service: record, isArchive: true },
      {
        onSuccess: (saved) => {
          setOpen(false);
          void servicesChanged();
          undoableNotify('app.services.archived', {
            onUndo: () =>
              archive.mutate(
                { service: saved, isArchive: false },
                {
                  onSuccess: () => {
                    notify('app.services.unarchived', { type: 'info' });
                    void servicesChanged();
                  },
                },
              ),
          });
        },
      },
    );

  const onDeleteForever = () => {
    setOpen(false);
    const to = toServicesPendingDelete(record);
    navigate(to, { state: to.state });
  };

  return (
    <>
      <Button color="error" variant="outlined" startIcon={<DeleteOutlineIcon />} onClick={() => setOpen(true)}>
        {translate('app.services.delete_service')}
      </Button>
      <ConfirmDialog
        isOpen={open}
        content="app.services.delete_question"
        confirm="app.services.delete_forever"
        onConfirm={onDeleteForever}
        onClose={() => setOpen(false)}
        extraActions={
          <Button variant="outlined" onClick={onArchive} disabled={archive.isPending || record.is_archive}>
            {translate('app.services.archive')}
          </Button>
        }
      />
    </>
  );
}
