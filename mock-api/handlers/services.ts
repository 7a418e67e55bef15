/**
 * Services, collections and a service's documents (portal-core §7 "Services", document-management §7).
 * Every write validates the whole request before touching the database (never a half-written record), then
 * commits before answering. Unknown ids answer 404. Field rules come from src/shared/validation/services.ts.
 *
 * Bodies carry only the spec's fields (src/shared/payloads.ts); anything else is 422 naming the field.
 *
 * Choices where the spec is silent:
 * - services-get-all returns every service that is not soft-deleted; the UI keeps only has_portal = 1.
 * - admin_email is the email of the service's admin-type user (quality back end's users), read live.
 * - Updates never change primary_email (the account owner, portal-core §6): a different value is ignored.
 * - Loading a collection attaches each of its documents to the service (doc.services); unloading detaches those
 *   still not covered by another loaded collection of the service. Global webinars are never in a collection.
 * - document-by-service and document-availability answer the document's loaded fields (document-management §3)
 *   plus `availability`, this service's ENABLE or DISABLE: the per-service state those two calls are about.
 * - A permanent delete also removes the service from documents and drops its users on the quality side.
 */
import type { Request } from 'express';
import { blankService, documentAnswer } from '../../src/shared/records.ts';
import type { HandlerModule, Ctx } from '../lib/app.ts';
import { ApiError, assertValid, notFound, type FieldErrors } from '../lib/errors.ts';
import { checkUpload } from '../lib/files.ts';
import { messages, format } from '../lib/messages.ts';
import { nextId } from '../lib/db.ts';
import type { CollectionCounts, DocumentRecord, Service, ServiceTypeId } from '../../src/types.ts';
import type { ServiceDocument } from '../../src/dataProvider/services.ts';
import {
  BRANDING_FIELDS,
  COLLECTION_LOAD_FIELDS,
  DOCUMENT_AVAILABILITY_FIELDS,
  SERVICE_ARCHIVE_FIELDS,
  SERVICE_FORM_FIELDS,
  SERVICE_IDS_FIELDS,
} from '../../src/shared/payloads.ts';
import { allowOnly } from '../lib/strict.ts';
import { idList } from '../../src/shared/validation/documents.ts';
import { SERVICE_TYPES, TEXT_MAX_LENGTH } from '../../src/shared/constants.ts';
import {
  SERVICE_TEXT_FIELDS,
  documentVisibleTo,
  findAdminUser,
  isServiceTypeId,
  loadedCollections,
  parseServiceIds,
  validateBranding,
  validateService,
  type RuleErrors,
} from '../../src/shared/validation/services.ts';

/** Message keys of the shared rules -> the catalogue's text (`validation.required` -> 'This field is required.'). */
function texts(errors: RuleErrors): FieldErrors {
  const lookup = (key: string): string => {
    const text = key
      .split('.')
      .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], messages);
    return typeof text === 'string' ? format(text, { max: TEXT_MAX_LENGTH }) : key;
  };
  return Object.fromEntries(Object.entries(errors).map(([field, keys]) => [field, keys.map(lookup)]));
}

const body = (req: Request) => (req.body && typeof req.body === 'object' ? (req.body as Record<string, unknown>) : {});
/** The body, refused (422 naming the field) when it carries a field the spec does not give the call. */
const strictBody = (req: Request, fields: readonly string[]) => {
  allowOnly(req.body, fields);
  return body(req);
};

function idParam(value: unknown): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw notFound('Service');
  return n;
}

/** A live service (not soft-deleted) or 404. */
function findService(ctx: Ctx, id: number, { includeDeleted = false } = {}): Service {
  const s = ctx.db.services.find((x) => x.id === id && (includeDeleted || !x.deleted_at));
  if (!s) throw notFound('Service');
  return s;
}

/** A service as answered: the spec's fields plus the admin email; the soft-delete mark stays inside the fixture. */
function withAdminEmail(ctx: Ctx, s: Service): Service {
  const admin = findAdminUser(ctx.db.serviceUsers.filter((u) => u.center_id === s.id));
  const served: Service = { ...s, admin_email: admin?.email ?? s.admin_email ?? '' };
  delete served.deleted_at;
  return served;
}

function typeIdOf(value: unknown): ServiceTypeId | null {
  return isServiceTypeId(value) ? (Number(value) as ServiceTypeId) : null;
}

function inCollection(doc: DocumentRecord, typeId: number): boolean {
  return !doc.deleted_at && doc.global_webinar !== 1 && (doc.collections ?? []).includes(typeId);
}

function collectionRequest(ctx: Ctx, req: Request) {
  const b = strictBody(req, COLLECTION_LOAD_FIELDS);
  const errors: FieldErrors = {};
  const typeId = typeIdOf(b.service_type_id);
  if (typeId === null) errors.service_type_id = [messages.validation.invalid_value];
  const serviceId = Number(b.service_id);
  if (!Number.isInteger(serviceId) || serviceId < 1) errors.service_id = [messages.validation.invalid_value];
  assertValid(errors);
  return { service: findService(ctx, serviceId), typeId: typeId as ServiceTypeId };
}

const services: HandlerModule = (route) => {
  route('servicesGetAll', (_req, ctx) =>
    ctx.db.services.filter((s) => !s.deleted_at).map((s) => withAdminEmail(ctx, s)),
  );

  route('serviceGet', (req, ctx) => withAdminEmail(ctx, findService(ctx, idParam(req.params.id))));

  route('serviceCreate', async (req, ctx) => {
    const b = strictBody(req, SERVICE_FORM_FIELDS);
    assertValid(texts(validateService(b, { creating: true })));
    const fields = Object.fromEntries(
      SERVICE_TEXT_FIELDS.map((f) => [f, typeof b[f] === 'string' ? (b[f] as string).trim() : '']),
    );
    const service = blankService(nextId(ctx.db, 'services'), fields.name, Number(b.service_type_id) as ServiceTypeId, {
      website_link: fields.website_link,
      primary_email: fields.primary_email.toLowerCase(),
      postal: fields.postal,
      phone: fields.phone,
      address: fields.address,
      city: fields.city,
      state: fields.state,
      description: fields.description,
    });
    ctx.db.services.push(service);
    await ctx.commit();
    return withAdminEmail(ctx, service);
  });

  route('serviceUpdate', async (req, ctx) => {
    const service = findService(ctx, idParam(req.params.id));
    const b = strictBody(req, SERVICE_FORM_FIELDS);
    // Fields left out keep their value; the rules are checked on the record as it would be saved.
    const next = {
      ...service,
      ...Object.fromEntries(SERVICE_TEXT_FIELDS.filter((f) => b[f] !== undefined).map((f) => [f, b[f]])),
    };
    if (b.service_type_id !== undefined) next.service_type_id = b.service_type_id as ServiceTypeId;
    assertValid(texts(validateService(next, { creating: false })));
    for (const f of SERVICE_TEXT_FIELDS) {
      if (f === 'primary_email' || b[f] === undefined) continue;
      service[f] = String(b[f] ?? '').trim();
    }
    service.service_type_id = Number(next.service_type_id) as ServiceTypeId;
    await ctx.commit();
    return withAdminEmail(ctx, service);
  });

  route('serviceBranding', async (req, ctx) => {
    const service = findService(ctx, idParam(req.params.service_id));
    const b = strictBody(req, BRANDING_FIELDS);
    assertValid(texts(validateBranding(b)));
    const hasLogo = b.base64_image_logo !== undefined && b.base64_image_logo !== null && b.base64_image_logo !== '';
    const bytes = hasLogo ? checkUpload('base64_image_logo', b.base64_image_logo, 'jpeg') : null;
    const logoName = typeof b.logo_name === 'string' && b.logo_name.trim() ? b.logo_name.trim() : 'logo.jpg';
    const stored = bytes ? await ctx.files.save(bytes, logoName) : null;
    const oldLogo = service.logo_url;
    service.brand_color = String(b.brand_color).toLowerCase();
    service.skin = b.skin as Service['skin'];
    if (stored) {
      service.logo_url = stored.url;
      service.logo_name = logoName;
    }
    await ctx.commit();
    if (stored && oldLogo) await ctx.files.remove(oldLogo);
    return withAdminEmail(ctx, service);
  });

  route('serviceArchive', async (req, ctx) => {
    const b = strictBody(req, SERVICE_ARCHIVE_FIELDS);
    const errors: FieldErrors = {};
    const archive =
      b.is_archive === true || b.is_archive === 1 || b.is_archive === '1'
        ? true
        : b.is_archive === false || b.is_archive === 0 || b.is_archive === '0'
          ? false
          : null;
    if (archive === null) errors.is_archive = [messages.validation.invalid_value];
    const id = Number(b.id);
    if (!Number.isInteger(id) || id < 1) errors.id = [messages.validation.invalid_value];
    assertValid(errors);
    const service = findService(ctx, id);
    service.is_archive = archive as boolean;
    await ctx.commit();
    return withAdminEmail(ctx, service);
  });

  route('serviceDelete', async (req, ctx) => {
    const service = findService(ctx, idParam(req.params.id), { includeDeleted: true });
    ctx.db.services = ctx.db.services.filter((s) => s.id !== service.id);
    ctx.db.serviceUsers = ctx.db.serviceUsers.filter((u) => u.center_id !== service.id);
    for (const d of ctx.db.documents) {
      if (d.services.some((s) => s.id === service.id)) d.services = d.services.filter((s) => s.id !== service.id);
      if (d.availability && String(service.id) in d.availability) delete d.availability[String(service.id)];
    }
    await ctx.commit();
    await ctx.files.remove(service.logo_url);
    return { message: 'Deleted', id: service.id };
  });

  route('servicesSoftDelete', async (req, ctx) => {
    const ids = parseServiceIds(strictBody(req, SERVICE_IDS_FIELDS).ids);
    if (!ids) assertValid({ ids: [messages.validation.required] });
    const found = (ids as number[]).map((id) => ctx.db.services.find((s) => s.id === id && !s.deleted_at));
    if (found.some((s) => !s)) throw notFound('Service');
    const now = new Date().toISOString();
    for (const s of found as Service[]) s.deleted_at = now;
    await ctx.commit();
    return { ids };
  });

  route('servicesUndoDelete', async (req, ctx) => {
    const ids = parseServiceIds(strictBody(req, SERVICE_IDS_FIELDS).ids);
    if (!ids) assertValid({ ids: [messages.validation.required] });
    const found = (ids as number[]).map((id) => ctx.db.services.find((s) => s.id === id));
    if (found.some((s) => !s)) throw notFound('Service');
    for (const s of found as Service[]) s.deleted_at = null;
    await ctx.commit();
    return { ids };
  });

  route('servicesWithDocumentCount', (_req, ctx) => {
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
  });

  route('collectionCount', (req, ctx): CollectionCounts => {
    findService(ctx, idParam(req.params.id));
    const count = (typeId: number) => ctx.db.documents.filter((d) => inCollection(d, typeId)).length;
    const byKey = Object.fromEntries(SERVICE_TYPES.map((t) => [t.key, count(t.id)]));
    return byKey as unknown as CollectionCounts;
  });

  route('collectionLoad', async (req, ctx) => {
    const { service, typeId } = collectionRequest(ctx, req);
    const loaded = loadedCollections(service.collection_loaded);
    if (!loaded.includes(typeId)) service.collection_loaded = JSON.stringify([...loaded, typeId].sort());
    for (const d of ctx.db.documents) {
      if (inCollection(d, typeId) && !d.services.some((s) => s.id === service.id))
        d.services = [...d.services, { id: service.id, name: service.name }];
    }
    await ctx.commit();
    return withAdminEmail(ctx, service);
  });

  route('collectionUnload', async (req, ctx) => {
    const { service, typeId } = collectionRequest(ctx, req);
    const stillLoaded = loadedCollections(service.collection_loaded).filter((t) => t !== typeId);
    service.collection_loaded = JSON.stringify(stillLoaded);
    for (const d of ctx.db.documents) {
      if (inCollection(d, typeId) && !stillLoaded.some((t) => inCollection(d, t)))
        d.services = d.services.filter((s) => s.id !== service.id);
    }
    await ctx.commit();
    return withAdminEmail(ctx, service);
  });

  route('documentsByService', (req, ctx): ServiceDocument[] => {
    const service = findService(ctx, idParam(req.params.serviceId));
    return ctx.db.documents
      .filter((d) => documentVisibleTo(d, service))
      .sort((a, b) => (a.date === b.date ? b.id - a.id : a.date < b.date ? 1 : -1))
      .map((d) => ({ ...documentAnswer(d), availability: d.availability?.[String(service.id)] ?? 'ENABLE' }));
  });

  route('documentAvailability', async (req, ctx): Promise<ServiceDocument> => {
    const b = strictBody(req, DOCUMENT_AVAILABILITY_FIELDS);
    const errors: FieldErrors = {};
    if (b.availability !== 'ENABLE' && b.availability !== 'DISABLE')
      errors.availability = [messages.validation.invalid_value];
    const serviceId = Number(b.service_id);
    const docId = Number(b.id);
    if (!Number.isInteger(serviceId) || serviceId < 1) errors.service_id = [messages.validation.invalid_value];
    if (!Number.isInteger(docId) || docId < 1) errors.id = [messages.validation.invalid_value];
    assertValid(errors);
    const service = findService(ctx, serviceId);
    const doc = ctx.db.documents.find((d) => d.id === docId && !d.deleted_at);
    if (!doc) throw notFound('Document');
    if (!documentVisibleTo(doc, service))
      throw new ApiError(422, messages.validation.invalid_value, { id: [messages.validation.invalid_value] });
    doc.availability = { ...(doc.availability ?? {}), [String(service.id)]: b.availability as 'ENABLE' | 'DISABLE' };
    await ctx.commit();
    return { ...documentAnswer(doc), availability: doc.availability[String(service.id)] };
  });

  /**
   * The demo receiving page for 'View as service' (mock-api/public/view-portal-user-service/) needs the hand-off
   * passphrase to decrypt. In the real system the service portal is a browser app built with the same passphrase
   * (portal-core §9: the build configuration holds it), so it is readable there too: the scheme protects the
   * values' integrity (hashes) and keeps them out of plain sight, not secret from the receiving browser. This
   * route plays that build configuration: it reads VITE_HANDOFF_PASSPHRASE from the environment (.env.development
   * via loadDemoEnv), so the passphrase is never written in a committed file, and it is public like a bundle.
   */
  route(
    'servicePortalConfig',
    () => {
      const passphrase = process.env.VITE_HANDOFF_PASSPHRASE;
      if (!passphrase) throw new ApiError(503, 'VITE_HANDOFF_PASSPHRASE is not configured.');
      return { handoffPassphrase: passphrase };
    },
    { public: true },
  );
};

export default services;
