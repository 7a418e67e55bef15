import { wholeId } from '../../../src/shared/validation/common.ts';
import type { Handler } from '../../lib/app.ts';
import { assertValid, notFound, type FieldErrors } from '../../lib/errors.ts';
import { checkUpload } from '../../lib/files.ts';
import { messages, ruleMessages } from '../../lib/messages.ts';
import { nextId } from '../../lib/db.ts';
import { checkTextFields, idParam, strictBody } from '../../lib/request.ts';
import { blankService } from '../../../src/shared/records.ts';
import {
  BRANDING_FIELDS,
  SERVICE_ARCHIVE_FIELDS,
  SERVICE_FORM_FIELDS,
  SERVICE_IDS_FIELDS,
} from '../../../src/shared/payloads.ts';
import { SERVICE_TEXT_FIELDS, parseServiceIds } from '../../../src/shared/validation/services.ts';
import {
  brandingPayloadSchema,
  serviceCreateSchema,
  serviceUpdateSchema,
} from '../../../src/shared/schemas/servicePayload.ts';
import { ruleErrorsOf } from '../../../src/shared/schemas/rules.ts';
import type { Service, ServiceTypeId } from '../../../src/types.ts';
import { findService, listedServices, withAdminEmail } from './lookup.ts';

export const listServices: Handler = (_req, ctx) => listedServices(ctx);

export const getService: Handler = (req, ctx) => withAdminEmail(ctx, findService(ctx, idParam(req, 'service')));

export const createService: Handler = async (req, ctx) => {
  const b = strictBody(req, SERVICE_FORM_FIELDS);
  assertValid(ruleMessages(ruleErrorsOf(serviceCreateSchema, b)));
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
};

export const updateService: Handler = async (req, ctx) => {
  const service = findService(ctx, idParam(req, 'service'));
  const b = strictBody(req, SERVICE_FORM_FIELDS);
  // Fields left out keep their value; the rules are checked on the record as it would be saved.
  const next = {
    ...service,
    ...Object.fromEntries(SERVICE_TEXT_FIELDS.filter((f) => b[f] !== undefined).map((f) => [f, b[f]])),
  };
  if (b.service_type_id !== undefined) next.service_type_id = b.service_type_id as ServiceTypeId;
  assertValid(ruleMessages(ruleErrorsOf(serviceUpdateSchema, next)));
  for (const f of SERVICE_TEXT_FIELDS) {
    if (f === 'primary_email' || b[f] === undefined) continue;
    service[f] = String(b[f] ?? '').trim();
  }
  service.service_type_id = Number(next.service_type_id) as ServiceTypeId;
  await ctx.commit();
  return withAdminEmail(ctx, service);
};

export const brandService: Handler = async (req, ctx) => {
  const service = findService(ctx, idParam(req, 'service', 'service_id'));
  const b = strictBody(req, BRANDING_FIELDS);
  const errors = ruleMessages(ruleErrorsOf(brandingPayloadSchema, b));
  checkTextFields(errors, b, ['logo_name']);
  assertValid(errors);
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
};

export const archiveService: Handler = async (req, ctx) => {
  const b = strictBody(req, SERVICE_ARCHIVE_FIELDS);
  const errors: FieldErrors = {};
  const archive =
    b.is_archive === true || b.is_archive === 1 || b.is_archive === '1'
      ? true
      : b.is_archive === false || b.is_archive === 0 || b.is_archive === '0'
        ? false
        : null;
  if (archive === null) errors.is_archive = [messages.validation.invalid_value];
  const id = wholeId(b.id) ?? NaN;
  if (!Number.isInteger(id) || id < 1) errors.id = [messages.validation.invalid_value];
  assertValid(errors);
  const service = findService(ctx, id);
  service.is_archive = archive as boolean;
  await ctx.commit();
  return withAdminEmail(ctx, service);
};

// also removes the service from documents and drops its users on the quality side
export const deleteService: Handler = async (req, ctx) => {
  const service = findService(ctx, idParam(req, 'service'), { includeDeleted: true });
  ctx.db.services = ctx.db.services.filter((s) => s.id !== service.id);
  ctx.db.serviceUsers = ctx.db.serviceUsers.filter((u) => u.center_id !== service.id);
  for (const d of ctx.db.documents) {
    if (d.services.some((s) => s.id === service.id)) d.services = d.services.filter((s) => s.id !== service.id);
    if (d.availability && String(service.id) in d.availability) delete d.availability[String(service.id)];
  }
  await ctx.commit();
  await ctx.files.remove(service.logo_url);
  return { message: messages.acknowledgement.deleted, id: service.id };
};

export const softDeleteServices: Handler = async (req, ctx) => {
  const ids = parseServiceIds(strictBody(req, SERVICE_IDS_FIELDS).ids);
  if (!ids) assertValid({ ids: [messages.validation.required] });
  const found = (ids as number[]).map((id) => ctx.db.services.find((s) => s.id === id && !s.deleted_at));
  if (found.some((s) => !s)) throw notFound('service');
  const now = new Date().toISOString();
  for (const s of found as Service[]) s.deleted_at = now;
  await ctx.commit();
  return { ids };
};

export const undoDeleteServices: Handler = async (req, ctx) => {
  const ids = parseServiceIds(strictBody(req, SERVICE_IDS_FIELDS).ids);
  if (!ids) assertValid({ ids: [messages.validation.required] });
  const found = (ids as number[]).map((id) => ctx.db.services.find((s) => s.id === id));
  if (found.some((s) => !s)) throw notFound('service');
  for (const s of found as Service[]) s.deleted_at = null;
  await ctx.commit();
  return { ids };
};
