/** Focus of the month routes (document-management §7) against a real fixture process. */
import { describe, expect, it } from 'vitest';
import { fetchFile, get, pdf, png, send, useDocumentsFixture } from './documents-helpers.ts';

useDocumentsFixture();

describe('focus of the month', () => {
  const year = String(new Date().getUTCFullYear() + 1);
  const fom = (over: Record<string, unknown> = {}) => ({
    base64_image: pdf('Focus'),
    size: 900,
    label: 'focus resources.pdf',
    year,
    month: 'Jul',
    date: `${year}-07-01`,
    monthly_focus: 'Winter wellbeing',
    monthly_focus_description: 'Keeping warm and well',
    file_title: 'Winter checklist',
    audience: 'Nominated supervisor',
    file_description: 'A checklist',
    ...over,
  });

  it('creates an entry with a file and lists it by year and month', async () => {
    const res = await send('POST', '/api/document-fom-new', fom());
    expect(res.status).toBe(200);
    const list = await get(`/api/document-fom-list?year=${year}&month=Jul`);
    expect(list.body.detail).toMatchObject({
      year,
      month: 'Jul',
      monthly_focus: 'Winter wellbeing',
      monthly_focus_description: 'Keeping warm and well',
    });
    expect(list.body.uploaded_files).toHaveLength(1);
    expect(list.body.uploaded_files[0]).toMatchObject({
      audience: 'Nominated supervisor',
      label: 'focus resources.pdf',
      date: `${year}-07-01`,
    });
    expect((await fetchFile(list.body.uploaded_files[0].document_url)).status).toBe(200);
  });

  it('defaults the audience to Room leader and refuses bad input', async () => {
    const ok = await send(
      'POST',
      '/api/document-fom-new',
      fom({ month: 'Aug', date: `${year}-08-01`, audience: undefined }),
    );
    expect(ok.status).toBe(200);
    expect(ok.body.data.uploaded_files[0].audience).toBe('Room leader');
    const bad = await send(
      'POST',
      '/api/document-fom-new',
      fom({ monthly_focus: '', file_title: '', month: 'July', year: '1999', base64_image: '' }),
    );
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toMatchObject({
      monthly_focus: ['This field is required.'],
      file_title: ['This field is required.'],
      month: ['The selected value is invalid.'],
      year: ['The selected value is invalid.'],
      base64_image: ['This field is required.'],
    });
    const audience = await send('POST', '/api/document-fom-new', fom({ audience: 'Everyone' }));
    expect(audience.status).toBe(422);
    expect(audience.body.errors.audience).toEqual(['The selected value is invalid.']);
  });

  it('refuses a file that is not what its name says', async () => {
    const res = await send(
      'POST',
      '/api/document-fom-new',
      fom({ month: 'Sep', base64_image: png(), label: 'doc.pdf' }),
    );
    expect(res.status).toBe(422);
    expect(res.body.errors.base64_image).toEqual(['The file must be a PDF.']);
    expect((await get(`/api/document-fom-list?year=${year}&month=Sep`)).body.detail).toBeNull();
  });

  it('updates details, uploads on edit, changes audiences and deletes a file', async () => {
    const created = await send('POST', '/api/document-fom-new', fom({ month: 'Oct', date: `${year}-10-01` }));
    const focusId = created.body.data.detail.id;
    const upd = await send('PUT', '/api/document-fom-update', {
      id: focusId,
      monthly_focus: 'Road safety',
      monthly_focus_description: 'Walking to school',
    });
    expect(upd.status).toBe(200);
    const half = await send('PUT', '/api/document-fom-update', { id: focusId, monthly_focus: 'Only focus' });
    expect(half.status).toBe(422);
    expect(half.body.errors.monthly_focus_description).toEqual(['This field is required.']);

    const up = await send('POST', '/api/document-form-onedit-upload', {
      id: focusId,
      base64_image: pdf('Extra'),
      file_title: 'Extra',
      date: `${year}-10-05`,
      audience: 'Educational leader FOM',
      file_description: '',
      label: 'extra.pdf',
      size: 800,
    });
    expect(up.status).toBe(200);
    const badUp = await send('POST', '/api/document-form-onedit-upload', {
      id: focusId,
      base64_image: pdf(),
      file_title: '',
      date: 'soon',
      label: 'x.pdf',
    });
    expect(badUp.status).toBe(422);
    expect(badUp.body.errors.date).toEqual(['Please enter a valid date (YYYY-MM-DD).']);
    expect(
      (
        await send('POST', '/api/document-form-onedit-upload', {
          id: 999999,
          base64_image: pdf(),
          file_title: 'x',
          date: `${year}-10-05`,
          label: 'x.pdf',
        })
      ).status,
    ).toBe(404);

    let entry = (await get(`/api/document-fom-list?year=${year}&month=Oct`)).body;
    expect(entry.detail).toMatchObject({
      monthly_focus: 'Road safety',
      monthly_focus_description: 'Walking to school',
    });
    expect(entry.uploaded_files.map((f: { audience: string }) => f.audience)).toEqual([
      'Nominated supervisor',
      'Educational leader FOM',
    ]);
    const [first, second] = entry.uploaded_files as { id: number; document_url: string }[];

    const aud = await send('PUT', '/api/document-fom-update-audience', {
      data: [{ id: first.id, audience: 'Room leader' }],
    });
    expect(aud.status).toBe(200);
    const one = await send('PUT', '/api/document-fom-update-audience', {
      data: [{ id: second.id, audience: 'Nominated supervisor' }],
    });
    expect(one.status).toBe(200);
    expect(
      (await send('PUT', '/api/document-fom-update-audience', { data: [{ id: second.id, audience: 'CEO' }] })).status,
    ).toBe(422);
    expect(
      (await send('PUT', '/api/document-fom-update-audience', { data: [{ id: 999999, audience: 'Room leader' }] }))
        .status,
    ).toBe(422);
    entry = (await get(`/api/document-fom-list?year=${year}&month=Oct`)).body;
    expect(entry.uploaded_files.map((f: { audience: string }) => f.audience)).toEqual([
      'Room leader',
      'Nominated supervisor',
    ]);

    const del = await send('DELETE', `/api/document-fom-file/${first.id}`, undefined);
    expect(del.status).toBe(200);
    entry = (await get(`/api/document-fom-list?year=${year}&month=Oct`)).body;
    expect(entry.uploaded_files.map((f: { id: number }) => f.id)).toEqual([second.id]);
    expect((await fetchFile(first.document_url)).status).toBe(404);
    expect((await send('DELETE', `/api/document-fom-file/${first.id}`, undefined)).status).toBe(404);
  });

  it('lists the seeded months with files', async () => {
    const res = await get('/api/document-fom-list');
    expect(res.status).toBe(200);
    expect(res.body.length).toBeGreaterThanOrEqual(6);
    for (const e of res.body as { detail: { month: string }; uploaded_files: unknown[] }[]) {
      expect(['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']).toContain(
        e.detail.month,
      );
    }
    expect(
      (res.body as { uploaded_files: unknown[] }[]).filter((e) => e.uploaded_files.length > 0).length,
    ).toBeGreaterThanOrEqual(6);
  });
});
