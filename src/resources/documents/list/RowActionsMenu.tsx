import { useRecordContext, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { DocumentRow } from '../../../dataProvider/documents.ts';
import { ActionsMenu } from '../../../components/ActionsMenu.tsx';
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
  if (!record) return null;
  const edit = () => {
    const to = toDocumentEdit(record);
    navigate(to, { state: to.state });
  };
  return (
    <ActionsMenu
      label={translate('app.documents.actions_for', { name: record.filename })}
      size="small"
      items={[
        { label: 'app.documents.edit_file', onClick: edit },
        { label: 'app.documents.delete_file', onClick: () => actions.startDelete([record.id]) },
        record.services.length > 0 && {
          label: 'app.documents.delete_for_everyone',
          onClick: () => actions.startDelete([record.id], true),
        },
        { label: 'app.documents.add_to_collection', onClick: () => actions.startCollections('add_one', [record.id]) },
        { label: 'app.documents.add_to_service', onClick: () => actions.startServices('add', [record]) },
        { label: 'app.documents.add_to_a_collection', onClick: () => actions.startCollections('add', [record.id]) },
        {
          label: 'app.documents.remove_from_a_collection',
          onClick: () => actions.startCollections('remove', [record.id]),
        },
        { label: 'app.documents.download_file', onClick: () => void download(record.fileUrl, record.downloadName) },
      ]}
    />
  );
}
