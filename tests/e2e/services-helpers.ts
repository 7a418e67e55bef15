/** Shared arrangements for the services specs: fixture reads, and service records made through the API. */
import type { Api } from './fixtures.ts';
import type { Page } from '@playwright/test';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- specs read arbitrary JSON shapes
export type Json = Record<string, any>;

export async function allServices(api: Api): Promise<Json[]> {
  return (await api.get<Json[]>('/api/services-get-all')).body;
}

export async function portalServicesByName(api: Api): Promise<Json[]> {
  return (await allServices(api))
    .filter((s) => s.has_portal === 1)
    .sort((a, b) => a.name.toLowerCase().localeCompare(b.name.toLowerCase()));
}

export async function service(api: Api, id: number) {
  return api.get<Json>(`/api/services-get/${id}`);
}

export async function createService(api: Api, over: Json = {}): Promise<Json> {
  const r = await api.request<Json>('POST', '/api/new-service', {
    name: 'Test Centre',
    primary_email: 'owner@test-centre.com.au',
    service_type_id: 1,
    ...over,
  });
  if (r.status !== 200) throw new Error(`service create failed: ${r.status} ${JSON.stringify(r.body)}`);
  return r.body;
}

/** Opens /update-service for a service the way the list does (route state) but by its address. */
export async function openEdit(page: Page, id: number) {
  await page.goto(`/update-service?id=${id}`);
}

/** A tiny JPEG (SOI, APP0 JFIF, EOI): enough for the fixture's byte check. */
export const JPEG = Buffer.from([
  0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00,
  0x00, 0xff, 0xd9,
]);
export const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);

/** One record of each kind a screen opens by id, from the seed: for tests that visit every screen. */
export async function screenIds(api: Api) {
  const services = (await api.get<Json[]>('/api/services-get-all')).body.filter((s) => s.has_portal === 1);
  const users = (await api.get<Json[]>('/api/fetch-users/all')).body;
  const newsletters = (await api.get<Json[]>('/api/newsletter-get-all')).body;
  const docs = (await api.get<Json[]>('/api/getDocuments')).body;
  return {
    service: services[0]!.id as number,
    user: users[0]!.id as number,
    newsletter: newsletters[0]!.id as number,
    document: docs.find((d) => d.category === 1 && d.upload_or_generate === 1)!.id as number,
    serviceDocument: docs.find((d) => d.category === 2)!.id as number,
  };
}

export type ScreenIds = Awaited<ReturnType<typeof screenIds>>;

/** A screen of the signed-in portal: its address, and the step after loading that shows what it is named for. */
export interface Screen {
  name: string;
  path: (id: ScreenIds) => string;
  open?: (page: Page) => Promise<void>;
}

/** Every screen of the signed-in portal (src/App.tsx: each resource's routes, the dashboard, the search results). */
export const SCREENS: readonly Screen[] = [
  { name: 'dashboard', path: () => '/' },
  { name: 'services list', path: () => '/services' },
  { name: 'newsletters', path: () => '/newsletter' },
  { name: 'documents list', path: () => '/nqa-documents' },
  { name: 'user management', path: () => '/user-management' },
  { name: 'create document', path: () => '/create-new-document' },
  {
    name: 'create document (focus of the month)',
    path: () => '/create-new-document',
    open: (page) => page.getByRole('tab', { name: 'Focus of the month' }).click(),
  },
  { name: 'create service', path: () => '/create-new-service' },
  { name: 'create user', path: () => '/create-new-user' },
  { name: 'edit user', path: (id) => `/update-user?id=${id.user}` },
  { name: 'edit service', path: (id) => `/update-service?id=${id.service}` },
  { name: 'edit newsletter', path: (id) => `/edit-newsletter?id=${id.newsletter}` },
  { name: 'edit document', path: (id) => `/edit-document?id=${id.document}` },
  { name: 'edit service document', path: (id) => `/edit-service-document?id=${id.serviceDocument}` },
  { name: 'search results', path: () => '/search?q=policy' },
];
