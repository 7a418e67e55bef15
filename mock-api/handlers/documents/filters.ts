// the file type and collection filters answer from an index built once per database version
import type { Ctx, Handler } from '../../lib/app.ts';
import { assertValid, type FieldErrors } from '../../lib/errors.ts';
import { allowOnly } from '../../lib/strict.ts';
import { messages } from '../../lib/messages.ts';
import { addError, body, idsField } from '../../lib/request.ts';
import { FILE_TYPES, SERVICE_TYPES } from '../../../src/shared/constants.ts';
import { fileTypeIdOf } from '../../../src/shared/validation/documents.ts';
import { PAYLOAD } from './payloads.ts';
import { present } from './presentation.ts';
import type { DocumentRecord } from '../../../src/types.ts';
import { documentsSeenBy } from '../services/documents.ts';

interface DocumentIndex {
  live: DocumentRecord[];
  byFileType: Map<number, number[]>;
  byCollection: Map<number, number[]>;
}

const liveDocuments = (ctx: Ctx) => ctx.memo('documents.live', () => ctx.db.documents.filter((d) => !d.deleted_at));

function documentIndex(ctx: Ctx): DocumentIndex {
  return ctx.memo('documents.index', () => {
    const live = liveDocuments(ctx);
    const index: DocumentIndex = { live, byFileType: new Map(), byCollection: new Map() };
    const add = (m: Map<number, number[]>, key: number, at: number) => {
      const list = m.get(key);
      if (!list) m.set(key, [at]);
      else if (list[list.length - 1] !== at) list.push(at);
    };
    live.forEach((d, at) => {
      add(index.byFileType, fileTypeIdOf(d) ?? -1, at);
      for (const c of d.collections ?? []) add(index.byCollection, c, at);
    });
    return index;
  });
}

function indexed(ctx: Ctx, which: 'byFileType' | 'byCollection', ids: number[]) {
  const index = documentIndex(ctx);
  const at = new Set<number>();
  for (const id of ids) for (const i of index[which].get(id) ?? []) at.add(i);
  return [...at].sort((a, b) => a - b).map((i) => present(index.live[i]));
}

export const listDocuments: Handler = (req, ctx) => {
  const q = req.query;
  const nqa = typeof q.nqa === 'string' ? q.nqa : '';
  const category = typeof q.category === 'string' ? q.category : '';
  let docs = liveDocuments(ctx);
  if (nqa !== '') docs = docs.filter((d) => d.nqa_area_id.includes(Number(nqa)));
  if (category !== '') docs = docs.filter((d) => d.category === Number(category));
  return docs.map(present);
};

// `?trashed=only` lists the recycle bin and `?trashed=with` everything, for tests
export const listAllDocuments: Handler = (req, ctx) => {
  const trashed = req.query.trashed;
  if (trashed === 'only') return ctx.db.documents.filter((d) => d.deleted_at).map(present);
  if (trashed === 'with') return ctx.db.documents.map(present);
  return liveDocuments(ctx).map(present);
};

// the rule of document-by-service, so this filter and a service's page agree
export const filterByServices: Handler = (req, ctx) => {
  allowOnly(body(req), PAYLOAD.filterByServices);
  const e: FieldErrors = {};
  const ids = idsField(e, body(req).service_id, 'service_id');
  assertValid(e);
  const wanted = new Set(ids);
  const services = ctx.db.services.filter((s) => wanted.has(s.id) && !s.deleted_at);
  return documentsSeenBy(ctx, services).map(present);
};

export const filterByCollection: Handler = (req, ctx) => {
  allowOnly(body(req), PAYLOAD.filterByCollection);
  const e: FieldErrors = {};
  const ids = idsField(e, body(req).service_type_id, 'service_type_id');
  if (ids.some((id) => !SERVICE_TYPES.some((s) => s.id === id)))
    addError(e, 'service_type_id', messages.validation.invalid_value);
  assertValid(e);
  return indexed(ctx, 'byCollection', ids);
};

export const filterByFileType: Handler = (req, ctx) => {
  const e: FieldErrors = {};
  const raw = req.query.file_type ?? req.query['file_type[]'];
  const list = Array.isArray(raw) ? raw : typeof raw === 'string' ? raw.split(',') : raw;
  const ids = idsField(e, list, 'file_type');
  if (ids.some((id) => !(FILE_TYPES as readonly number[]).includes(id)))
    addError(e, 'file_type', messages.validation.invalid_value);
  assertValid(e);
  return indexed(ctx, 'byFileType', ids);
};
