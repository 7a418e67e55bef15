/**
 * Newsletters through the portal's data provider (portal-core §7 "Newsletters"): a real PDF and PNG built in the
 * test are uploaded, read back through the list, and downloaded byte for byte.
 */
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { PortalDataProvider } from '../../src/dataProvider/index.ts';
import type { NewsletterFormData, NewsletterRecord } from '../../src/dataProvider/newsletters.ts';
import { Cleanup, bytesOf, signInAsAdmin, unique } from './backend.ts';
import { fileOf, makePdf, makePng } from './files.ts';

let dp: PortalDataProvider;
const cleanup = new Cleanup();

beforeAll(async () => {
  ({ dp } = await signInAsAdmin());
});
afterEach(() => cleanup.run());

const list = async () =>
  (
    await dp.getList<NewsletterRecord>('newsletters', {
      pagination: { page: 1, perPage: 100_000 },
      sort: { field: 'id', order: 'ASC' },
      filter: {},
    })
  ).data;

interface Upload {
  title: string;
  pdf: Uint8Array<ArrayBuffer>;
  png: Uint8Array<ArrayBuffer>;
  stored: NewsletterRecord;
  answer: NewsletterRecord;
}

/** Saves a newsletter with a fresh PDF and a 400x285 PNG thumbnail; deleted by the clean-up. */
async function save(over: Partial<NewsletterFormData> = {}): Promise<Upload> {
  const title = unique('newsletter');
  const pdf = makePdf(title);
  const png = makePng(400, 285, [20, 90, 160]);
  const { data: answer } = await dp.create<NewsletterRecord>('newsletters', {
    data: {
      title,
      date: '2026-03-01',
      category: 'el_newsletter',
      notify_service: false,
      file: { rawFile: fileOf(pdf, 'Autumn newsletter.pdf', 'application/pdf') },
      thumbnail: { rawFile: fileOf(png, 'autumn thumbnail.png', 'image/png') },
      ...over,
    } satisfies NewsletterFormData,
  });
  const stored = (await list()).find((n) => n.title === title);
  if (!stored) throw new Error(`saved newsletter "${title}" is not listed`);
  cleanup.add(`newsletter ${stored.id}`, () => dp.delete('newsletters', { id: stored.id }));
  return { title, pdf, png, stored, answer };
}

describe('newsletters', () => {
  it('save: POST /api/newsletter-save stores the details, the PDF and the thumbnail', async () => {
    const { title, pdf, png, stored } = await save();
    expect(stored).toMatchObject({
      title,
      date: '2026-03-01',
      category: 'el_newsletter',
      document_name: 'Autumn newsletter.pdf',
      size: pdf.length,
      thumbnail_size: png.length,
    });
    expect(Number(stored.notify_service)).toBe(0);
    expect(await bytesOf(await dp.fetchFile(stored.document_url))).toEqual(pdf);
    expect(await bytesOf(await dp.fetchFile(stored.thumbnail_url))).toEqual(png);
  });

  it('save answers the stored newsletter to the form', async () => {
    const { title, stored, answer } = await save({ category: 'whs_bulletins' });
    expect(answer).toMatchObject({ id: stored.id, title, category: 'whs_bulletins' });
  });

  it('getOne and getMany read the saved newsletters', async () => {
    const { stored } = await save();
    const other = await save();
    await save();
    expect((await dp.getOne<NewsletterRecord>('newsletters', { id: stored.id })).data).toEqual(stored);
    const { data } = await dp.getMany<NewsletterRecord>('newsletters', { ids: [stored.id, other.stored.id] });
    expect(data.map((n) => n.id).sort()).toEqual([stored.id, other.stored.id].sort());
  });

  it('update: PUT /api/newsletter-update changes the details and keeps the files when none is replaced', async () => {
    const { stored, pdf } = await save();
    const title = unique('renamed newsletter');
    await dp.update<NewsletterRecord>('newsletters', {
      id: stored.id,
      // notify_service stays 0: on a real back end a 1 would notify every service
      data: {
        title,
        date: '2026-04-15',
        category: 'wellbeing_magazines',
        notify_service: false,
      } satisfies NewsletterFormData,
      previousData: stored,
    });
    const after = (await list()).find((n) => n.id === stored.id);
    expect(after).toMatchObject({
      title,
      date: '2026-04-15',
      category: 'wellbeing_magazines',
      document_name: stored.document_name,
      size: stored.size,
    });
    expect(Number(after?.notify_service)).toBe(0);
    expect(await bytesOf(await dp.fetchFile(after?.document_url as string))).toEqual(pdf);
  });

  it('update with a new PDF and thumbnail stores and serves the new files', async () => {
    const { stored, title } = await save();
    const pdf = makePdf(`${title} v2`);
    const png = makePng(400, 285, [200, 40, 40]);
    const { data } = await dp.update<NewsletterRecord>('newsletters', {
      id: stored.id,
      data: {
        title,
        date: stored.date,
        category: stored.category,
        notify_service: false,
        file: { rawFile: fileOf(pdf, 'Winter newsletter.pdf', 'application/pdf') },
        thumbnail: { rawFile: fileOf(png, 'winter.png', 'image/png') },
      } satisfies NewsletterFormData,
      previousData: stored,
    });
    expect(data).toMatchObject({ id: stored.id, document_name: 'Winter newsletter.pdf' });
    const after = (await list()).find((n) => n.id === stored.id);
    expect(after).toMatchObject({
      document_name: 'Winter newsletter.pdf',
      size: pdf.length,
      thumbnail_size: png.length,
    });
    expect(await bytesOf(await dp.fetchFile(after?.document_url as string))).toEqual(pdf);
    expect(await bytesOf(await dp.fetchFile(after?.thumbnail_url as string))).toEqual(png);
  });

  it('delete: DELETE /api/newsletter-delete/{id} removes only that newsletter', async () => {
    const gone = await save();
    const kept = await save();
    await dp.delete('newsletters', { id: gone.stored.id, previousData: gone.stored });
    const ids = (await list()).map((n) => n.id);
    expect(ids).not.toContain(gone.stored.id);
    expect(ids).toContain(kept.stored.id);
  });
});
