import { z } from './zod.ts';
import { CATEGORY, UPLOAD_OR_GENERATE } from '../constants.ts';
import {
  codec,
  day,
  flag01,
  id,
  idList,
  idOrNull,
  namedList,
  numOrNull,
  oneOf,
  optional,
  orDefault,
  text,
  textOrNull,
  record,
  recordEnvelope,
  relation,
} from './codecs.ts';

const AVAILABILITY = ['ENABLE', 'DISABLE'] as const;
export const availability = orDefault(oneOf(AVAILABILITY), 'ENABLE');

export const uploadedFileSchema = record({
  id: idOrNull,
  document_name: textOrNull,
  file_size: numOrNull,
  file_type: textOrNull,
  label: textOrNull,
  availability,
  document_url: textOrNull,
  webinar_title: optional(textOrNull),
  webinar_link: optional(textOrNull),
  webinar_description: optional(textOrNull),
  global_webinar: optional(flag01),
});

const uploadOrGenerate = codec(
  (v) => (v === null || v === undefined || v === '' ? UPLOAD_OR_GENERATE.upload : Number(v)),
  z.literal([UPLOAD_OR_GENERATE.upload, UPLOAD_OR_GENERATE.generate]),
);

const documentShape = {
  id,
  document_id: idOrNull,
  file_uploaded_id: idOrNull,
  label: text,
  file_title: text,
  file_version: text,
  date: day,
  description: text,
  content: textOrNull,
  category: codec((v) => numOrNull.codecRead(v) ?? CATEGORY.general, z.number()),
  upload_or_generate: uploadOrGenerate,
  document_type_id: numOrNull,
  nqa_area_id: idList,
  service_type_id: namedList,
  service_specific_type: numOrNull,
  risk_assesment_type: numOrNull,
  services: namedList,
  excluded_services: idList,
  notify_service: flag01,
  global_webinar: flag01,
  webinar_title: textOrNull,
  webinar_link: textOrNull,
  webinar_description: textOrNull,
  uploaded_file: relation(uploadedFileSchema),
};
const documentFields = record(documentShape);

export const DOCUMENT_FIELDS = documentFields.codecSchema.keyof().options;

// completed in place: a copy of every document would double a list's allocation
const withDocumentId = <D extends { id: number; document_id: number | null }>(d: D) =>
  Object.assign(d, { document_id: d.document_id ?? d.id });

export const documentSchema = documentFields.transform(withDocumentId);

// its availability for the service is the uploaded file's (§3), a top-level one when there is no file
export const serviceDocumentSchema = record({ ...documentShape, availability: optional(availability) }).transform(
  ({ availability: own, ...d }) =>
    Object.assign(withDocumentId(d), { availability: d.uploaded_file?.availability ?? own ?? 'ENABLE' }),
);

export const collectionItemSchema = record({
  id,
  document_id: idOrNull,
  document_url: textOrNull,
  document_name: textOrNull,
  file_title: text,
  file_version: text,
  label: text,
  upload_or_generate: uploadOrGenerate,
}).transform(withDocumentId);

export const focusDetailSchema = record({
  id,
  year: text,
  month: text,
  monthly_focus: text,
  monthly_focus_description: text,
});
export const focusFileSchema = record({
  id,
  focus_id: optional(idOrNull),
  label: text,
  audience: text,
  date: day,
  document_url: text,
  document_name: text,
  file_title: optional(text),
  file_description: optional(text),
});
export const focusEntrySchema = z.preprocess(
  recordEnvelope,
  z.object({
    detail: relation(focusDetailSchema),
    uploaded_files: z.preprocess((v) => (v === null || v === undefined ? [] : v), z.array(focusFileSchema)),
  }),
);

export const mutationAnswerOf = <D extends z.ZodType>(data: D) =>
  z.preprocess(
    (v) =>
      typeof v === 'string'
        ? { message: v }
        : v && typeof v === 'object' && !Array.isArray(v)
          ? v
          : { data: v ?? undefined },
    z.object({
      status: z.unknown().optional(),
      message: z.preprocess((m) => (typeof m === 'string' ? m : ''), z.string()),
      data,
    }),
  );
export const mutationAnswerSchema = mutationAnswerOf(z.unknown().optional());

export type UploadedFile = z.output<typeof uploadedFileSchema>;
export type LoadedDocument = z.output<typeof documentSchema>;
export type ServiceDocument = z.output<typeof serviceDocumentSchema>;
export type CollectionItem = z.output<typeof collectionItemSchema>;
export type FocusDetail = z.output<typeof focusDetailSchema>;
export type FocusFile = z.output<typeof focusFileSchema>;
export type FocusEntry = z.output<typeof focusEntrySchema>;
export type MutationAnswer = z.output<typeof mutationAnswerSchema>;
