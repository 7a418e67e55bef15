/**
 * How documents are answered. Documents carry the spec's fields only (§3 'Document (as loaded)'): belongsIn,
 * fileType and the other derived fields are the client's (src/dataProvider/documentFields.ts); deleted_at,
 * collections and per-service availability are stored here, never answered.
 */
import { documentAnswer } from '../../../src/shared/records.ts';
import { serviceTypeLabel } from '../../lib/messages.ts';
import type { Db } from '../../lib/db.ts';
import { message } from '../../lib/messages.ts';
import type { CollectionItem, DocumentRecord } from '../../../src/types.ts';

export const present = documentAnswer;
/** Live documents only: a soft-deleted document is in the recycle bin, not in a list. */
export const presentAll = (docs: DocumentRecord[]) => docs.filter((d) => !d.deleted_at).map(present);

/** `{ id, name }` of each known service id, as documents store their services. */
export const serviceRefs = (db: Db, ids: number[]) => {
  const byId = new Map(db.services.map((s) => [s.id, s]));
  return ids.flatMap((id) => {
    const s = byId.get(id);
    return s ? [{ id: s.id, name: s.name }] : [];
  });
};

/** `{ id, name }` of service types, as documents store their service_type_id. */
export const typeRefs = (ids: number[]) => ids.map((id) => ({ id, name: serviceTypeLabel(id) }));

/** The answer of every create: the new documents (several attachments make several). */
export const created = (docs: DocumentRecord[]) => ({
  status: true,
  message: message('documents.created'),
  data: docs.map(present),
});

/** §3 'Collection item': what collections-get answers per document. */
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
