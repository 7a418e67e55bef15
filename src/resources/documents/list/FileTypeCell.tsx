import Typography from '@mui/material/Typography';
import { useRecordContext } from 'react-admin';
import type { DocumentRow } from '../../../dataProvider/documents.ts';

/** File type (Generated, Word, Image, Video, Excel, PDF) and, for an uploaded file, its size in kb (§2). */
export function FileTypeCell() {
  const record = useRecordContext<DocumentRow>();
  if (!record) return null;
  return (
    <>
      {record.fileType}
      {record.fileSize !== null && (
        <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
          {`${record.fileSize} kb`}
        </Typography>
      )}
    </>
  );
}
