/**
 * newsletters (portal-core §7): react-admin method -> HTTP call.
 *   getList, getOne            GET    /api/newsletter-get-all (kept; searched, sorted and paged in memory)
 *   create                     POST   /api/newsletter-save
 *   update                     PUT    /api/newsletter-update
 *   delete                     DELETE /api/newsletter-delete/{id}
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

const withFormFields = (e: unknown): unknown => withFormFieldNames(e, (k) => NEWSLETTER_FORM_FIELD[k] ?? k);

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

  return {
    getList: (_resource: string, params: GetListParams) => list.getList(params),
    getAll: list.getAll,
    ...collectionReads(all, 'ra.notification.item_doesnt_exist'),
    create: async (_resource: string, params: CreateParams) => {
      const meta = (params.meta ?? {}) as UploadMeta;
      const body = await toSaveBody(params.data as NewsletterFormData);
      const { json } = await send(() => http.call('newsletterSave', { body, onUploadProgress: meta.onUploadProgress }));
      // The spec's answer is 'Created': the new newsletter is found by what was sent.
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
