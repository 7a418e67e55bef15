// unloading detaches only the documents no other loaded collection of the service covers
import { wholeId } from '../../../src/shared/validation/common.ts';
import type { Request } from 'express';
import type { Ctx, Handler } from '../../lib/app.ts';
import { assertValid, type FieldErrors } from '../../lib/errors.ts';
import { messages } from '../../lib/messages.ts';
import { idParam, strictBody } from '../../lib/request.ts';
import { COLLECTION_LOAD_FIELDS } from '../../../src/shared/payloads.ts';
import { SERVICE_TYPES } from '../../../src/shared/constants.ts';
import { loadedCollections } from '../../../src/shared/validation/services.ts';
import { isServiceTypeId } from '../../../src/shared/schemas/servicePayload.ts';
import type { CollectionCounts, DocumentRecord, ServiceTypeId } from '../../../src/types.ts';
import { findService, withAdminEmail } from './lookup.ts';

function inCollection(doc: DocumentRecord, typeId: number): boolean {
  return !doc.deleted_at && doc.global_webinar !== 1 && (doc.collections ?? []).includes(typeId);
}

function collectionRequest(ctx: Ctx, req: Request) {
  const b = strictBody(req, COLLECTION_LOAD_FIELDS);
  const errors: FieldErrors = {};
  const typeId =
    isServiceTypeId(b.service_type_id) && wholeId(b.service_type_id) !== null
      ? (Number(b.service_type_id) as ServiceTypeId)
      : null;
  if (typeId === null) errors.service_type_id = [messages.validation.invalid_value];
  const serviceId = wholeId(b.service_id) ?? NaN;
  if (!Number.isInteger(serviceId) || serviceId < 1) errors.service_id = [messages.validation.invalid_value];
  assertValid(errors);
  return { service: findService(ctx, serviceId), typeId: typeId as ServiceTypeId };
}

export const collectionCounts: Handler = (req, ctx): CollectionCounts => {
  findService(ctx, idParam(req, 'service'));
  const count = (typeId: number) => ctx.db.documents.filter((d) => inCollection(d, typeId)).length;
  const byKey = Object.fromEntries(SERVICE_TYPES.map((t) => [t.key, count(t.id)]));
  return byKey as unknown as CollectionCounts;
};

export const loadCollection: Handler = async (req, ctx) => {
  const { service, typeId } = collectionRequest(ctx, req);
  const loaded = loadedCollections(service.collection_loaded);
  if (!loaded.includes(typeId)) service.collection_loaded = JSON.stringify([...loaded, typeId].sort());
  for (const d of ctx.db.documents) {
    if (inCollection(d, typeId) && !d.services.some((s) => s.id === service.id))
      d.services = [...d.services, { id: service.id, name: service.name }];
  }
  await ctx.commit();
  return withAdminEmail(ctx, service);
};

export const unloadCollection: Handler = async (req, ctx) => {
  const { service, typeId } = collectionRequest(ctx, req);
  const stillLoaded = loadedCollections(service.collection_loaded).filter((t) => t !== typeId);
  service.collection_loaded = JSON.stringify(stillLoaded);
  for (const d of ctx.db.documents) {
    if (inCollection(d, typeId) && !stillLoaded.some((t) => inCollection(d, t)))
      d.services = d.services.filter((s) => s.id !== service.id);
  }
  await ctx.commit();
  return withAdminEmail(ctx, service);
};
