// the spec's fields only: deleted_at, collections and per-service availability are stored, never answered
import { documentAnswer } from '../../../src/shared/records.ts';
import { serviceTypeLabel } from '../../lib/messages.ts';
import type { Db } from '../../lib/db.ts';
import { message } from '../../lib/messages.ts';
import type { CollectionItem, DocumentRecord } from '../../../src/types.ts';

export const present = documentAnswer;
export const presentAll = (docs: DocumentRecord[]) => docs.filter((d) => !d.deleted_at).map(present);

export const serviceRefs = (db: Db, ids: number[]) => {
  const byId = new Map(db.services.map((s) => [s.id, s]));
  return ids.flatMap((id) => {
    const s = byId.get(id);
    return s ? [{ id: s.id, name: s.name }] : [];
  });
};

export const typeRefs = (ids: number[]) => ids.map((id) => ({ id, name: serviceTypeLabel(id) }));

// several attachments make several documents
export const created = (docs: DocumentRecord[]) => ({
  status: true,
  message: message('documents.created'),
  data: docs.map(present),
});

export const collectionItem = (d: DocumentRecord): CollectionItem => ({
  id: d.id,
  document_id: d.document_id,
  document_url: d.uploaded_file?.document_url ?? null,
  document_name: d.uploaded_file?.document_name ?? null,
  file_title: d.file_title,
  file_version: d.file_version,
  label: d.label,
  upload_or_generate: d.upload_or_generate,
});
