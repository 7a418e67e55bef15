/**
 * Records the tests create through the provider, each registered for clean-up as soon as it exists, and found
 * again through list calls (never by a seeded or guessed id).
 */
import type { PortalDataProvider } from '../../src/dataProvider/index.ts';
import type { DocumentRow } from '../../src/dataProvider/documents.ts';
import type { NqaFormValues } from '../../src/dataProvider/documentForms.ts';
import type { Id, Service } from '../../src/types.ts';
import { type Cleanup, today, unique } from './backend.ts';

const everything = {
  pagination: { page: 1, perPage: 100_000 },
  sort: { field: 'id', order: 'ASC' as const },
  filter: {},
};

export async function listServices(dp: PortalDataProvider, filter: Record<string, unknown> = {}): Promise<Service[]> {
  return (await dp.getList<Service>('services', { ...everything, filter })).data;
}

/** A new service of type 1 with a unique name and account owner; deleted by the clean-up. */
export async function createService(
  dp: PortalDataProvider,
  cleanup: Cleanup,
  over: Partial<Service> = {},
): Promise<Service> {
  const name = unique('service');
  const tag = name.split(' ').pop() as string;
  const { data } = await dp.create<Service>('services', {
    data: {
      name,
      primary_email: `contract.owner.${tag}@example.com`,
      website_link: 'https://contract.example.com',
      phone: '0298765432',
      address: '1 Contract Street',
      city: 'Testville',
      state: 'NSW',
      postal: '2000',
      description: 'Created by the contract tests.',
      service_type_id: 1,
      ...over,
    },
  });
  // the answer may not carry the id on every back end: find the service by its unique name
  const stored = (await listServices(dp, { q: name })).find((s) => s.name === name);
  if (!stored) throw new Error(`created service "${name}" is not listed (answer: ${JSON.stringify(data)})`);
  cleanup.add(`service ${stored.id}`, () => dp.delete('services', { id: stored.id }));
  return stored;
}

/** Every live document as the list endpoint answers it, through the provider. */
export const listDocuments = (dp: PortalDataProvider) => dp.listDocuments({ kind: 'all' });

/** The one live document with this file title (titles are unique per run), or undefined. */
export async function documentTitled(dp: PortalDataProvider, title: string): Promise<DocumentRow | undefined> {
  const found = (await listDocuments(dp)).filter((d) => d.file_title === title || d.webinar_title === title);
  if (found.length > 1) throw new Error(`${found.length} documents are titled "${title}"`);
  return found[0];
}

/** Registers a document for removal: soft delete (it may already be in the bin), then permanent delete. */
export function removeDocumentLater(dp: PortalDataProvider, cleanup: Cleanup, id: Id): void {
  cleanup.add(`document ${id}`, async () => {
    await dp.softDeleteDocuments([id]).catch(() => undefined);
    await dp.permanentDeleteDocuments([id]);
  });
}

/** Form values of a generated NQA document (no file), for the given services or service types. */
export function generatedDocument(over: Partial<NqaFormValues> = {}): NqaFormValues {
  return {
    upload_or_generate: 2,
    content: '<p>Written by the contract tests.</p>',
    file_title: unique('generated document'),
    file_version: '1.0',
    date: today(),
    description: 'A generated document.',
    nqa_area_id: [1],
    document_type_id: 1,
    service_type_id: [1],
    services: [],
    notify_service: false,
    ...over,
  };
}

/** Creates an NQA document through the provider and finds it in the list by its unique title. */
export async function createNqaDocument(
  dp: PortalDataProvider,
  cleanup: Cleanup,
  values: NqaFormValues,
): Promise<DocumentRow> {
  await dp.createNqaDocument(values);
  const title = values.file_title as string;
  const stored = await documentTitled(dp, title);
  if (!stored) throw new Error(`created document "${title}" is not listed`);
  removeDocumentLater(dp, cleanup, stored.id);
  return stored;
}

/** A collection_loaded value (JSON text or a list) as a list of service type ids. */
export function loadedIds(value: unknown): number[] {
  const list = typeof value === 'string' ? (JSON.parse(value || '[]') as unknown) : value;
  return Array.isArray(list) ? list.map(Number) : [];
}
