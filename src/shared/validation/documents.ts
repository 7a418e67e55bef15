// document-management §5 'File type', read by the data provider's filter and the fixture
import { FILE_TYPE, isGenerated, isWebinarType } from '../constants.ts';

export function fileTypeIdOf(doc: {
  upload_or_generate: number;
  document_type_id?: number;
  uploaded_file?: { document_name?: string; file_type?: string } | null;
}): number | null {
  if (isGenerated(doc.upload_or_generate)) return FILE_TYPE.generated;
  const name = doc.uploaded_file?.document_name ?? '';
  const ext = name.includes('.') ? name.slice(name.lastIndexOf('.') + 1).toLowerCase() : '';
  const mime = (doc.uploaded_file?.file_type ?? '').toLowerCase();
  if (ext === 'pdf' || mime === 'application/pdf') return FILE_TYPE.pdf;
  if (['doc', 'docx', 'rtf', 'odt', 'txt'].includes(ext) || mime.includes('word')) return FILE_TYPE.word;
  if (['png', 'jpg', 'jpeg', 'gif', 'webp'].includes(ext) || mime.startsWith('image/')) return FILE_TYPE.image;
  if (['mp4', 'mov', 'webm', 'avi'].includes(ext) || mime.startsWith('video/')) return FILE_TYPE.video;
  if (
    ['xls', 'xlsx', 'csv', 'ods'].includes(ext) ||
    mime.includes('sheet') ||
    mime.includes('excel') ||
    mime === 'text/csv'
  )
    return FILE_TYPE.excel;
  // A webinar or training module delivered by link only is watched, not downloaded.
  if (!doc.uploaded_file && isWebinarType(doc.document_type_id)) return FILE_TYPE.video;
  return null;
}
