import { describe, expect, it, vi } from 'vitest';
import { blankService } from '../shared/records.ts';
import { createHttpClient } from './httpClient.ts';
import { createDataProvider } from './index.ts';
import type { Service } from '../types.ts';

const baseUrls = { portal: 'https://portal.example', qip: 'https://qip.example' };

/** A provider over a fake fetch that answers each call with `answer(url, method)`; calls are recorded. */
function setup(answer: (url: string, method: string) => { status?: number; body: unknown } = () => ({ body: {} })) {
  const fetch = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    const a = answer(String(url), init?.method ?? 'GET');
    return new Response(JSON.stringify(a.body), { status: a.status ?? 200 });
  });
  const dp = createDataProvider(createHttpClient({ baseUrls, getToken: () => 'tok', fetch }));
  const call = (i: number) => {
    const [url, init] = fetch.mock.calls[i];
    return { url: String(url), method: init?.method, body: init?.body ? JSON.parse(String(init.body)) : undefined };
  };
  return { dp, fetch, call };
}

const svc = (id: number, name: string, over: Partial<Service> = {}): Service =>
  blankService(id, name, 1, {
    admin_name: 'Owner',
    primary_email: `owner${id}@example.com`,
    admin_email: `admin${id}@example.com`,
    ...over,
  });

const ALL = [
  svc(1, 'banksia'),
  svc(2, 'Acacia'),
  svc(3, 'Wattle', { has_portal: 0 }),
  svc(4, 'acorn', { primary_email: 'boss@acorn.org' }),
];

describe('services data provider', () => {
  it('getList fetches GET /api/services-get-all once and searches, filters, sorts (case-insensitive) and pages in memory', async () => {
    const { dp, call } = setup(() => ({ body: ALL }));
    const res = await dp.getList('services', {
      filter: { has_portal: 1, q: 'A' },
      sort: { field: 'name', order: 'ASC' },
      pagination: { page: 1, perPage: 2 },
    });
    expect(call(0)).toMatchObject({ url: 'https://portal.example/api/services-get-all', method: 'GET' });
    expect(res.total).toBe(3);
    expect(res.data.map((s) => s.name)).toEqual(['Acacia', 'acorn']);
    const desc = await dp.getList('services', {
      filter: { has_portal: 1 },
      sort: { field: 'name', order: 'DESC' },
      pagination: { page: 2, perPage: 2 },
    });
    expect(desc.data.map((s) => s.name)).toEqual(['Acacia']);
  });

  it('getList understands email_q (the primary email, a field of the spec; not the fixture-only admin_email) and exclude_id', async () => {
    const { dp } = setup(() => ({ body: [...ALL, svc(5, 'Grevillea', { admin_email: 'staff@acorn.org' })] }));
    const byEmail = await dp.getList('services', {
      filter: { email_q: 'ACORN' },
      sort: { field: 'id', order: 'ASC' },
      pagination: { page: 1, perPage: 8 },
    });
    expect(byEmail.data.map((s) => s.id)).toEqual([4]);
    const excluded = await dp.getList('services', {
      filter: { has_portal: 1, exclude_id: 2 },
      sort: { field: 'id', order: 'ASC' },
      pagination: { page: 1, perPage: 8 },
    });
    expect(excluded.data.map((s) => s.id)).toEqual([1, 4, 5]);
  });

  it('getOne, create, update and delete use the service endpoints with the form fields only', async () => {
    const { dp, call } = setup((url) => ({ body: url.includes('delete') ? { message: 'Deleted' } : svc(9, 'New') }));
    await dp.getOne('services', { id: 9 });
    expect(call(0)).toMatchObject({ url: 'https://portal.example/api/services-get/9', method: 'GET' });

    const created = await dp.create('services', {
      data: {
        name: 'New',
        primary_email: 'o@x.com',
        service_type_id: '2',
        city: 'Bondi',
        logo_url: '/files/x',
        brand_color: '#fff',
      },
    });
    expect(created.data.id).toBe(9);
    expect(call(1)).toEqual({
      url: 'https://portal.example/api/new-service',
      method: 'POST',
      body: { name: 'New', primary_email: 'o@x.com', city: 'Bondi', service_type_id: 2 },
    });

    await dp.update('services', {
      id: 9,
      data: { ...svc(9, 'Renamed'), primary_email: 'changed@x.com' },
      previousData: svc(9, 'New'),
    });
    const upd = call(2);
    expect(upd).toMatchObject({ url: 'https://portal.example/api/services-update/9', method: 'PUT' });
    expect(upd.body.name).toBe('Renamed');
    expect(upd.body).not.toHaveProperty('primary_email');
    expect(upd.body).not.toHaveProperty('id');

    const del = await dp.delete('services', { id: 9, previousData: svc(9, 'New') });
    expect(call(3)).toMatchObject({ url: 'https://portal.example/api/services-delete/9', method: 'DELETE' });
    expect(del.data.id).toBe(9);
  });

  it('soft delete, undo delete and archive send the spec calls and bodies', async () => {
    const { dp, call } = setup((url) => ({
      body: url.endsWith('/archive-service') ? svc(1, 'banksia', { is_archive: true }) : { ids: [1, 2] },
    }));
    await dp.softDeleteServices([1, 2]);
    expect(call(0)).toEqual({
      url: 'https://portal.example/api/services-soft-delete',
      method: 'POST',
      body: { ids: [1, 2] },
    });
    await dp.undoDeleteServices([1, 2]);
    expect(call(1)).toEqual({
      url: 'https://portal.example/api/services-undo-delete',
      method: 'POST',
      body: { ids: [1, 2] },
    });
    await dp.archiveService(svc(1, 'banksia'), true);
    expect(call(2)).toMatchObject({ url: 'https://portal.example/api/archive-service', method: 'POST' });
    expect(call(2).body).toMatchObject({ id: 1, name: 'banksia', is_archive: true });
    // "service fields" are the spec's (portal-core §3): admin_email, shown in the list, is not one of them
    expect(call(2).body).not.toHaveProperty('admin_email');
  });

  it('saveBranding sends the logo as base64 with its name, or no logo fields when none is chosen', async () => {
    const { dp, call } = setup(() => ({ body: svc(5, 'x') }));
    const logo = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'logo.jpg', { type: 'image/jpeg' });
    await dp.saveBranding(5, { brand_color: '#112233', skin: '#ffffff', logo });
    expect(call(0)).toEqual({
      url: 'https://portal.example/api/save-branding/5',
      method: 'PUT',
      body: {
        service_id: 5,
        brand_color: '#112233',
        skin: '#ffffff',
        base64_image_logo: '/9j/4A==',
        logo_name: 'logo.jpg',
      },
    });
    await dp.saveBranding(5, { brand_color: '#000000', skin: '#000000' });
    expect(call(1).body).toEqual({ service_id: 5, brand_color: '#000000', skin: '#000000' });
  });

  it('collections, documents and availability calls', async () => {
    const counts = { long_day_care: 2, family_day_care: '1', pre_school: 0, oosh: null };
    const { dp, call } = setup((url) => ({
      body: /collection-(un)?load$/.test(url) ? svc(3, 'x') : /collection-count/.test(url) ? counts : [],
    }));
    expect(await dp.collectionCount(3)).toEqual({ long_day_care: 2, family_day_care: 1, pre_school: 0, oosh: 0 });
    expect(call(0)).toMatchObject({ url: 'https://portal.example/api/collection-count/3', method: 'GET' });
    await dp.loadCollection(3, 2);
    expect(call(1)).toEqual({
      url: 'https://portal.example/api/collection-load',
      method: 'POST',
      body: { service_type_id: 2, service_id: 3 },
    });
    await dp.unloadCollection(3, 2);
    expect(call(2)).toEqual({
      url: 'https://portal.example/api/collection-unload',
      method: 'POST',
      body: { service_type_id: 2, service_id: 3 },
    });
    await dp.documentsByService(3);
    expect(call(3)).toMatchObject({ url: 'https://portal.example/api/document-by-service/3', method: 'GET' });
    await dp.setDocumentAvailability(3, 40, 'DISABLE');
    expect(call(4)).toEqual({
      url: 'https://portal.example/api/document-availability',
      method: 'PUT',
      body: { service_id: 3, id: 40, availability: 'DISABLE' },
    });
    await dp.servicesWithDocumentCount();
    expect(call(5)).toMatchObject({ url: 'https://portal.example/api/services-with-document-count', method: 'GET' });
  });

  it('serviceUsers asks the quality back end and answers an empty list on failure', async () => {
    const ok = setup(() => ({ body: [{ id: 1, center_id: 3, name: 'A', email: 'a@x', type: 'Admin' }] }));
    expect(await ok.dp.serviceUsers(3)).toHaveLength(1);
    expect(ok.call(0)).toMatchObject({ url: 'https://qip.example/api/center/3/users', method: 'GET' });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const failing = setup(() => ({ status: 500, body: { message: 'boom' } }));
    expect(await failing.dp.serviceUsers(3)).toEqual([]);
    warn.mockRestore();
  });

  it('turns field errors of a failed create into an HttpError with form errors', async () => {
    const { dp } = setup(() => ({
      status: 422,
      body: { message: 'This field is required.', errors: { name: ['This field is required.'] } },
    }));
    await expect(dp.create('services', { data: {} })).rejects.toMatchObject({
      status: 422,
      body: { errors: { name: 'This field is required.' } },
    });
  });
});
