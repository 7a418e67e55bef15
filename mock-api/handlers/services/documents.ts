// A service's availability of a document: §3 puts it in `uploaded_file.availability`; the spec dialect also sends
// it at the top level (ours), which legacy leaves out.
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

type ServiceDocument = DocumentAnswer & { availability: 'ENABLE' | 'DISABLE' };
import { findService } from './lookup.ts';

export const servicesWithDocumentCount: Handler = (_req, ctx) => documentCounts(ctx);

// A service no document names sees by its type only: asked once per document and type, then the pairs a document
// names are corrected (every pair is far too slow on the large seed).
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

// the one rule behind document-by-service and the documents list's filter by services, so they agree
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

function forService(d: DocumentRecord, serviceId: number): ServiceDocument {
  const availability = d.availability?.[String(serviceId)] ?? 'ENABLE';
  const answer = documentAnswer(d);
  const file = answer.uploaded_file && { ...answer.uploaded_file, availability };
  return { ...answer, uploaded_file: file, availability };
}

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
