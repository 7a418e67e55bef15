import { useState } from 'react';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import EditIcon from '@mui/icons-material/Edit';
import DeleteIcon from '@mui/icons-material/Delete';
import DownloadIcon from '@mui/icons-material/Download';
import { useNavigate } from 'react-router-dom';
import { Confirm, useDelete, useNotify, useRecordContext, useTranslate } from 'react-admin';
import type { NewsletterRecord } from '../../dataProvider/newsletters.ts';
import { useFileDownload } from '../../components/useFileDownload.ts';
import { toNewsletterEdit } from './index.ts';

/** Row menu: Edit (to /edit-newsletter with the newsletter as route state), Delete (after a Yes/No), Download newsletter. */
export function NewsletterRowMenu() {
  const record = useRecordContext<NewsletterRecord>();
  const translate = useTranslate();
  const navigate = useNavigate();
  const notify = useNotify();
  const download = useFileDownload();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [remove, { isPending }] = useDelete<NewsletterRecord>();
  if (!record) return null;
  const close = () => setAnchor(null);
  return (
    <>
      <IconButton
        aria-label={translate('app.newsletters.row_actions', { title: record.title })}
        aria-haspopup="menu"
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        <MoreVertIcon />
      </IconButton>
      <Menu anchorEl={anchor} open={!!anchor} onClose={close}>
        <MenuItem
          onClick={() => {
            close();
            const to = toNewsletterEdit(record);
            navigate(to, { state: to.state });
          }}
        >
          <ListItemIcon>
            <EditIcon fontSize="small" />
          </ListItemIcon>
          {translate('app.newsletters.edit')}
        </MenuItem>
        <MenuItem
          onClick={() => {
            close();
            setConfirming(true);
          }}
        >
          <ListItemIcon>
            <DeleteIcon fontSize="small" />
          </ListItemIcon>
          {translate('app.newsletters.delete')}
        </MenuItem>
        <MenuItem
          onClick={() => {
            close();
            void download(record.document_url, record.document_name);
          }}
        >
          <ListItemIcon>
            <DownloadIcon fontSize="small" />
          </ListItemIcon>
          {translate('app.newsletters.download')}
        </MenuItem>
      </Menu>
      <Confirm
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
