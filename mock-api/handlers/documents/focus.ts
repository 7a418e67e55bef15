// one entry per year and month: creating for a month that exists adds the file and updates its details
import { wholeId } from '../../../src/shared/validation/common.ts';
import type { Ctx, Handler } from '../../lib/app.ts';
import type { Db } from '../../lib/db.ts';
import { nextId } from '../../lib/db.ts';
import { assertValid, notFound, type FieldErrors } from '../../lib/errors.ts';
import { allowOnly } from '../../lib/strict.ts';
import { message, messages, ruleMessages } from '../../lib/messages.ts';
import { addError, blank, body, checkTextFields, idParam, text, type Body } from '../../lib/request.ts';
import { isIsoDate, ruleErrorsOf } from '../../../src/shared/schemas/rules.ts';
import { focusSchema } from '../../../src/shared/schemas/documentPayload.ts';
import { FOCUS_AUDIENCES, MONTHS } from '../../../src/shared/constants.ts';
import type { FocusDetail, FocusFile } from '../../../src/types.ts';
import { checkNamedUpload, mergeErrors, type PendingUpload } from './checks.ts';
import { FOCUS_PAYLOAD, PAYLOAD } from './payloads.ts';
import { removeUnusedFiles, saveUpload } from './storage.ts';
import { acceptedFocusYears } from '../../../src/shared/clock.ts';

function focusEntry(db: Db, detail: FocusDetail) {
  return { detail, uploaded_files: db.focusFiles.filter((f) => f.focus_id === detail.id) };
}

function checkAudience(e: FieldErrors, v: unknown, field: string): string {
  if (v === undefined || v === null || v === '') return FOCUS_AUDIENCES[0];
  if (!(FOCUS_AUDIENCES as readonly string[]).includes(String(v)))
    addError(e, field, messages.validation.invalid_value);
  return String(v);
}

async function addFocusFile(
  ctx: Ctx,
  focusId: number,
  up: PendingUpload,
  b: Body,
  audience: string,
): Promise<FocusFile> {
  const stored = await saveUpload(ctx, up);
  const file: FocusFile = {
    id: nextId(ctx.db, 'focusFiles'),
    focus_id: focusId,
    label: stored.label,
    audience,
    date: text(b.date),
    document_url: stored.url,
    document_name: stored.name,
    file_title: text(b.file_title),
    file_description: text(b.file_description),
  };
  ctx.db.focusFiles.push(file);
  return file;
}

export const createFocus: Handler = async (req, ctx) => {
  const b = body(req);
  allowOnly(b, FOCUS_PAYLOAD);
  const e: FieldErrors = {};
  checkTextFields(e, b, ['monthly_focus', 'monthly_focus_description', 'file_title', 'file_description', 'label']);
  const input = {
    year: text(b.year),
    month: b.month,
    monthly_focus: b.monthly_focus,
    file_title: b.file_title,
    date: b.date,
    file: !blank(b.base64_image),
  };
  const { file: fileRule, ...rules } = ruleErrorsOf(focusSchema(MONTHS, acceptedFocusYears()), input);
  if (fileRule) rules.base64_image = fileRule;
  mergeErrors(e, ruleMessages(rules));
  const audience = checkAudience(e, b.audience, 'audience');
  if (!blank(b.base64_image) && blank(b.label)) addError(e, 'label', messages.validation.required);
  assertValid(e);
  const up = checkNamedUpload('base64_image', b.base64_image, b.label);
  let detail = ctx.db.focus.find((f) => f.year === text(b.year) && f.month === b.month);
  if (detail) {
    detail.monthly_focus = text(b.monthly_focus);
    if (!blank(b.monthly_focus_description)) detail.monthly_focus_description = text(b.monthly_focus_description);
  } else {
    detail = {
      id: nextId(ctx.db, 'focus'),
      year: text(b.year),
      month: String(b.month),
      monthly_focus: text(b.monthly_focus),
      monthly_focus_description: text(b.monthly_focus_description),
    };
    ctx.db.focus.push(detail);
  }
  await addFocusFile(ctx, detail.id, up, b, audience);
  await ctx.commit();
  return { status: true, message: message('documents.created'), data: focusEntry(ctx.db, detail) };
};

export const updateFocus: Handler = async (req, ctx) => {
  const b = body(req);
  allowOnly(b, PAYLOAD.focusUpdate);
  const e: FieldErrors = {};
  if (blank(b.id)) addError(e, 'id', messages.validation.required);
  if (blank(b.monthly_focus)) addError(e, 'monthly_focus', messages.validation.required);
  if (blank(b.monthly_focus_description)) addError(e, 'monthly_focus_description', messages.validation.required);
  checkTextFields(e, b, ['monthly_focus', 'monthly_focus_description']);
  assertValid(e);
  const detail = ctx.db.focus.find((f) => f.id === wholeId(b.id));
  if (!detail) throw notFound('focus');
  detail.monthly_focus = text(b.monthly_focus);
  detail.monthly_focus_description = text(b.monthly_focus_description);
  await ctx.commit();
  return { status: true, message: messages.server.focus_updated, data: focusEntry(ctx.db, detail) };
};

export const updateFocusAudience: Handler = async (req, ctx) => {
  const b = body(req);
  allowOnly(b, PAYLOAD.focusUpdateAudience);
  const e: FieldErrors = {};
  const items = Array.isArray(b.data) ? (b.data as unknown[]) : null;
  if (!items || items.length === 0) addError(e, 'data', messages.validation.required);
  const changes: { file: FocusFile; audience: string }[] = [];
  (items ?? []).forEach((item, i) => {
    const it = item && typeof item === 'object' ? (item as Body) : {};
    allowOnly(it, PAYLOAD.focusAudienceItem);
    const file = ctx.db.focusFiles.find((f) => f.id === wholeId(it.id));
    if (!file) addError(e, `data.${i}.id`, messages.validation.invalid_value);
    if (blank(it.audience)) addError(e, `data.${i}.audience`, messages.validation.required);
    const audience = checkAudience(e, it.audience, `data.${i}.audience`);
    if (file) changes.push({ file, audience });
  });
  assertValid(e);
  for (const c of changes) c.file.audience = c.audience;
  await ctx.commit();
  return { status: true, message: messages.documentForms.audience_updated, data: changes.map((c) => c.file) };
};

export const addFocusUpload: Handler = async (req, ctx) => {
  const b = body(req);
  allowOnly(b, PAYLOAD.focusOnEditUpload);
  const e: FieldErrors = {};
  if (blank(b.id)) addError(e, 'id', messages.validation.required);
  if (blank(b.file_title)) addError(e, 'file_title', messages.validation.required);
  if (blank(b.date)) addError(e, 'date', messages.validation.required);
  else if (!isIsoDate(text(b.date))) addError(e, 'date', messages.validation.invalid_date);
  if (blank(b.base64_image)) addError(e, 'base64_image', messages.validation.required);
  else if (blank(b.label)) addError(e, 'label', messages.validation.required);
  checkTextFields(e, b, ['file_title', 'file_description', 'label']);
  const audience = checkAudience(e, b.audience, 'audience');
  assertValid(e);
  const detail = ctx.db.focus.find((f) => f.id === wholeId(b.id));
  if (!detail) throw notFound('focus');
  const up = checkNamedUpload('base64_image', b.base64_image, b.label);
  const file = await addFocusFile(ctx, detail.id, up, b, audience);
  await ctx.commit();
  return { status: true, message: message('documents.created'), data: file };
};

export const listFocus: Handler = (req, ctx) => {
  const { year, month } = req.query;
  if (typeof year === 'string' && year !== '' && typeof month === 'string' && month !== '') {
    const detail = ctx.db.focus.find((f) => f.year === year && f.month === month);
    return detail ? focusEntry(ctx.db, detail) : { detail: null, uploaded_files: [] };
  }
  return ctx.db.focus
    .filter((f) => (typeof year === 'string' && year !== '' ? f.year === year : true))
    .map((f) => focusEntry(ctx.db, f));
};

export const deleteFocusFile: Handler = async (req, ctx) => {
  const id = idParam(req, 'document');
  const file = ctx.db.focusFiles.find((f) => f.id === id);
  if (!file) throw notFound('file');
  ctx.db.focusFiles = ctx.db.focusFiles.filter((f) => f.id !== id);
  await ctx.commit();
  await removeUnusedFiles(ctx, [file.document_url]);
  return { status: true, message: message('documents.deleted'), data: id };
};
