import Typography from '@mui/material/Typography';
import { useRecordContext, useTranslate } from 'react-admin';
import type { DocumentRow } from '../../../dataProvider/documents.ts';

/** File type (Generated, Word, Image, Video, Excel, PDF) and, for an uploaded file, its size in kb (§2). */
export function FileTypeCell() {
  const record = useRecordContext<DocumentRow>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <>
      {record.file_type_id ? translate(`app.services.file_types.${record.file_type_id}`) : record.fileType}
      {record.fileSize !== null && record.fileSize !== undefined && (
        <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
          {`${record.fileSize} kb`}
        </Typography>
      )}
    </>
  );
}
