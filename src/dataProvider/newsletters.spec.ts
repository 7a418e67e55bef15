import { describe, expect, it, vi } from 'vitest';
import { createHttpClient, type CallOptions, type HttpClient } from './httpClient.ts';
import { createDataProvider } from './index.ts';

const baseUrls = { portal: 'https://portal.example', qip: 'https://qip.example' };
const stored = [
  {
    id: 1,
    title: 'Winter bulletin',
    date: '2026-06-01',
    category: 'whs_bulletins',
    notify_service: 0,
    document_name: 'winter.pdf',
    document_url: '/files/a-winter.pdf',
    type: 'application/pdf',
    size: 12_345,
    label: 'winter.pdf',
    thumbnail_label: 'w.png',
    thumbnail_type: 'image/png',
    thumbnail_size: 99,
    thumbnail_url: '/files/b-w.png',
  },
  {
    id: 2,
    title: 'autumn news',
    date: '2026-03-01',
    category: 'el_newsletter',
    notify_service: 1,
    document_name: 'autumn.pdf',
    document_url: '/files/c-autumn.pdf',
    type: 'application/pdf',
    size: 2000,
    label: 'autumn.pdf',
    thumbnail_label: 'a.png',
    thumbnail_type: 'image/png',
    thumbnail_size: 99,
    thumbnail_url: '/files/d-a.png',
  },
];

function setup(status = 200, body: unknown = stored) {
  const fetch = vi.fn(
    async (_url: RequestInfo | URL, _init?: RequestInit) => new Response(JSON.stringify(body), { status }),
  );
  const dp = createDataProvider(createHttpClient({ baseUrls, getToken: () => 'tok', fetch }));
  const sent = (i = 0) => {
    const [url, init] = fetch.mock.calls[i];
    return { url: String(url), method: init?.method, body: init?.body ? JSON.parse(String(init.body)) : undefined };
  };
  return { dp, sent };
}

const PDF_BYTES = '%PDF-1.4 hello';
const PNG_BYTES = new Uint8Array([0x89, 0x50, 0x4e, 0x47]);
const pdf = new File([PDF_BYTES], 'Spring news.pdf', { type: 'application/pdf' });
const png = new File([PNG_BYTES], 'spring.png', { type: 'image/png' });
// jsdom's File has no arrayBuffer(); the expected base64 is computed from the same bytes
const b64 = async (f: File) => Buffer.from(f === pdf ? PDF_BYTES : PNG_BYTES).toString('base64');

describe('newsletters data provider', () => {
  it('getList reads /api/newsletter-get-all and pages and sorts in memory', async () => {
    const { dp, sent } = setup();
    const res = await dp.getList('newsletters', {
      filter: {},
      pagination: { page: 1, perPage: 8 },
      sort: { field: 'date', order: 'DESC' },
    });
    expect(sent()).toMatchObject({ url: 'https://portal.example/api/newsletter-get-all', method: 'GET' });
    expect(res.data.map((n) => n.id)).toEqual([1, 2]);
    const page2 = await dp.getList('newsletters', {
      filter: { q: 'AUTUMN' },
      pagination: { page: 1, perPage: 8 },
      sort: { field: 'id', order: 'ASC' },
    });
    expect(page2.data.map((n) => n.id)).toEqual([2]);
  });

  it('getOne finds the newsletter, 404 when it is gone', async () => {
    const { dp } = setup();
    expect((await dp.getOne('newsletters', { id: 2 })).data.title).toBe('autumn news');
    await expect(dp.getOne('newsletters', { id: 99 })).rejects.toMatchObject({ status: 404 });
  });

  it('create converts both files to base64 and posts the spec fields', async () => {
    const { dp, sent } = setup(201, { message: 'Created', data: { ...stored[0], id: 5 } });
    const res = await dp.create('newsletters', {
      data: {
        title: ' Spring news ',
        date: '2026-09-01',
        category: 'monthly_newsletter',
        notify_service: true,
        file: { rawFile: pdf },
        thumbnail: { rawFile: png },
      },
    });
    expect(sent()).toMatchObject({ url: 'https://portal.example/api/newsletter-save', method: 'POST' });
    expect(sent().body).toEqual({
      base64_image: await b64(pdf),
      file_name: 'Spring news.pdf',
      label: 'Spring news.pdf',
      title: 'Spring news',
      type: 'application/pdf',
      size: pdf.size,
      date: '2026-09-01',
      notify_service: 1,
      category: 'monthly_newsletter',
      thumbnail_base64: await b64(png),
      thumbnail_label: 'spring.png',
      thumbnail_type: 'image/png',
      thumbnail_size: png.size,
    });
    expect(res.data.id).toBe(5);
  });

  it('update sends newsletter_id and the fields, and a file only when a new one was chosen', async () => {
    const { dp, sent } = setup(200, { message: 'Updated', data: stored[0] });
    await dp.update('newsletters', {
      id: 1,
      data: {
        title: 'Winter',
        date: '2026-06-02',
        category: 'whs_bulletins',
        notify_service: 0,
        file: { src: '/files/a-winter.pdf', title: 'winter.pdf' },
        thumbnail: { rawFile: png },
      },
      previousData: stored[0],
    });
    expect(sent()).toMatchObject({ url: 'https://portal.example/api/newsletter-update', method: 'PUT' });
    expect(sent().body).toEqual({
      newsletter_id: 1,
      title: 'Winter',
      date: '2026-06-02',
      notify_service: 0,
      category: 'whs_bulletins',
      thumbnail_base64: await b64(png),
      thumbnail_label: 'spring.png',
      thumbnail_type: 'image/png',
      thumbnail_size: png.size,
    });
  });

  it('delete calls /api/newsletter-delete/{id}', async () => {
    const { dp, sent } = setup(200, { message: 'Deleted', id: 2 });
    const res = await dp.delete('newsletters', { id: 2, previousData: stored[1] });
    expect(sent()).toMatchObject({ url: 'https://portal.example/api/newsletter-delete/2', method: 'DELETE' });
    expect(res.data.id).toBe(2);
  });

  it("renames the server's upload field errors to the form's file and thumbnail", async () => {
    const { dp } = setup(422, {
      message: 'The file must be a PDF.',
      errors: { base64_image: ['The file must be a PDF.'], thumbnail_base64: ['The thumbnail must be an image.'] },
    });
    await expect(
      dp.create('newsletters', {
        data: { title: 'x', category: 'el_newsletter', file: { rawFile: pdf }, thumbnail: { rawFile: png } },
      }),
    ).rejects.toMatchObject({
      status: 422,
      message: 'The file must be a PDF.',
      body: { errors: { file: 'The file must be a PDF.', thumbnail: 'The thumbnail must be an image.' } },
    });
  });

  it('passes meta.onUploadProgress to the HTTP client so the form can show the upload', async () => {
    const call = vi.fn(async (_name: string, _opts?: CallOptions) => ({
      status: 201,
      json: { message: 'Created', data: stored[0] },
    }));
    const http = {
      ...createHttpClient({ baseUrls, getToken: () => null, fetch: vi.fn() }),
      call,
    } as unknown as HttpClient;
    const onUploadProgress = vi.fn();
    await createDataProvider(http).create('newsletters', {
      data: { title: 'x', category: 'el_newsletter', file: { rawFile: pdf }, thumbnail: { rawFile: png } },
      meta: { onUploadProgress },
    });
    expect(call.mock.calls[0][0]).toBe('newsletterSave');
    expect(call.mock.calls[0][1]?.onUploadProgress).toBe(onUploadProgress);
  });
});
