/**
 * A service's documents (document-management §7). document-by-service and document-availability answer the
 * document's loaded fields (§3) with this service's ENABLE or DISABLE, the per-service state those two calls are
 * about, where §3 puts it (`uploaded_file.availability`, for a document with a file) and at the top level
 * (`availability`, ours, for every document; the legacy dialect leaves it out: lib/dialect.ts).
 */
import { wholeId } from '../../../src/shared/validation/common.ts';
import type { Ctx, Handler } from '../../lib/app.ts';
import { assertValid, invalidField, notFound, type FieldErrors } from '../../lib/errors.ts';
import { messages } from '../../lib/messages.ts';
import { idParam, strictBody } from '../../lib/request.ts';
import { documentAnswer } from '../../../src/shared/records.ts';
import { DOCUMENT_AVAILABILITY_FIELDS } from '../../../src/shared/payloads.ts';
import { idList } from '../../../src/shared/validation/common.ts';
import { documentVisibleTo } from '../../../src/shared/validation/services.ts';
import type { DocumentAnswer, DocumentRecord, Service, ServiceWithDocumentCount } from '../../../src/types.ts';

/** A document as a service sees it: the answer's fields, with this service's availability. */
type ServiceDocument = DocumentAnswer & { availability: 'ENABLE' | 'DISABLE' };
import { findService } from './lookup.ts';

export const servicesWithDocumentCount: Handler = (_req, ctx) => documentCounts(ctx);

/**
 * Each live service's count of visible documents (documentVisibleTo), without asking it of every pair of service and
 * document, which is far too slow on the large seed. For a service that a document neither names
 * (attached) nor excludes, visibility depends on the service's type only, so it is asked once per document and
 * type (of a service no document names); the pairs a document names are asked as such and corrected.
 */
function documentCounts(ctx: Ctx): ServiceWithDocumentCount[] {
  const live = ctx.db.services.filter((s) => !s.deleted_at);
  const typeOf = new Map(live.map((s) => [s.id, s.service_type_id]));
  const types = [...new Set(typeOf.values())];
  const unnamed = (t: number) => ({ id: -1, service_type_id: t }); // ids are positive: no document names it
  const byType = new Map(types.map((t) => [t, 0]));
  const correction = new Map<number, number>();
  for (const d of ctx.db.documents) {
    if (d.deleted_at) continue;
    const excluded = idList(d.excluded_services) ?? [];
    const seenByType = new Map(types.map((t) => [t, documentVisibleTo(d, unnamed(t), [])]));
    for (const t of types) if (seenByType.get(t)) byType.set(t, (byType.get(t) ?? 0) + 1);
    for (const id of new Set([...d.services.map((s) => s.id), ...excluded])) {
      const t = typeOf.get(id);
      if (t === undefined) continue;
      const delta = Number(documentVisibleTo(d, { id, service_type_id: t }, excluded)) - Number(seenByType.get(t));
      if (delta !== 0) correction.set(id, (correction.get(id) ?? 0) + delta);
    }
  }
  return live.map((s) => ({
    id: s.id,
    service_name: s.name,
    document_count: (byType.get(s.service_type_id) ?? 0) + (correction.get(s.id) ?? 0),
  }));
}

/**
 * The live documents any of `services` sees (documentVisibleTo: those attached to it, plus general documents of its
 * type it is not excluded from, plus global webinars), in stored order: the one rule behind a service's documents
 * (document-by-service) and the documents list's filter by services, so the filter and the service's page agree.
 */
export function documentsSeenBy(
  ctx: Ctx,
  services: readonly Pick<Service, 'id' | 'service_type_id'>[],
): DocumentRecord[] {
  if (services.length === 0) return [];
  return ctx.db.documents.filter((d) => {
    if (d.deleted_at) return false;
    const excluded = idList(d.excluded_services) ?? [];
    return services.some((s) => documentVisibleTo(d, s, excluded));
  });
}

/** A document as a service sees it: its availability for that service, in its file and beside it. */
function forService(d: DocumentRecord, serviceId: number): ServiceDocument {
  const availability = d.availability?.[String(serviceId)] ?? 'ENABLE';
  const answer = documentAnswer(d);
  const file = answer.uploaded_file && { ...answer.uploaded_file, availability };
  return { ...answer, uploaded_file: file, availability };
}

/** The documents a service sees, newest first, each with this service's availability. */
export const documentsOfService: Handler = (req, ctx): ServiceDocument[] => {
  const service = findService(ctx, idParam(req, 'service', 'serviceId'));
  return documentsSeenBy(ctx, [service])
    .sort((a, b) => (a.date === b.date ? b.id - a.id : a.date < b.date ? 1 : -1))
    .map((d) => forService(d, service.id));
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
  return forService(doc, service.id);
};
