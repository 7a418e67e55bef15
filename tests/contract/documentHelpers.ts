/**
 * Shared by the documents contract tests (documents*.test.ts): the signed-in provider, the clean-up, and builders
 * of documents through the provider, each found again through the provider's list calls.
 */
import { afterEach, beforeAll } from 'vitest';
import type { PortalDataProvider } from '../../src/dataProvider/index.ts';
import type { DocumentRow } from '../../src/dataProvider/documents.ts';
import type { NqaFormValues, ServiceSpecificFormValues } from '../../src/dataProvider/documentForms.ts';
import { excludedServiceIdsOf } from '../../src/dataProvider/documentFields.ts';
import type { Service } from '../../src/types.ts';
import { Cleanup, signInAsAdmin, today, unique } from './backend.ts';
import { documentTitled, generatedDocument, listDocuments, removeDocumentLater } from './records.ts';
import { fileOf, makePdf } from './files.ts';

export let dp: PortalDataProvider;
export const cleanup = new Cleanup();

/** Signs in before the file's tests and runs the clean-up after each (call once at the top of a test file). */
export function useDocumentsSession(): void {
  beforeAll(async () => {
    ({ dp } = await signInAsAdmin());
  });
  afterEach(() => cleanup.run());
}

export const ids = (rows: { id: number }[]) => rows.map((r) => r.id);
export const serviceIdsOf = (d: DocumentRow | undefined) => (d?.services ?? []).map((s) => Number(s.id));
export const reread = async (d: { id: number }) => (await listDocuments(dp)).find((x) => x.id === d.id);
export const excludedOf = (d: DocumentRow | undefined) => (d ? excludedServiceIdsOf(d) : []);

export function uploadedDocument(over: Partial<NqaFormValues> = {}): NqaFormValues & { pdf: Uint8Array<ArrayBuffer> } {
  const title = unique('policy');
  const pdf = makePdf(title);
  return {
    ...generatedDocument({
      file_title: title,
      content: null,
      upload_or_generate: 1,
      file: { rawFile: fileOf(pdf, 'Contract policy.pdf', 'application/pdf') },
      ...over,
    }),
    pdf,
  };
}

/** Creates a webinar or training module through the provider and finds it by its unique webinar title. */
export async function createWebinar(values: NqaFormValues): Promise<DocumentRow> {
  await dp.createWebinar(values);
  const stored = await documentTitled(dp, values.webinar_title as string);
  if (!stored) throw new Error(`created webinar "${values.webinar_title}" is not listed`);
  removeDocumentLater(dp, cleanup, stored.id);
  return stored;
}

export function webinarValues(over: Partial<NqaFormValues> = {}): NqaFormValues {
  return {
    upload_or_generate: 1,
    file_title: '',
    file_version: '',
    date: today(),
    description: '',
    nqa_area_id: [4],
    document_type_id: 3,
    service_type_id: [2],
    services: [],
    notify_service: false,
    webinar_link: 'https://video.example.com/contract-webinar',
    webinar_title: unique('webinar'),
    webinar_description: 'A webinar made by the contract tests.',
    global_webinar: false,
    ...over,
  };
}

export async function createServiceSpecific(service: Service, over: Partial<ServiceSpecificFormValues> = {}) {
  const title = unique('report');
  const pdf = makePdf(title);
  const values: ServiceSpecificFormValues = {
    upload_or_generate: 1,
    file: { rawFile: fileOf(pdf, 'Contract report.pdf', 'application/pdf') },
    file_title: title,
    file_version: '1',
    date: today(),
    description: 'A report for one service.',
    filter: 1,
    service_specific_type: 1,
    nqa_area_id: [],
    document_type_id: null,
    services: [service.id],
    ...over,
  };
  await dp.createServiceSpecific(values);
  const stored = await documentTitled(dp, title);
  if (!stored) throw new Error(`created service-specific document "${title}" is not listed`);
  removeDocumentLater(dp, cleanup, stored.id);
  return { stored, values, pdf };
}
