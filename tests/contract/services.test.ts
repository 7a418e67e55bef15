/**
 * Services through the portal's data provider (portal-core §7 "Services", document-management §7 collections):
 * what the provider answers and what the back end then holds, read back through the provider.
 */
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { PortalDataProvider } from '../../src/dataProvider/index.ts';
import type { Service } from '../../src/types.ts';
import { COLLECTIONS, SERVICE_TYPES, SKIN_LIGHT } from '../../src/shared/constants.ts';
import { Cleanup, bytesOf, fixtureOnly, signInAsAdmin, storedOnFixture, unique, type Session } from './backend.ts';
import { createNqaDocument, createService, generatedDocument, listServices, loadedIds } from './records.ts';
import { fileOf, makeJpeg } from './files.ts';

let dp: PortalDataProvider;
let auth: Session['auth'];
const cleanup = new Cleanup();

beforeAll(async () => {
  ({ dp, auth } = await signInAsAdmin());
});
afterEach(() => cleanup.run());

const ids = (rows: { id: number }[]) => rows.map((r) => r.id);
const readBack = async (id: number) => (await dp.getOne<Service>('services', { id })).data;

describe('services', () => {
  it('create: POST /api/new-service stores the form fields; services-get and services-get-all read them back', async () => {
    const service = await createService(dp, cleanup, { service_type_id: 3, city: 'Parramatta' });
    const stored = await readBack(service.id);
    expect(stored).toMatchObject({
      id: service.id,
      name: service.name,
      primary_email: service.primary_email,
      website_link: 'https://contract.example.com',
      phone: '0298765432',
      address: '1 Contract Street',
      city: 'Parramatta',
      state: 'NSW',
      postal: '2000',
      description: 'Created by the contract tests.',
    });
    expect(Number(stored.service_type_id)).toBe(3);
    expect(ids(await listServices(dp))).toContain(service.id);
  });

  it('create answers the stored service (id and name) to the form', async () => {
    const name = unique('answered service');
    const { data } = await dp.create<Service>('services', {
      data: { name, primary_email: `contract.${Date.now()}@example.com`, service_type_id: 2 },
    });
    cleanup.add(`service ${data.id}`, () => dp.delete('services', { id: data.id }));
    expect(data.id).toEqual(expect.any(Number));
    expect(data.name).toBe(name);
    expect((await readBack(data.id)).name).toBe(name);
  });

  it('update: PUT /api/services-update/{id} changes the fields; the account owner stays', async () => {
    const service = await createService(dp, cleanup);
    const name = unique('renamed service');
    const { data } = await dp.update<Service>('services', {
      id: service.id,
      data: {
        ...service,
        name,
        city: 'Newcastle',
        description: 'Statement of philosophy, revised.',
        service_type_id: 4,
      },
      previousData: service,
    });
    expect(data).toMatchObject({ id: service.id, name, city: 'Newcastle' });
    const stored = await readBack(service.id);
    expect(stored).toMatchObject({
      name,
      city: 'Newcastle',
      description: 'Statement of philosophy, revised.',
      primary_email: service.primary_email,
    });
    expect(Number(stored.service_type_id)).toBe(4);
  });

  it('branding: PUT /api/save-branding/{id} stores colour, skin and the JPEG logo, served byte for byte', async () => {
    const service = await createService(dp, cleanup);
    const logo = makeJpeg(unique('logo'));
    const answer = await dp.saveBranding(service.id, {
      brand_color: '#12ab34',
      skin: SKIN_LIGHT,
      logo: fileOf(logo, 'contract logo.jpg', 'image/jpeg'),
    });
    expect(answer).toMatchObject({ brand_color: '#12ab34', skin: SKIN_LIGHT });
    const stored = await readBack(service.id);
    expect(stored).toMatchObject({ brand_color: '#12ab34', skin: SKIN_LIGHT, logo_name: 'contract logo.jpg' });
    expect(stored.logo_url).toEqual(expect.any(String));
    expect(await bytesOf(await dp.fetchFile(stored.logo_url as string))).toEqual(logo);
  });

  it('branding without a new logo keeps the stored one', async () => {
    const service = await createService(dp, cleanup);
    await dp.saveBranding(service.id, {
      brand_color: '#000000',
      skin: '#000000',
      logo: fileOf(makeJpeg('first'), 'first.jpg', 'image/jpeg'),
    });
    const before = await readBack(service.id);
    await dp.saveBranding(service.id, { brand_color: '#abcdef', skin: SKIN_LIGHT });
    const after = await readBack(service.id);
    expect(after).toMatchObject({
      brand_color: '#abcdef',
      skin: SKIN_LIGHT,
      logo_url: before.logo_url,
      logo_name: 'first.jpg',
    });
  });

  it('archive and unarchive: POST /api/archive-service sets is_archive and back', async () => {
    const service = await createService(dp, cleanup);
    expect((await dp.archiveService(service, true)).is_archive).toBeTruthy();
    expect((await readBack(service.id)).is_archive).toBeTruthy();
    expect((await dp.archiveService(await readBack(service.id), false)).is_archive).toBeFalsy();
    expect((await readBack(service.id)).is_archive).toBeFalsy();
  });

  it('soft delete hides the services from services-get-all; undo-delete brings them back unchanged', async () => {
    const a = await createService(dp, cleanup);
    const b = await createService(dp, cleanup);
    await dp.softDeleteServices([a.id, b.id]);
    const listed = ids(await listServices(dp));
    expect(listed).not.toContain(a.id);
    expect(listed).not.toContain(b.id);
    await dp.undoDeleteServices([a.id, b.id]);
    const back = await listServices(dp);
    expect(back.find((s) => s.id === a.id)).toMatchObject({ name: a.name, primary_email: a.primary_email });
    expect(back.find((s) => s.id === b.id)).toMatchObject({ name: b.name, primary_email: b.primary_email });
  });

  it('delete: DELETE /api/services-delete/{id} removes the service for good', async () => {
    const service = await createService(dp, cleanup);
    const others = await createService(dp, cleanup);
    await dp.delete('services', { id: service.id, previousData: service });
    const listed = ids(await listServices(dp));
    expect(listed).not.toContain(service.id);
    expect(listed).toContain(others.id);
    await expect(readBack(service.id)).rejects.toMatchObject({ status: 404 });
  });

  it('getMany reads exactly the services asked for', async () => {
    const a = await createService(dp, cleanup);
    const b = await createService(dp, cleanup);
    await createService(dp, cleanup);
    const { data } = await dp.getMany<Service>('services', { ids: [a.id, b.id] });
    expect(ids(data).sort()).toEqual([a.id, b.id].sort());
  });

  it('collection count: GET /api/collection-count/{id} answers the four counts, moved by documents added to a collection', async () => {
    const service = await createService(dp, cleanup);
    const before = await dp.collectionCount(service.id);
    for (const t of SERVICE_TYPES) expect(before[t.key]).toEqual(expect.any(Number));
    const doc = await createNqaDocument(dp, cleanup, generatedDocument({ service_type_id: [2] }));
    await dp.addToCollections([doc.id], [COLLECTIONS[1].id]);
    const after = await dp.collectionCount(service.id);
    expect(after.family_day_care).toBe(before.family_day_care + 1);
    expect(after.long_day_care).toBe(before.long_day_care);
    await dp.removeFromCollections([doc.id], [COLLECTIONS[1].id]);
    expect((await dp.collectionCount(service.id)).family_day_care).toBe(before.family_day_care);
  });

  it('collection load and unload: POST /api/collection-load and -unload mark the collection on the service', async () => {
    const service = await createService(dp, cleanup);
    await dp.loadCollection(service.id, 1);
    expect(loadedIds((await readBack(service.id)).collection_loaded)).toEqual([1]);
    await dp.loadCollection(service.id, 3);
    expect(loadedIds((await readBack(service.id)).collection_loaded).sort()).toEqual([1, 3]);
    await dp.unloadCollection(service.id, 1);
    expect(loadedIds((await readBack(service.id)).collection_loaded)).toEqual([3]);
    await dp.unloadCollection(service.id, 3);
    expect(loadedIds((await readBack(service.id)).collection_loaded)).toEqual([]);
  });

  // README "Choices where the spec is silent": loading attaches the collection's documents to the service
  fixtureOnly('loading a collection gives the service its documents; unloading takes them away', async () => {
    const service = await createService(dp, cleanup);
    const doc = await createNqaDocument(dp, cleanup, generatedDocument({ service_type_id: [3] }));
    await dp.addToCollections([doc.id], [3]);
    await dp.loadCollection(service.id, 3);
    expect(ids(await dp.documentsByService(service.id))).toContain(doc.id);
    await dp.unloadCollection(service.id, 3);
    expect(ids(await dp.documentsByService(service.id))).not.toContain(doc.id);
  });

  it('with document count: GET /api/services-with-document-count counts a document given to the service', async () => {
    const service = await createService(dp, cleanup);
    const row = async () => (await dp.servicesWithDocumentCount()).find((s) => s.id === service.id);
    const before = await row();
    expect(before).toMatchObject({ id: service.id, service_name: service.name, document_count: expect.any(Number) });
    await createNqaDocument(dp, cleanup, generatedDocument({ service_type_id: [5], services: [service.id] }));
    expect((await row())?.document_count).toBe((before?.document_count ?? 0) + 1);
  });

  // admin_email (the admin-type user's email) is the fixture's own column; the users come from the quality back end
  fixtureOnly("service users: GET /api/center/{id}/users holds the service's admin-type user", async () => {
    // the admin's email is the fixture's own field of a service: read as stored
    const stored = await storedOnFixture<Service[]>(auth, '/api/services-get-all');
    const withAdmin = stored.find((s) => (s.admin_email ?? '') !== '');
    expect(withAdmin).toBeDefined();
    const users = await dp.serviceUsers((withAdmin as Service).id);
    expect(users.find((u) => u.type.toLowerCase() === 'admin')?.email).toBe(withAdmin?.admin_email);
  });
});
