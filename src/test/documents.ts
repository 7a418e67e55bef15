import { blankDocument, documentAnswer } from '../shared/records.ts';
import { documentSchema } from '../shared/schemas/index.ts';
import type { DocumentRecord, LoadedDocument } from '../types.ts';

/** A generated document as the spec's calls answer it (document-management §3), decoded as the provider does. */
export function loadedDocument(id: number, over: Partial<DocumentRecord> = {}): LoadedDocument {
  return documentSchema.parse(
    documentAnswer(
      blankDocument(id, {
        file_title: `Document ${id}`,
        file_version: '1',
        date: '2026-01-01',
        content: '<p>x</p>',
        upload_or_generate: 2,
        nqa_area_id: [1],
        service_type_id: [{ id: 1, name: 'Long Daycare' }],
        ...over,
      }),
    ),
  );
}
