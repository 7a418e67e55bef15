import { useState } from 'react';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import SettingsIcon from '@mui/icons-material/Settings';
import { useListContext, useNotify, useTranslate } from 'react-admin';
import type { DocumentRow } from '../../../dataProvider/documents.ts';
import { useDocumentActions } from './DocumentActionsContext.tsx';

/** The header cog menu (§2): bulk Add to service, Remove from service, Delete files; nothing selected is an error. */
export function BulkActionsMenu({ rows }: { rows: DocumentRow[] }) {
  const { selectedIds } = useListContext<DocumentRow>();
  const translate = useTranslate();
  const notify = useNotify();
  const actions = useDocumentActions();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const run = (fn: () => void) => () => {
    setAnchor(null);
    if (selectedIds.length === 0) {
      notify('app.documents.select_document', { type: 'error' });
      return;
    }
    fn();
  };
  const selected = () => rows.filter((r) => selectedIds.includes(r.id));
  return (
    <>
      <IconButton
        aria-label={translate('app.documents.bulk_actions')}
        size="small"
        onClick={(e) => {
          e.stopPropagation();
          setAnchor(e.currentTarget);
        }}
      >
        <SettingsIcon />
      </IconButton>
      <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        <MenuItem onClick={run(() => actions.startServices('add', selected()))}>
          {translate('app.documents.add_to_service')}
        </MenuItem>
        <MenuItem onClick={run(() => actions.startServices('remove', selected()))}>
          {translate('app.documents.remove_from_service')}
        </MenuItem>
        <MenuItem onClick={run(() => actions.startDelete(selectedIds))}>
          {translate('app.documents.delete_files')}
        </MenuItem>
      </Menu>
    </>
  );
}
