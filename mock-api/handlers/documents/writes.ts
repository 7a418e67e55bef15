import type { Request } from 'express';
import type { Ctx, Handler } from '../../lib/app.ts';
import { assertValid, invalidField, notFound, type FieldErrors } from '../../lib/errors.ts';
import { allowOnly } from '../../lib/strict.ts';
import { message, messages } from '../../lib/messages.ts';
import { addError, blank, body, idParam, idsField, positiveId } from '../../lib/request.ts';
import { CATEGORY, isWebinarType } from '../../../src/shared/constants.ts';
import { checkDocIds, isServiceSpecificBody, validateDocumentPayload, validateWebinarPayload } from './checks.ts';
import { NQA_PAYLOAD, PAYLOAD, SERVICE_SPECIFIC_PAYLOAD, WEBINAR_PAYLOAD } from './payloads.ts';
import { created, present } from './presentation.ts';
import {
  createDocuments,
  docOr404,
  dropFile,
  liveDoc,
  removeUnusedFiles,
  softDelete,
  updateDocument,
} from './storage.ts';

const updated = (data: unknown) => ({ status: true, message: messages.documentForms.updated, data });

export const createDocument: Handler = async (req, ctx) => {
  const b = body(req);
  allowOnly(b, isServiceSpecificBody(b) ? SERVICE_SPECIFIC_PAYLOAD : NQA_PAYLOAD);
  const draft = validateDocumentPayload(ctx.db, b);
  return created(await createDocuments(ctx, draft));
};

export const createWebinar: Handler = async (req, ctx) => {
  allowOnly(body(req), WEBINAR_PAYLOAD);
  const draft = validateWebinarPayload(ctx.db, body(req));
  return created(await createDocuments(ctx, draft));
};

export const saveDocument: Handler = async (req, ctx) => {
  const b = body(req);
  const stored = blank(b.id) ? undefined : liveDoc(ctx.db, positiveId(b.id, 'document'));
  const kindIsWebinar = isWebinarType(b.document_type_id ?? stored?.document_type_id);
  const kindIsServiceSpecific = stored ? stored.category === CATEGORY.serviceSpecific : isServiceSpecificBody(b);
  allowOnly(b, [
    'id',
    ...(kindIsWebinar ? WEBINAR_PAYLOAD : kindIsServiceSpecific ? SERVICE_SPECIFIC_PAYLOAD : NQA_PAYLOAD),
  ]);
  if (!blank(b.id)) {
    const doc = docOr404(ctx.db, positiveId(b.id, 'document'));
    const webinar = isWebinarType(b.document_type_id ?? doc.document_type_id);
    const draft = webinar ? validateWebinarPayload(ctx.db, b, doc) : validateDocumentPayload(ctx.db, b, doc);
    return updated(await updateDocument(ctx, doc, draft));
  }
  const draft = isWebinarType(b.document_type_id)
    ? validateWebinarPayload(ctx.db, b)
    : validateDocumentPayload(ctx.db, b);
  return created(await createDocuments(ctx, draft));
};

export const updateOfKind =
  (kind: 'document' | 'webinar' | 'service'): Handler =>
  async (req, ctx) => {
    const b = body(req);
    allowOnly(b, [
      'id',
      ...(kind === 'webinar' ? WEBINAR_PAYLOAD : kind === 'service' ? SERVICE_SPECIFIC_PAYLOAD : NQA_PAYLOAD),
    ]);
    const rawId = req.params.id ?? b.id;
    const e: FieldErrors = {};
    if (blank(rawId)) addError(e, 'id', messages.validation.required);
    assertValid(e);
    const doc = docOr404(ctx.db, positiveId(rawId, 'document'));
    if (kind === 'service' && doc.category !== CATEGORY.serviceSpecific) throw invalidField('id');
    if (kind === 'webinar' && !isWebinarType(doc.document_type_id) && !isWebinarType(b.document_type_id))
      throw invalidField('document_type_id');
    const draft =
      kind === 'webinar'
        ? validateWebinarPayload(ctx.db, b, doc)
        : validateDocumentPayload(ctx.db, kind === 'service' ? { ...b, category: 2 } : b, doc);
    return updated(await updateDocument(ctx, doc, draft));
  };

const bodyIds = (req: Request, field = 'document_id') => {
  const b = body(req);
  allowOnly(b, PAYLOAD.documentIds);
  const e: FieldErrors = {};
  const ids = idsField(e, b[field] ?? req.query[field], field);
  return { e, ids };
};

export const deleteDocument: Handler = async (req, ctx) => {
  const doc = docOr404(ctx.db, idParam(req, 'document'));
  await softDelete(ctx, [doc.id]);
  return { status: true, message: message('documents.deleted'), data: [doc.id] };
};

export const softDeleteDocuments: Handler = async (req, ctx) => {
  const { e, ids } = bodyIds(req);
  checkDocIds(e, ctx.db, ids, 'document_id', { deleted: false });
  assertValid(e);
  await softDelete(ctx, ids);
  return { status: true, message: message('documents.deleted'), data: ids };
};

export const undoDeleteDocuments: Handler = async (req, ctx) => {
  const { e, ids } = bodyIds(req);
  checkDocIds(e, ctx.db, ids, 'document_id', { deleted: true });
  assertValid(e);
  for (const d of ctx.db.documents) if (ids.includes(d.id)) d.deleted_at = null;
  await ctx.commit();
  return { status: true, message: message('documents.retrieved'), data: ids };
};

export const permanentlyDeleteDocuments: Handler = async (req, ctx) => {
  const { e, ids } = bodyIds(req);
  checkDocIds(e, ctx.db, ids, 'document_id');
  assertValid(e);
  const urls = ctx.db.documents.filter((d) => ids.includes(d.id)).map((d) => d.uploaded_file?.document_url);
  ctx.db.documents = ctx.db.documents.filter((d) => !ids.includes(d.id));
  await ctx.commit();
  await removeUnusedFiles(ctx, urls);
  return { status: true, message: message('documents.permanently_deleted', { smart_count: ids.length }), data: ids };
};

export const deleteWebinarFile: Handler = async (req, ctx) => {
  const doc = docOr404(ctx.db, idParam(req, 'document'));
  if (!isWebinarType(doc.document_type_id)) throw invalidField('id');
  await dropFile(ctx, doc);
  return { status: true, message: message('documents.webinar_file_deleted'), data: present(doc) };
};

export const deleteFileOfDocument: Handler = async (req, ctx: Ctx) => {
  const doc = docOr404(ctx.db, idParam(req, 'document'));
  await dropFile(ctx, doc);
  return { status: true, message: messages.documentForms.file_deleted, data: present(doc) };
};

export const deleteAttachment: Handler = async (req, ctx) => {
  const fileId = idParam(req, 'document');
  const doc = ctx.db.documents.find((d) => d.uploaded_file?.id === fileId && !d.deleted_at);
  if (!doc) throw notFound('attachment');
  await dropFile(ctx, doc);
  return { status: true, message: messages.documentForms.file_deleted, data: present(doc) };
};
