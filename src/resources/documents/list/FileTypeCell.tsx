import Typography from '@mui/material/Typography';
import { useRecordContext, useTranslate } from 'react-admin';
import type { DocumentRow } from '../../../dataProvider/documents.ts';
import { sizeLabel } from './sizeLabel.ts';

const SIZE_SX = { display: 'block' } as const;

/** §2: the file type and, for an uploaded file, its size in kb. */
export function FileTypeCell() {
  const record = useRecordContext<DocumentRow>();
  const translate = useTranslate();
  if (!record) return null;
  const size = sizeLabel(record.uploaded_file?.file_size, record.fileSize);
  return (
    <>
      {record.fileType}
      {size && (
        <Typography component="span" variant="body2" color="text.secondary" sx={SIZE_SX}>
          {translate(size.key, { kb: size.kb })}
        </Typography>
      )}
    </>
  );
}
