import { useState } from 'react';
import Link from '@mui/material/Link';
import { useRecordContext, useTranslate } from 'react-admin';
import type { PreviewFile } from '../../../components/FilePreviewDialog.tsx';
import { FilePreviewDialog } from '../../../components/lazyDialogs.ts';

interface FileValue {
  src?: string;
  title?: string;
  rawFile?: File;
}

export function previewOf(value: FileValue | undefined): PreviewFile | null {
  if (!value) return null;
  const name = value.title || value.rawFile?.name || '';
  if (value.rawFile instanceof Blob) return { kind: 'picked', name, file: value.rawFile };
  return value.src ? { kind: 'stored', name, url: value.src } : null;
}

/** Not react-admin's FileField: its plain link leaves the form, and the file needs the bearer token. */
export function FilePreviewLink() {
  const translate = useTranslate();
  const record = useRecordContext<FileValue & { id?: never }>();
  const [open, setOpen] = useState(false);
  const file = previewOf(record);
  if (!file) return null;
  return (
    <>
      <Link
        component="button"
        type="button"
        aria-label={translate('app.documentForms.open_file', { name: file.name })}
        onClick={(e) => {
          e.preventDefault();
          e.stopPropagation();
          setOpen(true);
        }}
      >
        {file.name}
      </Link>
      <FilePreviewDialog file={open ? file : null} onClose={() => setOpen(false)} />
    </>
  );
}
