/** Document lists and the list's filters (document-management §4, §7): every answer is a list of documents. */
import type { Handler } from '../../lib/app.ts';
import { assertValid, type FieldErrors } from '../../lib/errors.ts';
import { allowOnly } from '../../lib/strict.ts';
import { messages } from '../../lib/messages.ts';
import { addError, body, idsField } from '../../lib/request.ts';
import { FILE_TYPES, SERVICE_TYPES } from '../../../src/shared/constants.ts';
import { fileTypeIdOf } from '../../../src/shared/validation/documents.ts';
import { PAYLOAD } from './payloads.ts';
import { present, presentAll } from './presentation.ts';

/** Live documents, optionally of one NQA area (`?nqa=`) or category (`?category=`). */
export const listDocuments: Handler = (req, ctx) => {
  const q = req.query;
  let docs = ctx.db.documents.filter((d) => !d.deleted_at);
  if (typeof q.nqa === 'string' && q.nqa !== '') docs = docs.filter((d) => d.nqa_area_id.includes(Number(q.nqa)));
  if (typeof q.category === 'string' && q.category !== '') docs = docs.filter((d) => d.category === Number(q.category));
  return docs.map(present);
};

/** Live documents; `?trashed=only` lists the recycle bin and `?trashed=with` everything (for tests). */
export const listAllDocuments: Handler = (req, ctx) => {
  const trashed = req.query.trashed;
  if (trashed === 'only') return ctx.db.documents.filter((d) => d.deleted_at).map(present);
  if (trashed === 'with') return ctx.db.documents.map(present);
  return presentAll(ctx.db.documents);
};

export const filterByServices: Handler = (req, ctx) => {
  allowOnly(body(req), PAYLOAD.filterByServices);
  const e: FieldErrors = {};
  const ids = idsField(e, body(req).service_id, 'service_id');
  assertValid(e);
  return presentAll(ctx.db.documents.filter((d) => d.services.some((s) => ids.includes(s.id))));
};

export const filterByCollection: Handler = (req, ctx) => {
  allowOnly(body(req), PAYLOAD.filterByCollection);
  const e: FieldErrors = {};
  const ids = idsField(e, body(req).service_type_id, 'service_type_id');
  if (ids.some((id) => !SERVICE_TYPES.some((s) => s.id === id)))
    addError(e, 'service_type_id', messages.validation.invalid_value);
  assertValid(e);
  return presentAll(ctx.db.documents.filter((d) => (d.collections ?? []).some((c) => ids.includes(c))));
};

export const filterByFileType: Handler = (req, ctx) => {
  const e: FieldErrors = {};
  const raw = req.query.file_type ?? req.query['file_type[]'];
  const list = Array.isArray(raw) ? raw : typeof raw === 'string' ? raw.split(',') : raw;
  const ids = idsField(e, list, 'file_type');
  if (ids.some((id) => !(FILE_TYPES as readonly number[]).includes(id)))
    addError(e, 'file_type', messages.validation.invalid_value);
  assertValid(e);
  return presentAll(ctx.db.documents.filter((d) => ids.includes(fileTypeIdOf(d) ?? -1)));
};
