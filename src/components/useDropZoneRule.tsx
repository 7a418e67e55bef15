import { useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import { useTranslate, type FileInputProps } from 'react-admin';
import { KIND_MESSAGE, UPLOAD_ACCEPT, uploadRefusal, type FileKind, type UploadRefusal } from '../shared/uploads.ts';

type DropzoneOptions = NonNullable<FileInputProps['options']>;

/** Refuses a wrong file in the drop zone, before anything is sent. Spread `accept` and `options` on the input. */
export function useDropZoneRule(kind: FileKind) {
  const translate = useTranslate();
  const [refused, setRefused] = useState<UploadRefusal | null>(null);
  const options = useMemo<DropzoneOptions>(
    () => ({
      validator: (file: File) => {
        // While dragging, browsers expose items without a name or size: only a dropped file is judged.
        if (typeof file.name !== 'string') return null;
        const r = uploadRefusal(kind, file);
        return r ? { code: r.key, message: r.key } : null;
      },
      onDropAccepted: () => setRefused(null),
      onDropRejected: (rejections) => {
        const file = rejections[0]?.file;
        setRefused((file && uploadRefusal(kind, file)) || { key: KIND_MESSAGE[kind] });
      },
    }),
    [kind],
  );
  const refusal = refused ? (
    <Alert severity="error" sx={{ mb: 2 }}>
      {translate(`app.${refused.key}`, refused.args)}
    </Alert>
  ) : null;
  return { accept: UPLOAD_ACCEPT[kind], options, refusal };
}
