import SettingsIcon from '@mui/icons-material/Settings';
import { useListContext, useNotify, useTranslate } from 'react-admin';
import type { DocumentRow } from '../../../dataProvider/documents.ts';
import { ActionsMenu } from '../../../components/ActionsMenu.tsx';
import { useDocumentActions } from './DocumentActionsContext.tsx';

/** The header cog menu (§2); `selected` is read when an item is chosen, not on every render. */
export function BulkActionsMenu({ selected }: { selected: () => DocumentRow[] }) {
  const { selectedIds } = useListContext<DocumentRow>();
  const translate = useTranslate();
  const notify = useNotify();
  const actions = useDocumentActions();
  const run = (fn: () => void) => () => {
    if (selectedIds.length === 0) {
      notify('app.documents.select_document', { type: 'error' });
      return;
    }
    fn();
  };
  return (
    <ActionsMenu
      label={translate('app.documents.bulk_actions')}
      icon={<SettingsIcon />}
      size="small"
      items={[
        { label: 'app.documents.add_to_service', onClick: run(() => actions.startServices?.('add', selected())) },
        {
          label: 'app.documents.remove_from_service',
          onClick: run(() => actions.startServices?.('remove', selected())),
        },
        { label: 'app.documents.delete_files', onClick: run(() => actions.startDelete(selectedIds)) },
        { label: 'app.markReviewed.action', onClick: run(() => actions.startMarkReviewed?.(selected())) },
      ]}
    />
  );
}
