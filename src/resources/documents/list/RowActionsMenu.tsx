import { useState } from 'react';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import { useRecordContext, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { DocumentRow } from '../../../dataProvider/documents.ts';
import { useFileDownload } from '../../../components/useFileDownload.ts';
import { toDocumentEdit } from '../index.ts';
import { useDocumentActions } from './DocumentActionsContext.tsx';

/**
 * The row menu (§2): Edit file, Delete file, collections, services, Download file; a document linked to services
 * also offers 'Delete for everyone' (§4 confirm, DELETE /api/document-deletemultiple).
 */
export function RowActionsMenu() {
  const record = useRecordContext<DocumentRow>();
  const translate = useTranslate();
  const navigate = useNavigate();
  const download = useFileDownload();
  const actions = useDocumentActions();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  if (!record) return null;
  const run = (fn: () => void) => () => {
    setAnchor(null);
    fn();
  };
  const edit = () => {
    const to = toDocumentEdit(record);
    navigate(to, { state: to.state });
  };
  return (
    <>
      <IconButton
        aria-label={translate('app.documents.actions_for', { name: record.filename })}
        onClick={(e) => setAnchor(e.currentTarget)}
        size="small"
      >
        <MoreVertIcon />
      </IconButton>
      <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        <MenuItem onClick={run(edit)}>{translate('app.documents.edit_file')}</MenuItem>
        <MenuItem onClick={run(() => actions.startDelete([record.id]))}>
          {translate('app.documents.delete_file')}
        </MenuItem>
        {record.services.length > 0 && (
          <MenuItem onClick={run(() => actions.startDelete([record.id], true))}>
            {translate('app.documents.delete_for_everyone')}
          </MenuItem>
        )}
        <MenuItem onClick={run(() => actions.startCollections('add_one', [record.id]))}>
          {translate('app.documents.add_to_collection')}
        </MenuItem>
        <MenuItem onClick={run(() => actions.startServices('add', [record]))}>
          {translate('app.documents.add_to_service')}
        </MenuItem>
        <MenuItem onClick={run(() => actions.startCollections('add', [record.id]))}>
          {translate('app.documents.add_to_a_collection')}
        </MenuItem>
        <MenuItem onClick={run(() => actions.startCollections('remove', [record.id]))}>
          {translate('app.documents.remove_from_a_collection')}
        </MenuItem>
        <MenuItem onClick={run(() => void download(record.fileUrl, record.downloadName))}>
          {translate('app.documents.download_file')}
        </MenuItem>
      </Menu>
    </>
  );
}
