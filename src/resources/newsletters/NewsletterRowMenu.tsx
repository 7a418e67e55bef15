import { useState } from 'react';
import EditIcon from '@mui/icons-material/Edit';
import DeleteIcon from '@mui/icons-material/Delete';
import DownloadIcon from '@mui/icons-material/Download';
import { useNavigate } from 'react-router-dom';
import { useDelete, useNotify, useRecordContext, useTranslate } from 'react-admin';
import type { NewsletterRecord } from '../../dataProvider/newsletters.ts';
import { useFileDownload } from '../../components/useFileDownload.ts';
import { ActionsMenu } from '../../components/ActionsMenu.tsx';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { toNewsletterEdit } from './paths.ts';

export function NewsletterRowMenu() {
  const record = useRecordContext<NewsletterRecord>();
  const translate = useTranslate();
  const navigate = useNavigate();
  const notify = useNotify();
  const download = useFileDownload();
  const [confirming, setConfirming] = useState(false);
  const [remove, { isPending }] = useDelete<NewsletterRecord>();
  if (!record) return null;
  return (
    <>
      <ActionsMenu
        label={translate('app.newsletters.row_actions', { title: record.title })}
        items={[
          {
            label: 'app.newsletters.edit',
            icon: <EditIcon fontSize="small" />,
            onClick: () => {
              const to = toNewsletterEdit(record);
              navigate(to, { state: to.state });
            },
          },
          {
            label: 'app.newsletters.delete',
            icon: <DeleteIcon fontSize="small" />,
            onClick: () => setConfirming(true),
          },
          {
            label: 'app.newsletters.download',
            icon: <DownloadIcon fontSize="small" />,
            onClick: () => void download(record.document_url, record.document_name),
          },
        ]}
      />
      <ConfirmDialog
        isOpen={confirming}
        loading={isPending}
        title="app.newsletters.delete_title"
        content="app.newsletters.delete_confirm"
        confirm="app.common.yes"
        cancel="app.common.no"
        onClose={() => setConfirming(false)}
        onConfirm={() =>
          remove(
            'newsletters',
            { id: record.id, previousData: record },
            {
              mutationMode: 'pessimistic',
              onSuccess: () => {
                setConfirming(false);
                notify('app.newsletters.deleted', { type: 'success' });
              },
              onError: (e) => {
                setConfirming(false);
                notify('app.common.request_failed', { type: 'error', messageArgs: { reason: (e as Error).message } });
              },
            },
          )
        }
      />
    </>
  );
}
