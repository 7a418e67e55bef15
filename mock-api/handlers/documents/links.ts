// collection membership is stored per document (one default collection per service type)
import type { Request } from 'express';
import type { Ctx, Handler } from '../../lib/app.ts';
import { assertValid, notFound, type FieldErrors } from '../../lib/errors.ts';
import { allowOnly } from '../../lib/strict.ts';
import { message, messages } from '../../lib/messages.ts';
import { addError, body, idParam, idsField } from '../../lib/request.ts';
import { SERVICE_TYPES } from '../../../src/shared/constants.ts';
import type { DocumentRecord } from '../../../src/types.ts';
import { checkDocIds, checkServiceIds } from './checks.ts';
import { PAYLOAD } from './payloads.ts';
import { collectionItem, present, serviceRefs } from './presentation.ts';
import { docOr404 } from './storage.ts';

const isServiceType = (id: number) => SERVICE_TYPES.some((s) => s.id === id);

export const documentServices: Handler = (req, ctx) => {
  const doc = docOr404(ctx.db, idParam(req, 'document', 'docId'));
  return doc.services.map((s) => ({ service_id: s.id, service_name: s.name }));
};

export const linkableServices: Handler = (req, ctx) => {
  const doc = docOr404(ctx.db, idParam(req, 'document', 'docId'));
  const linked = new Set(doc.services.map((s) => s.id));
  return ctx.db.services
    .filter((s) => !s.deleted_at && !s.is_archive && !linked.has(s.id))
    .map((s) => ({ id: s.id, name: s.name }));
};

// a list is refused, so a drifting provider fails its tests
const linkBody = (req: Request, ctx: Ctx) => {
  const b = body(req);
  allowOnly(b, PAYLOAD.link);
  const e: FieldErrors = {};
  for (const f of PAYLOAD.link) if (Array.isArray(b[f])) addError(e, f, messages.validation.invalid_value);
  const docIds = idsField(e, b.document_id, 'document_id');
  const serviceIds = idsField(e, b.service_id, 'service_id');
  checkDocIds(e, ctx.db, docIds, 'document_id', { deleted: false });
  checkServiceIds(e, ctx.db, serviceIds, 'service_id');
  assertValid(e);
  return { docs: docIds.map((id) => docOr404(ctx.db, id)), serviceIds };
};
const linkServices = (ctx: Ctx, docs: DocumentRecord[], serviceIds: number[]) => {
  const refs = serviceRefs(ctx.db, serviceIds);
  for (const d of docs) for (const r of refs) if (!d.services.some((s) => s.id === r.id)) d.services.push(r);
};
const unlinkServices = (docs: DocumentRecord[], serviceIds: number[]) => {
  for (const d of docs) d.services = d.services.filter((s) => !serviceIds.includes(s.id));
};

export const linkService: Handler = async (req, ctx) => {
  const { docs, serviceIds } = linkBody(req, ctx);
  linkServices(ctx, docs, serviceIds);
  await ctx.commit();
  return { status: true, message: message('documents.linked'), data: docs.map(present) };
};

export const unlinkService: Handler = async (req, ctx) => {
  const { docs, serviceIds } = linkBody(req, ctx);
  unlinkServices(docs, serviceIds);
  await ctx.commit();
  return { status: true, message: message('documents.unlinked'), data: docs.map(present) };
};

const serviceCounts = (ctx: Ctx, docs: DocumentRecord[], serviceIds: number[]) =>
  serviceRefs(ctx.db, serviceIds).map((s) => ({
    id: s.id,
    service_name: s.name,
    document_count: docs.filter((d) => d.services.some((x) => x.id === s.id)).length,
  }));

const servicesDocsBody = (req: Request, ctx: Ctx, listField: string, confirmField?: string) => {
  const b = body(req);
  allowOnly(b, ['document_id', listField, ...(confirmField ? [confirmField] : [])]);
  const e: FieldErrors = {};
  const docIds = idsField(e, b.document_id, 'document_id');
  const serviceIds = idsField(e, b[listField], listField);
  checkDocIds(e, ctx.db, docIds, 'document_id', { deleted: false });
  checkServiceIds(e, ctx.db, serviceIds, listField);
  if (confirmField) {
    const c = b[confirmField];
    if (!(c === true || c === 1 || c === '1')) addError(e, confirmField, messages.validation.required);
  }
  assertValid(e);
  return { docs: docIds.map((id) => docOr404(ctx.db, id)), serviceIds };
};

export const selectServicesOfDocuments: Handler = (req, ctx) => {
  const { docs, serviceIds } = servicesDocsBody(req, ctx, 'services_to_remove');
  return serviceCounts(ctx, docs, serviceIds);
};

export const removeServicesFromDocuments: Handler = async (req, ctx) => {
  const { docs, serviceIds } = servicesDocsBody(req, ctx, 'services_to_remove', 'confirm_remove');
  unlinkServices(docs, serviceIds);
  await ctx.commit();
  return { status: true, message: message('documents.unlinked'), data: serviceCounts(ctx, docs, serviceIds) };
};

export const addServicesToDocuments: Handler = async (req, ctx) => {
  const { docs, serviceIds } = servicesDocsBody(req, ctx, 'services_to_add', 'confirm_add');
  linkServices(ctx, docs, serviceIds);
  await ctx.commit();
  return { status: true, message: message('documents.linked'), data: serviceCounts(ctx, docs, serviceIds) };
};

export const collectionItems: Handler = (req, ctx) => {
  const typeId = idParam(req, 'collection');
  if (!isServiceType(typeId)) throw notFound('collection');
  return ctx.db.documents.filter((d) => !d.deleted_at && (d.collections ?? []).includes(typeId)).map(collectionItem);
};

// §7 gives both forms across the collection calls
const collectionBody = (req: Request, ctx: Ctx) => {
  const b = body(req);
  allowOnly(b, PAYLOAD.collection);
  const e: FieldErrors = {};
  const docIds = idsField(e, b.document_id, 'document_id');
  const typeIds = idsField(e, b.service_type_id, 'service_type_id');
  if (typeIds.some((id) => !isServiceType(id))) addError(e, 'service_type_id', messages.validation.invalid_value);
  checkDocIds(e, ctx.db, docIds, 'document_id', { deleted: false });
  assertValid(e);
  return { docs: docIds.map((id) => docOr404(ctx.db, id)), typeIds };
};

export const addToCollections: Handler = async (req, ctx) => {
  const { docs, typeIds } = collectionBody(req, ctx);
  // 'Add to collection' skips global webinar documents (document-management §4)
  const skipped = docs.filter((d) => d.global_webinar === 1).map((d) => d.id);
  for (const d of docs) {
    if (d.global_webinar === 1) continue;
    d.collections = [...new Set([...(d.collections ?? []), ...typeIds])].sort((a, z) => a - z);
  }
  await ctx.commit();
  return { status: true, message: message('documents.collection_added'), data: docs.map(present), skipped };
};

export const removeFromCollections: Handler = async (req, ctx) => {
  const { docs, typeIds } = collectionBody(req, ctx);
  for (const d of docs) d.collections = (d.collections ?? []).filter((c) => !typeIds.includes(c));
  await ctx.commit();
  return { status: true, message: message('documents.collection_removed'), data: docs.map(present) };
};
