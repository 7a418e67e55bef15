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
import { toNewsletterEdit } from './index.ts';

/**
 * Row menu: Edit (to /edit-newsletter with the newsletter as route state), Delete (after a Yes/No), Download newsletter.
 * The question and its delete are mounted from the first Delete on (then kept, so the dialog can animate closed):
 * every page or sort mounts a page of rows, and a closed dialog with its own mutation in each made that slow to draw.
 */
export function NewsletterRowMenu() {
  const record = useRecordContext<NewsletterRecord>();
  const translate = useTranslate();
  const navigate = useNavigate();
  const download = useFileDownload();
  // null: not asked yet, nothing mounted
  const [confirming, setConfirming] = useState<boolean | null>(null);
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
      {confirming !== null && <DeleteQuestion record={record} open={confirming} onClose={() => setConfirming(false)} />}
    </>
  );
}

/** 'Delete newsletter?' with Yes/No; Yes deletes (pessimistic) and says so. */
function DeleteQuestion({ record, open, onClose }: { record: NewsletterRecord; open: boolean; onClose: () => void }) {
  const notify = useNotify();
  const [remove, { isPending }] = useDelete<NewsletterRecord>();
  return (
    <ConfirmDialog
      isOpen={open}
      loading={isPending}
      title="app.newsletters.delete_title"
      content="app.newsletters.delete_confirm"
      confirm="app.common.yes"
      cancel="app.common.no"
      onClose={onClose}
      onConfirm={() =>
        remove(
          'newsletters',
          { id: record.id, previousData: record },
          {
            mutationMode: 'pessimistic',
            onSuccess: () => {
              onClose();
              notify('app.newsletters.deleted', { type: 'success' });
            },
            onError: (e) => {
              onClose();
              notify('app.common.request_failed', { type: 'error', messageArgs: { reason: (e as Error).message } });
            },
          },
        )
      }
    />
  );
}
