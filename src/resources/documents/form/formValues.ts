import { idList } from '../../../shared/validation/common.ts';
import {
  SERVICE_SPECIFIC_TYPE,
  STANDALONE_SERVICE_TYPE,
  UPLOAD_OR_GENERATE,
  isGenerated,
  isWebinarType,
} from '../../../shared/constants.ts';
import type {
  DocumentContentValues,
  LoadedDocument as StoredDocument,
  NqaFormValues,
  ServiceSpecificFormValues,
} from '../../../dataProvider/documentForms.ts';
import type { LoadedDocument as ListedDocument } from '../../../dataProvider/documentFields.ts';
import { isoDay } from '../../../shared/clock.ts';

export type EditedDocument = StoredDocument | ListedDocument;

const emptyContentValues = (): DocumentContentValues => ({
  upload_or_generate: UPLOAD_OR_GENERATE.upload,
  file: null,
  content: '',
  file_title: '',
  file_version: '',
  date: isoDay(),
  description: '',
});

const contentValuesOf = (d: EditedDocument): DocumentContentValues => ({
  upload_or_generate: isGenerated(d.upload_or_generate) ? UPLOAD_OR_GENERATE.generate : UPLOAD_OR_GENERATE.upload,
  file: d.uploaded_file
    ? { src: d.uploaded_file.document_url ?? undefined, title: d.uploaded_file.document_name ?? undefined }
    : null,
  content: d.content ?? '',
  file_title: d.file_title ?? '',
  file_version: d.file_version ?? '',
  date: d.date ?? '',
  description: d.description ?? '',
});

export const emptyNqaValues = (): NqaFormValues => ({
  nqa_area_id: [],
  document_type_id: null,
  service_type_id: [],
  services: [],
  ...emptyContentValues(),
  notify_service: false,
  webinar_link: '',
  webinar_title: '',
  webinar_description: '',
  global_webinar: false,
  is_link: true,
});

/** Standalone: the attached services; otherwise the excluded ones. */
export function nqaValuesOf(d: EditedDocument): NqaFormValues {
  const types = idList(d.service_type_id) ?? [];
  const standalone = types.includes(STANDALONE_SERVICE_TYPE.id);
  const webinar = isWebinarType(d.document_type_id);
  return {
    ...emptyNqaValues(),
    nqa_area_id: idList(d.nqa_area_id) ?? [],
    document_type_id: d.document_type_id,
    service_type_id: types,
    services: standalone ? (idList(d.services) ?? []) : (idList(d.excluded_services) ?? []),
    ...contentValuesOf(d),
    notify_service: d.notify_service === 1,
    webinar_link: d.webinar_link ?? '',
    webinar_title: d.webinar_title ?? '',
    webinar_description: d.webinar_description ?? '',
    global_webinar: d.global_webinar === 1,
    is_link: webinar ? !!d.webinar_link || !d.uploaded_file : true,
  };
}

export const emptyServiceSpecificValues = (): ServiceSpecificFormValues => ({
  filter: null,
  service_specific_type: null,
  nqa_area_id: [],
  document_type_id: null,
  services: [],
  ...emptyContentValues(),
});

export function serviceSpecificValuesOf(d: EditedDocument): ServiceSpecificFormValues {
  return {
    ...emptyServiceSpecificValues(),
    filter: d.service_specific_type,
    service_specific_type: d.service_specific_type,
    nqa_area_id: idList(d.nqa_area_id) ?? [],
    document_type_id: d.service_specific_type === SERVICE_SPECIFIC_TYPE.nqaDocument ? d.document_type_id : null,
    services: (idList(d.services) ?? []).slice(0, 1),
    ...contentValuesOf(d),
  };
}
