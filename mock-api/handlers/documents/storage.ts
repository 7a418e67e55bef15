// every change is committed before the caller answers; a file goes only once no record points at it
import { blankDocument } from '../../../src/shared/records.ts';
import type { Ctx } from '../../lib/app.ts';
import type { Db } from '../../lib/db.ts';
import { nextId } from '../../lib/db.ts';
import { notFound } from '../../lib/errors.ts';
import type { StoredFile } from '../../lib/files.ts';
import { isGenerated, isWebinarType } from '../../../src/shared/constants.ts';
import { mimeOfName } from '../../../src/shared/uploads.ts';
import type { DocumentRecord, StoredUploadedFile as UploadedFile } from '../../../src/types.ts';
import type { Draft, PendingUpload } from './checks.ts';
import { present } from './presentation.ts';

export type StoredUpload = StoredFile & { label: string };

export function liveDoc(db: Db, id: number): DocumentRecord | undefined {
  return db.documents.find((d) => d.id === id && !d.deleted_at);
}

export function docOr404(db: Db, id: number): DocumentRecord {
  const d = liveDoc(db, id);
  if (!d) throw notFound('document');
  return d;
}

export async function saveUpload(ctx: Ctx, up: PendingUpload): Promise<StoredUpload> {
  const stored = await ctx.files.save(up.bytes, up.name);
  return { ...stored, label: up.name };
}

function uploadedFileRecord(db: Db, stored: StoredUpload, doc?: Partial<DocumentRecord>): UploadedFile {
  const id = Math.max(db.counters.uploadedFiles ?? 0, ...db.documents.map((d) => d.uploaded_file?.id ?? 0)) + 1;
  db.counters.uploadedFiles = id;
  return {
    id,
    document_name: stored.name,
    file_size: stored.size,
    file_type: mimeOfName(stored.name),
    label: stored.label,
    availability: 'ENABLE',
    document_url: stored.url,
    webinar_title: doc?.webinar_title ?? null,
    webinar_link: doc?.webinar_link ?? null,
    webinar_description: doc?.webinar_description ?? null,
    global_webinar: doc?.global_webinar ?? 0,
  };
}

export async function removeUnusedFiles(ctx: Ctx, urls: (string | null | undefined)[]) {
  const db = ctx.db;
  for (const url of urls) {
    if (!url) continue;
    const used =
      db.documents.some((d) => d.uploaded_file?.document_url === url) ||
      db.focusFiles.some((f) => f.document_url === url) ||
      db.newsletters.some((n) => n.document_url === url || n.thumbnail_url === url) ||
      db.services.some((s) => s.logo_url === url);
    if (!used) await ctx.files.remove(url);
  }
}

function attach(db: Db, doc: DocumentRecord, stored: StoredUpload | null) {
  if (stored) {
    doc.uploaded_file = uploadedFileRecord(db, stored, doc);
    doc.file_uploaded_id = doc.uploaded_file.id;
    doc.label = stored.label;
  } else if (isGenerated(doc.upload_or_generate)) {
    doc.label = `${doc.file_title.replace(/[^\w.-]+/g, '_')}.html`;
  }
  if (doc.uploaded_file) {
    Object.assign(doc.uploaded_file, {
      webinar_title: doc.webinar_title,
      webinar_link: doc.webinar_link,
      webinar_description: doc.webinar_description,
      global_webinar: doc.global_webinar,
    });
  }
}

export async function createDocuments(ctx: Ctx, draft: Draft): Promise<DocumentRecord[]> {
  const stored = await Promise.all(draft.uploads.map((u) => saveUpload(ctx, u)));
  const created: DocumentRecord[] = [];
  for (const s of stored.length ? stored : [null]) {
    const doc = { ...blankDocument(nextId(ctx.db, 'documents')), ...draft.fields };
    if (s && draft.uploads.length > 1) doc.file_title = `${doc.file_title} (${s.label})`;
    attach(ctx.db, doc, s);
    if (isGenerated(doc.upload_or_generate) && doc.uploaded_file) doc.uploaded_file = null;
    ctx.db.documents.push(doc);
    created.push(doc);
  }
  await ctx.commit();
  return created;
}

export async function updateDocument(ctx: Ctx, doc: DocumentRecord, draft: Draft) {
  const stored = draft.uploads.length ? await saveUpload(ctx, draft.uploads[0]) : null;
  const oldUrl = stored || isGenerated(draft.fields.upload_or_generate) ? doc.uploaded_file?.document_url : undefined;
  Object.assign(doc, draft.fields);
  if (isGenerated(doc.upload_or_generate) && doc.uploaded_file && !isWebinarType(doc.document_type_id)) {
    doc.uploaded_file = null;
    doc.file_uploaded_id = null;
  }
  attach(ctx.db, doc, stored);
  await ctx.commit();
  await removeUnusedFiles(ctx, [oldUrl]);
  return present(doc);
}

export async function softDelete(ctx: Ctx, ids: number[]) {
  const now = new Date().toISOString();
  for (const d of ctx.db.documents) if (ids.includes(d.id) && !d.deleted_at) d.deleted_at = now;
  await ctx.commit();
}

export async function dropFile(ctx: Ctx, doc: DocumentRecord) {
  if (!doc.uploaded_file) throw notFound('file');
  const url = doc.uploaded_file.document_url;
  doc.uploaded_file = null;
  doc.file_uploaded_id = null;
  await ctx.commit();
  await removeUnusedFiles(ctx, [url]);
}
