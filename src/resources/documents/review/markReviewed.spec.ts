/**
 * Mark as reviewed sends each document's update as the edit form would send it unchanged, only the date new, by
 * the call of the document's kind; a failure is reported and the others are still sent.
 */
import { describe, expect, it, vi } from 'vitest';
import { HttpError } from 'react-admin';
import { translate } from '../../../i18n/translate.ts';
import { documentSchema } from '../../../shared/schemas/index.ts';
import { editedAudienceOf, toNqaBody, toWebinarBody } from '../../../dataProvider/documentForms.ts';
import type { LoadedDocument } from '../../../types.ts';
import { nqaValuesOf } from '../form/formValues.ts';
import { markReviewed, type ReviewCalls } from './markReviewed.ts';

const stored = (over: Record<string, unknown>): LoadedDocument =>
  documentSchema.parse({
    id: 12,
    label: 'Sun Safety Policy.pdf',
    file_title: 'Sun Safety Policy',
    file_version: '2.1',
    date: '2025-03-04',
    description: 'Shade and hats',
    content: null,
    category: 1,
    upload_or_generate: 1,
    document_type_id: 1,
    nqa_area_id: [2, 3],
    service_type_id: [{ id: 1, name: 'Long Daycare' }],
    service_specific_type: null,
    risk_assesment_type: null,
    services: [{ id: 3, name: 'Bluegum Early Learning' }],
    excluded_services: '[5,9]',
    notify_service: 0,
    global_webinar: 0,
    webinar_title: null,
    webinar_link: null,
    webinar_description: null,
    uploaded_file: { id: 31, document_name: 'Sun Safety Policy.pdf', document_url: '/files/sun.pdf' },
    ...over,
  });

function calls(docs: LoadedDocument[]) {
  return {
    getDocument: vi.fn<ReviewCalls['getDocument']>(async (id) => docs.find((d) => d.id === id) ?? null),
    updateDocument: vi.fn<ReviewCalls['updateDocument']>(async () => OK),
    updateWebinar: vi.fn<ReviewCalls['updateWebinar']>(async () => OK),
    updateServiceSpecific: vi.fn<ReviewCalls['updateServiceSpecific']>(async () => OK),
  } satisfies ReviewCalls;
}
const OK = { message: 'Document successfully updated.' };
const options = { translate, onProgress: () => undefined, onMarked: () => undefined };

describe('markReviewed', () => {
  it("sends an NQA document's whole update with only the date changed", async () => {
    const doc = stored({});
    const dp = calls([doc]);
    const outcomes = await markReviewed(dp, [{ id: 12, name: 'Sun Safety Policy' }], '2026-06-01', options);
    expect(outcomes).toEqual([{ doc: { id: 12, name: 'Sun Safety Policy' }, ok: true }]);
    const [id, values, audience] = dp.updateDocument.mock.calls[0];
    expect(id).toBe(12);
    const sent = await toNqaBody(values, audience);
    const unchanged = await toNqaBody(nqaValuesOf(doc), editedAudienceOf(doc));
    expect(sent).toEqual({ ...unchanged, date: '2026-06-01' });
    expect(sent).toMatchObject({ attachments: [], services: [3], excluded_services: [5, 9], nqa_area_id: [2, 3] });
    expect(dp.updateWebinar).not.toHaveBeenCalled();
  });

  it('sends a webinar through the webinar update, a category 2 document through the service-specific one', async () => {
    const webinar = stored({
      id: 20,
      document_type_id: 3,
      webinar_title: 'Sun talk',
      webinar_link: 'https://v.example/1',
    });
    const report = stored({ id: 30, category: 2, service_specific_type: 1, document_type_id: null, nqa_area_id: [] });
    const dp = calls([webinar, report]);
    await markReviewed(
      dp,
      [
        { id: 20, name: 'Sun talk' },
        { id: 30, name: 'Report' },
      ],
      '2026-06-01',
      options,
    );
    const [, values, audience] = dp.updateWebinar.mock.calls[0];
    expect(await toWebinarBody(values, [], audience)).toEqual({
      ...(await toWebinarBody(nqaValuesOf(webinar), [], editedAudienceOf(webinar))),
      date: '2026-06-01',
    });
    const [id, next, original] = dp.updateServiceSpecific.mock.calls[0];
    expect(id).toBe(30);
    expect({ ...next, date: original.date }).toEqual(original);
    expect(next.date).toBe('2026-06-01');
  });

  it('reports a failure with its reason and still sends the others', async () => {
    const dp = calls([stored({ id: 1 }), stored({ id: 3 })]);
    dp.updateDocument.mockRejectedValueOnce(new HttpError('Error on updating', 500));
    const progress: number[] = [];
    const outcomes = await markReviewed(
      dp,
      [1, 2, 3].map((id) => ({ id, name: `Doc ${id}` })),
      '2026-06-01',
      { ...options, onProgress: (done) => progress.push(done) },
    );
    expect(outcomes.map((o) => (o.ok ? 'ok' : o.reason))).toEqual([
      'Error on updating',
      'The document is no longer there.',
      'ok',
    ]);
    expect(progress).toEqual([0, 1, 2, 3]);
    expect(dp.updateDocument).toHaveBeenCalledTimes(2);
  });
});
