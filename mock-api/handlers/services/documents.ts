/**
 * A service's documents (document-management §7). document-by-service and document-availability answer the
 * document's loaded fields (§3) plus `availability`, this service's ENABLE or DISABLE: the per-service state
 * those two calls are about.
 */
import { wholeId } from '../../../src/shared/validation/common.ts';
import type { Handler } from '../../lib/app.ts';
import { assertValid, invalidField, notFound, type FieldErrors } from '../../lib/errors.ts';
import { messages } from '../../lib/messages.ts';
import { idParam, strictBody } from '../../lib/request.ts';
import { documentAnswer } from '../../../src/shared/records.ts';
import { DOCUMENT_AVAILABILITY_FIELDS } from '../../../src/shared/payloads.ts';
import { idList } from '../../../src/shared/validation/documents.ts';
import { documentVisibleTo } from '../../../src/shared/validation/services.ts';
import type { ServiceDocument, ServiceWithDocumentCount } from '../../../src/types.ts';
import { findService } from './lookup.ts';

export const servicesWithDocumentCount: Handler = (_req, ctx): ServiceWithDocumentCount[] => {
  const live = ctx.db.services.filter((s) => !s.deleted_at);
  // Parse each document's exclusions once: with the large seed this is 2,000 services x 10,000 documents.
  const docs = ctx.db.documents
    .filter((d) => !d.deleted_at)
    .map((d) => ({ d, excluded: idList(d.excluded_services) ?? [] }));
  return live.map((s) => ({
    id: s.id,
    service_name: s.name,
    document_count: docs.reduce((n, { d, excluded }) => n + (documentVisibleTo(d, s, excluded) ? 1 : 0), 0),
  }));
};

/** The documents a service sees, newest first, each with this service's availability. */
export const documentsOfService: Handler = (req, ctx): ServiceDocument[] => {
  const service = findService(ctx, idParam(req, 'service', 'serviceId'));
  return ctx.db.documents
    .filter((d) => documentVisibleTo(d, service))
    .sort((a, b) => (a.date === b.date ? b.id - a.id : a.date < b.date ? 1 : -1))
    .map((d) => ({ ...documentAnswer(d), availability: d.availability?.[String(service.id)] ?? 'ENABLE' }));
};

export const setDocumentAvailability: Handler = async (req, ctx): Promise<ServiceDocument> => {
  const b = strictBody(req, DOCUMENT_AVAILABILITY_FIELDS);
  const errors: FieldErrors = {};
  if (b.availability !== 'ENABLE' && b.availability !== 'DISABLE')
    errors.availability = [messages.validation.invalid_value];
  const serviceId = wholeId(b.service_id) ?? NaN;
  const docId = wholeId(b.id) ?? NaN;
  if (!Number.isInteger(serviceId) || serviceId < 1) errors.service_id = [messages.validation.invalid_value];
  if (!Number.isInteger(docId) || docId < 1) errors.id = [messages.validation.invalid_value];
  assertValid(errors);
  const service = findService(ctx, serviceId);
  const doc = ctx.db.documents.find((d) => d.id === docId && !d.deleted_at);
  if (!doc) throw notFound('document');
  if (!documentVisibleTo(doc, service)) throw invalidField('id');
  doc.availability = { ...(doc.availability ?? {}), [String(service.id)]: b.availability as 'ENABLE' | 'DISABLE' };
  await ctx.commit();
  return { ...documentAnswer(doc), availability: doc.availability[String(service.id)] };
};
