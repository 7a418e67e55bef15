import { useEffect, useRef, useState, type MouseEvent } from 'react';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useEvent, useListContext, useRecordContext, useTranslate } from 'react-admin';
import { MenuTrigger } from '../../../components/ActionsMenu.tsx';
import { useLocation, useNavigate } from 'react-router-dom';
import type { DocumentRow } from '../../../dataProvider/documents.ts';
import { useFileDownload } from '../../../components/useFileDownload.ts';
import type { PreviewFile } from '../../../components/FilePreviewDialog.tsx';
import { FilePreviewDialog } from '../../../components/lazyDialogs.ts';
import { isGenerated } from '../../../shared/constants.ts';
import { toDocumentEdit } from '../paths.ts';
import { useDocumentActions, type DocumentActions } from './DocumentActionsContext.tsx';

interface Item {
  label: string;
  run: () => void;
}

export function previewOf(record: DocumentRow): PreviewFile | null {
  if (isGenerated(record.upload_or_generate) && record.content)
    return { kind: 'generated', name: record.filename, html: record.content };
  if (record.fileUrl) return { kind: 'stored', name: record.downloadName ?? record.filename, url: record.fileUrl };
  return null;
}

// §2, §4. Each row renders only its button: the items are built when its menu opens. 'Preview file': beyond the spec.
export function RowActionsMenu() {
  const record = useRecordContext<DocumentRow>();
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [preview, setPreview] = useState<PreviewFile | null>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const open = useEvent((e: MouseEvent) => {
    e.stopPropagation();
    setAnchor(e.currentTarget as HTMLElement);
  });
  if (!record) return null;
  return (
    <>
      <MenuTrigger
        buttonRef={buttonRef}
        label={translate('app.documents.actions_for', { name: record.filename })}
        expanded={!!anchor}
        size="small"
        onClick={open}
      />
      {anchor && <RowMenu record={record} anchor={anchor} onClose={() => setAnchor(null)} onPreview={setPreview} />}
      {preview && <FilePreviewDialog file={preview} onClose={() => setPreview(null)} />}
    </>
  );
}

function itemsOf(
  record: DocumentRow,
  actions: DocumentActions,
  edit: () => void,
  download: () => void,
  preview: (() => void) | null,
): (Item | false)[] {
  const { startDelete, startCollections: collections, startServices: services, startMarkReviewed } = actions;
  return [
    { label: 'app.documents.edit_file', run: edit },
    !!preview && { label: 'app.documents.preview_file', run: preview },
    { label: 'app.documents.delete_file', run: () => startDelete([record.id]) },
    record.services.length > 0 && {
      label: 'app.documents.delete_for_everyone',
      run: () => startDelete([record.id], true),
    },
    !!collections && { label: 'app.documents.add_to_collection', run: () => collections('add_one', [record.id]) },
    !!services && { label: 'app.documents.add_to_service', run: () => services('add', [record]) },
    !!collections && { label: 'app.documents.add_to_a_collection', run: () => collections('add', [record.id]) },
    !!collections && {
      label: 'app.documents.remove_from_a_collection',
      run: () => collections('remove', [record.id]),
    },
    { label: 'app.documents.download_file', run: download },
    !!startMarkReviewed && { label: 'app.markReviewed.action', run: () => startMarkReviewed([record]) },
  ];
}

function RowMenu({
  record,
  anchor,
  onClose,
  onPreview,
}: {
  record: DocumentRow;
  anchor: HTMLElement;
  onClose: () => void;
  onPreview: (file: PreviewFile) => void;
}) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const location = useLocation();
  const download = useFileDownload();
  const actions = useDocumentActions();
  const { isFetching } = useListContext();
  useEffect(() => actions.prepare?.(record), [actions, record]);
  const edit = () => {
    // the list's address holds its view (a service's page: its id): the edit screen comes back to it
    const to = toDocumentEdit(record, { current: !isFetching, from: location.pathname + location.search });
    navigate(to, { state: to.state });
  };
  const file = previewOf(record);
  const items = itemsOf(
    record,
    actions,
    edit,
    () => void download(record.fileUrl, record.downloadName),
    file && (() => onPreview(file)),
  ).filter((i): i is Item => i !== false);
  return (
    <Menu anchorEl={anchor} open onClose={onClose}>
      {items.map((item) => (
        <MenuItem
          key={item.label}
          onClick={() => {
            onClose();
            item.run();
          }}
        >
          {translate(item.label)}
        </MenuItem>
      ))}
    </Menu>
  );
}
