/**
 * newsletters: react-admin methods over the portal's newsletter endpoints (portal-core §7 Newsletters).
 *   getList / getOne -> GET    /api/newsletter-get-all          (kept; search, sort and page in memory, keptList.ts)
 *   create           -> POST   /api/newsletter-save             base64_image, file_name, label, title, type, size, date,
 *                                                                notify_service, category, thumbnail_base64, thumbnail_label,
 *                                                                thumbnail_type, thumbnail_size
 *   update           -> PUT    /api/newsletter-update           newsletter_id, title, date, notify_service, category,
 *                                                                and the file and/or thumbnail fields when replaced
 *   delete           -> DELETE /api/newsletter-delete/{id}
 * The spec's answers are 'Created' and 'Deleted' (answers.ts reads those and any record-bearing shape): after a
 * save or update whose answer carries no newsletter, newsletter-get-all is read again and the newsletter found by
 * id (update) or as the newest of the title, category and date sent (save).
 * Forms hand over react-admin FileInput values (`{ rawFile }`) under `file` and `thumbnail`; they become base64
 * here and only here. `meta.onUploadProgress(percent)` reports upload progress. The server's field errors on
 * base64_image / thumbnail_base64 are renamed to the form's `file` / `thumbnail` so they show under the inputs.
 */
import { type RaRecord, type GetListParams, type CreateParams, type UpdateParams, type DeleteParams } from 'ra-core';
import { withFormFieldNames } from './httpClient.ts';
import type { ResourceContext, ResourceHandlers } from './types.ts';
import { collectionReads, keptList } from './keptList.ts';
import { textOfFields, whereFields, type ListPipelineSpec } from '../shared/listPipeline.ts';
import { savedRecord } from './answers.ts';
import { listOf, newsletterSchema } from '../shared/schemas/index.ts';
import { fileToBase64, isNewUpload, type FileInputValue } from './files.ts';
import type { Newsletter, NewsletterCategory } from '../types.ts';
import { NEWSLETTER_FORM_FIELD, toNotifyFlag } from '../shared/schemas/newsletterPayload.ts';
import { isoDay } from '../shared/clock.ts';

export type NewsletterRecord = Newsletter & RaRecord;

/** What the upload and edit forms hold. */
export interface NewsletterFormData {
  title: string;
  date?: string | null;
  category: NewsletterCategory;
  notify_service?: boolean | 0 | 1;
  file?: FileInputValue | null;
  thumbnail?: FileInputValue | null;
}

export interface UploadMeta {
  onUploadProgress?: (percent: number) => void;
}

async function fileFields(v: FileInputValue | null | undefined) {
  if (!isNewUpload(v)) return {};
  const f = v.rawFile;
  return {
    base64_image: await fileToBase64(f),
    file_name: f.name,
    label: f.name,
    type: f.type || 'application/pdf',
    size: f.size,
  };
}

async function thumbnailFields(v: FileInputValue | null | undefined) {
  if (!isNewUpload(v)) return {};
  const f = v.rawFile;
  return {
    thumbnail_base64: await fileToBase64(f),
    thumbnail_label: f.name,
    thumbnail_type: f.type,
    thumbnail_size: f.size,
  };
}

const common = (d: NewsletterFormData) => ({
  title: (d.title ?? '').trim(),
  date: d.date || isoDay(),
  notify_service: toNotifyFlag(d.notify_service),
  category: d.category,
});

export async function toSaveBody(d: NewsletterFormData) {
  return { ...(await fileFields(d.file)), ...common(d), ...(await thumbnailFields(d.thumbnail)) };
}

export async function toUpdateBody(id: number, d: NewsletterFormData) {
  return { newsletter_id: id, ...common(d), ...(await fileFields(d.file)), ...(await thumbnailFields(d.thumbnail)) };
}

/** Renames the API's upload fields in an HttpError's field errors to the form's. */
const withFormFields = (e: unknown): unknown => withFormFieldNames(e, (k) => NEWSLETTER_FORM_FIELD[k] ?? k);

/** The newsletters list: `q` searches the title and file name; any other key must equal the newsletter's value. */
export const newslettersListSpec: ListPipelineSpec<NewsletterRecord> = {
  searchText: textOfFields<NewsletterRecord>(['title', 'document_name']),
  where: whereFields,
};

export function newslettersResource({ http, queryClient }: ResourceContext): ResourceHandlers {
  const all = (): Promise<NewsletterRecord[]> => http.read('newslettersGetAll', listOf(newsletterSchema));
  const list = keptList<NewsletterRecord>({
    resource: 'newsletters',
    spec: newslettersListSpec,
    queryClient,
    load: all,
  });
  const send = async <T>(fn: () => Promise<T>) => {
    try {
      return await fn();
    } catch (e) {
      throw withFormFields(e);
    }
  };

  // react-admin's methods are generic in the record type; these answer with concrete records, hence one assertion.
  return {
    getList: (_resource: string, params: GetListParams) => list.getList(params),
    getAll: list.getAll,
    ...collectionReads(all, 'ra.notification.item_doesnt_exist'),
    create: async (_resource: string, params: CreateParams) => {
      const meta = (params.meta ?? {}) as UploadMeta;
      const body = await toSaveBody(params.data as NewsletterFormData);
      const { json } = await send(() => http.call('newsletterSave', { body, onUploadProgress: meta.onUploadProgress }));
      // The spec's answer is 'Created': the new newsletter is the newest of that title, category and date.
      const data = await savedRecord(json, newsletterSchema, {
        refetch: all,
        match: (n) => n.title === body.title && n.category === body.category && n.date === body.date,
      });
      return { data };
    },
    update: async (_resource: string, params: UpdateParams) => {
      const meta = (params.meta ?? {}) as UploadMeta;
      const body = await toUpdateBody(Number(params.id), params.data as NewsletterFormData);
      const { json } = await send(() =>
        http.call('newsletterUpdate', { body, onUploadProgress: meta.onUploadProgress }),
      );
      const data = await savedRecord(json, newsletterSchema, {
        refetch: all,
        match: (n) => String(n.id) === String(params.id),
      });
      return { data };
    },
    delete: async (_resource: string, params: DeleteParams) => {
      await http.call('newsletterDelete', { params: { id: String(params.id) } });
      return { data: params.previousData ?? { id: params.id } };
    },
  } as ResourceHandlers;
}
