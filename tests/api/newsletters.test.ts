/** Fixture contract of the newsletter endpoints (portal-core §7 Newsletters), against a real fixture process. */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { useFixtureApi, type ApiProcess, type Json } from './helpers.ts';
import { enMessages } from '../../src/i18n/en.ts';
import { MAX_UPLOAD_BYTES } from '../../src/shared/uploads.ts';

const m = enMessages.app;
const assets = path.resolve(import.meta.dirname, '..', 'e2e', 'assets');
const b64 = (name: string) => readFileSync(path.join(assets, name)).toString('base64');
const PDF = b64('newsletter.pdf');
const PDF2 = b64('newsletter-v2.pdf');
const PNG = b64('thumbnail.png');
const PNG2 = b64('thumbnail-v2.png');
const FAKE = b64('fake.pdf');

let api: ApiProcess;
let token: string;

useFixtureApi({ resetEachTest: true }, (a, t) => {
  api = a;
  token = t;
});

const all = async () => (await api.request('GET', '/api/newsletter-get-all', undefined, token)).body as Json[];
const filesOnDisk = () => readdirSync(path.join(api.dataDir, 'files'));
const payload = (over: Record<string, unknown> = {}) => ({
  base64_image: PDF,
  file_name: 'Autumn newsletter.pdf',
  label: 'Autumn newsletter.pdf',
  title: 'Autumn newsletter',
  type: 'application/pdf',
  size: 589,
  date: '2026-03-01',
  notify_service: 1,
  category: 'el_newsletter',
  thumbnail_base64: PNG,
  thumbnail_label: 'autumn.png',
  thumbnail_type: 'image/png',
  thumbnail_size: 99,
  ...over,
});
/** POST /api/newsletter-save answers only 'Created' (portal-core §7): the new newsletter is the newest in the list. */
const save = async (over: Record<string, unknown> = {}) => {
  const r = await api.request('POST', '/api/newsletter-save', payload(over), token);
  expect(r.status).toBe(201);
  return (await all()).reduce((a, b) => (b.id > a.id ? b : a));
};
const download = async (url: string) => {
  const res = await fetch(api.baseUrl + url, { headers: { Authorization: `Bearer ${token}` } });
  return { status: res.status, bytes: Buffer.from(await res.arrayBuffer()) };
};

describe('GET /api/newsletter-get-all', () => {
  it('lists newsletters with their file and thumbnail', async () => {
    const list = await all();
    expect(list.length).toBeGreaterThanOrEqual(12);
    expect(Object.keys(list[0])).toEqual(
      expect.arrayContaining([
        'id',
        'title',
        'date',
        'category',
        'notify_service',
        'document_name',
        'document_url',
        'size',
        'thumbnail_url',
      ]),
    );
    expect((await download(list[0].document_url)).bytes.subarray(0, 5).toString()).toBe('%PDF-');
  });
  it('needs a token', async () => {
    expect((await api.request('GET', '/api/newsletter-get-all')).status).toBe(401);
  });
});

describe('POST /api/newsletter-save', () => {
  it("stores the newsletter and its files and answers 201 'Created'", async () => {
    const before = new Set((await all()).map((n) => n.id));
    const r = await api.request('POST', '/api/newsletter-save', payload(), token);
    expect(r.status).toBe(201);
    expect(r.body).toBe('Created');
    const added = (await all()).filter((n) => !before.has(n.id));
    expect(added).toHaveLength(1);
    const stored = added[0];
    expect(stored).toMatchObject({
      title: 'Autumn newsletter',
      date: '2026-03-01',
      category: 'el_newsletter',
      notify_service: 1,
      document_name: 'Autumn newsletter.pdf',
      type: 'application/pdf',
      size: readFileSync(path.join(assets, 'newsletter.pdf')).length,
      thumbnail_label: 'autumn.png',
      thumbnail_type: 'image/png',
    });
    const file = await download(stored.document_url);
    expect(file.status).toBe(200);
    expect(file.bytes.equals(readFileSync(path.join(assets, 'newsletter.pdf')))).toBe(true);
    expect((await download(stored.thumbnail_url)).bytes.equals(readFileSync(path.join(assets, 'thumbnail.png')))).toBe(
      true,
    );
  });

  it('dates an undated newsletter today', async () => {
    expect((await save({ date: '' })).date).toBe(new Date().toISOString().slice(0, 10));
  });

  it('requires title, category, file and thumbnail (422, nothing stored)', async () => {
    const before = (await all()).length;
    const files = filesOnDisk().length;
    const r = await api.request(
      'POST',
      '/api/newsletter-save',
      { title: ' ', category: 'x', date: '2026-02-31' },
      token,
    );
    expect(r.status).toBe(422);
    expect(r.body.errors).toEqual({
      title: [m.validation.required],
      category: [m.validation.invalid_value],
      date: [m.validation.invalid_date],
      base64_image: [m.validation.required],
      thumbnail_base64: [m.validation.required],
    });
    expect((await all()).length).toBe(before);
    expect(filesOnDisk().length).toBe(files);
  });

  it('refuses a text file named .pdf and a thumbnail that is not an image, storing nothing', async () => {
    const before = (await all()).length;
    const files = filesOnDisk().length;
    const r = await api.request(
      'POST',
      '/api/newsletter-save',
      payload({ base64_image: FAKE, file_name: 'fake.pdf', thumbnail_base64: PDF }),
      token,
    );
    expect(r.status).toBe(422);
    expect(r.body.errors).toEqual({
      base64_image: [m.validation.pdf_only],
      thumbnail_base64: [m.validation.image_only],
    });
    expect((await all()).length).toBe(before);
    expect(filesOnDisk().length).toBe(files);
  });

  it('refuses a file over the upload limit with 413', async () => {
    const big = Buffer.alloc(MAX_UPLOAD_BYTES + 1, 0x20);
    big.write('%PDF-1.4\n');
    const r = await api.request(
      'POST',
      '/api/newsletter-save',
      payload({ base64_image: big.toString('base64') }),
      token,
    );
    expect(r.status).toBe(413);
    expect(r.body.message).toBe(m.validation.file_too_large.replace('%{max}', '10'));
  });
});

describe('PUT /api/newsletter-update', () => {
  it('updates the fields and keeps the files when none are sent', async () => {
    const n = (await all())[0];
    const r = await api.request(
      'PUT',
      '/api/newsletter-update',
      { newsletter_id: n.id, title: 'Renamed', date: '2026-01-15', notify_service: 0, category: 'whs_bulletins' },
      token,
    );
    expect(r.status).toBe(200);
    const stored = (await all()).find((x) => x.id === n.id)!;
    expect(stored).toMatchObject({
      title: 'Renamed',
      date: '2026-01-15',
      notify_service: 0,
      category: 'whs_bulletins',
      document_url: n.document_url,
    });
  });

  it('replaces the file and thumbnail and removes the old ones', async () => {
    const created = await save();
    const r = await api.request(
      'PUT',
      '/api/newsletter-update',
      {
        newsletter_id: created.id,
        title: created.title,
        date: created.date,
        notify_service: 1,
        category: created.category,
        base64_image: PDF2,
        file_name: 'second edition.pdf',
        label: 'second edition.pdf',
        type: 'application/pdf',
        size: 605,
        thumbnail_base64: PNG2,
        thumbnail_label: 'second.png',
        thumbnail_type: 'image/png',
        thumbnail_size: 99,
      },
      token,
    );
    expect(r.status).toBe(200);
    const stored = (await all()).find((x) => x.id === created.id)!;
    expect(stored.document_name).toBe('second edition.pdf');
    expect(stored.document_url).not.toBe(created.document_url);
    expect(
      (await download(stored.document_url)).bytes.equals(readFileSync(path.join(assets, 'newsletter-v2.pdf'))),
    ).toBe(true);
    expect((await download(created.document_url)).status).toBe(404);
    expect((await download(created.thumbnail_url)).status).toBe(404);
  });

  it('refuses a fake PDF on update and leaves the record and its file untouched', async () => {
    const n = (await all())[1];
    const r = await api.request(
      'PUT',
      '/api/newsletter-update',
      {
        newsletter_id: n.id,
        title: 'Should not stick',
        category: n.category,
        base64_image: FAKE,
        file_name: 'fake.pdf',
      },
      token,
    );
    expect(r.status).toBe(422);
    expect(r.body.errors.base64_image).toEqual([m.validation.pdf_only]);
    expect((await all()).find((x) => x.id === n.id)).toEqual(n);
    expect((await download(n.document_url)).status).toBe(200);
  });

  it('answers 404 for an unknown newsletter and 422 without a title', async () => {
    expect(
      (
        await api.request(
          'PUT',
          '/api/newsletter-update',
          { newsletter_id: 999_999, title: 'x', category: 'el_newsletter' },
          token,
        )
      ).status,
    ).toBe(404);
    const n = (await all())[0];
    const r = await api.request(
      'PUT',
      '/api/newsletter-update',
      { newsletter_id: n.id, title: '', category: n.category },
      token,
    );
    expect(r.status).toBe(422);
    expect(r.body.errors.title).toEqual([m.validation.required]);
  });
});

describe('DELETE /api/newsletter-delete/{id}', () => {
  it("deletes the newsletter and its files and answers 'Deleted'", async () => {
    const created = await save();
    const r = await api.request('DELETE', `/api/newsletter-delete/${created.id}`, undefined, token);
    expect(r.status).toBe(200);
    expect(r.body).toBe('Deleted');
    expect((await all()).some((x) => x.id === created.id)).toBe(false);
    expect((await download(created.document_url)).status).toBe(404);
    expect((await api.request('DELETE', `/api/newsletter-delete/${created.id}`, undefined, token)).status).toBe(404);
  });
});

describe('strict bodies (only the spec fields of each call)', () => {
  it('refuses a field the spec does not list, an alias, and __proto__, with 422 naming the field; nothing stored', async () => {
    const before = await all();
    const files = filesOnDisk().length;
    for (const [extra, field] of [
      [{ thumbnail: PNG }, 'thumbnail'],
      [{ document_name: 'Autumn newsletter.pdf' }, 'document_name'],
      [{ notify: 1 }, 'notify'],
    ] as const) {
      const r = await api.request('POST', '/api/newsletter-save', payload(extra), token);
      expect(r.status, field).toBe(422);
      expect(r.body.errors[field]).toEqual([m.validation.unknown_field]);
      expect(r.body.message).toContain(field);
    }
    const proto = await api.request('POST', '/api/newsletter-save', undefined, token, {
      rawBody: JSON.stringify(payload()).replace(/^\{/, '{"__proto__":{"admin":true},'),
    });
    expect(proto.status).toBe(422);
    expect(Object.keys(proto.body.errors)).toEqual(['__proto__']);
    expect(await all()).toEqual(before);
    expect(filesOnDisk()).toHaveLength(files);
  });

  it('update refuses `id` in place of newsletter_id and leaves the newsletter as it was', async () => {
    const [n] = await all();
    const r = await api.request(
      'PUT',
      '/api/newsletter-update',
      { id: n.id, title: 'Renamed', date: n.date, category: n.category, notify_service: 0 },
      token,
    );
    expect(r.status).toBe(422);
    expect(r.body.errors).toEqual({ id: [m.validation.unknown_field] });
    expect((await all()).find((x) => x.id === n.id)).toEqual(n);
  });
});
