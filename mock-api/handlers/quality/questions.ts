import type { Request } from 'express';
import type { Ctx, Handler } from '../../lib/app.ts';
import { assertValid, notFound, type FieldErrors } from '../../lib/errors.ts';
import { messages } from '../../lib/messages.ts';
import { addError, idParam } from '../../lib/request.ts';
import { TREE } from '../../seed/nqs.ts';

function qInt(errors: FieldErrors, req: Request, name: string, required: boolean): number | undefined {
  const raw = req.query[name];
  if (raw === undefined || raw === '') {
    if (required) addError(errors, name, messages.validation.required);
    return undefined;
  }
  const n = Number(raw);
  if (typeof raw !== 'string' || !Number.isInteger(n)) {
    addError(errors, name, messages.validation.invalid_value);
    return undefined;
  }
  return n;
}

export const category: Handler = (req) => {
  const node = TREE.byId.get(idParam(req, 'record'));
  if (!node) throw notFound('category');
  return node;
};

export const categories: Handler = () => TREE.roots;

export const questions: Handler = (req, ctx) => {
  const errors: FieldErrors = {};
  const centerId = qInt(errors, req, 'center_id', false);
  const categoryId = qInt(errors, req, 'category_id', false);
  assertValid(errors);
  const type = typeof req.query.type === 'string' && req.query.type !== '' ? req.query.type : undefined;
  if (categoryId !== undefined && !TREE.byId.has(categoryId)) throw notFound('category');
  if (centerId !== undefined && !ctx.db.services.some((s) => s.id === centerId)) throw notFound('service');
  // a category selects its whole subtree (an area lists the questions of all its elements)
  const inTree = (qc: number) =>
    categoryId === undefined ||
    qc === categoryId ||
    Math.floor(qc / 10) === categoryId ||
    Math.floor(qc / 100) === categoryId;
  return TREE.questions.filter(
    (q) =>
      inTree(q.category_id) &&
      (type === undefined || q.type === type) &&
      (q.center_id === null || q.center_id === centerId),
  );
};

export const question: Handler = (req) => {
  const errors: FieldErrors = {};
  const id = qInt(errors, req, 'id', true);
  assertValid(errors);
  const q = TREE.questions.find((x) => x.id === id);
  if (!q) throw notFound('question');
  return [q];
};

function attachmentsOf(ctx: Ctx, entityId: number, title: string) {
  if (title === 'logo') {
    const s = ctx.db.services.find((x) => x.id === entityId);
    if (!s) throw notFound('service');
    return s.logo_url
      ? [{ id: s.id, name: s.logo_name ?? 'logo.jpg', url: s.logo_url, created_at: null, updated_at: null }]
      : [];
  }
  if (title === 'document') {
    const d = ctx.db.documents.find((x) => x.id === entityId && !x.deleted_at);
    if (!d) throw notFound('document');
    const f = d.uploaded_file;
    return f ? [{ id: f.id, name: f.document_name, url: f.document_url, created_at: d.date, updated_at: d.date }] : [];
  }
  return [];
}

export const attachments: Handler = (req, ctx) => {
  const errors: FieldErrors = {};
  const entityId = qInt(errors, req, 'entity_id', true);
  const title = typeof req.query.title === 'string' ? req.query.title.toLowerCase() : '';
  if (!title) errors.title = [messages.validation.required];
  assertValid(errors);
  return attachmentsOf(ctx, entityId as number, title);
};
