// Beyond the spec: the review is stored as `date`, by the update call of the document's kind (§3, §4). Those calls
// take the whole document, so each is read as the edit screen reads it and sent back with only the date new.
import type { QueryClient } from '@tanstack/react-query';
import type { PortalDataProvider } from '../../../dataProvider/index.ts';
import type { ServiceDocument } from '../../../dataProvider/services.ts';
import { editedAudienceOf } from '../../../dataProvider/documentForms.ts';
import type { Translate } from '../../../dataProvider/documentFields.ts';
import type { DocumentRow } from '../../../dataProvider/documents.ts';
import { isServiceSpecificCategory, isWebinarType } from '../../../shared/constants.ts';
import type { Id } from '../../../types.ts';
import { nqaValuesOf, serviceSpecificValuesOf } from '../form/formValues.ts';
import { SERVICE_DOCUMENTS_KEY } from '../../../dataProvider/serviceDocuments.ts';
import { KEPT_DOCUMENTS } from '../list/documentsQuery.ts';
import { keptCollectionOf, type KeptCollection } from '../../../dataProvider/keptCollection.ts';
// the import's wording of a refusal (field errors, else the message, else the status) fits any call
import { reasonOf } from '../../../components/failureReason.ts';

export type ReviewCalls = Pick<
  PortalDataProvider,
  'getDocument' | 'updateDocument' | 'updateWebinar' | 'updateServiceSpecific'
>;

export class MissingDocumentError extends Error {}

export async function markOneReviewed(dp: ReviewCalls, id: number, date: string): Promise<void> {
  const stored = await dp.getDocument(id);
  if (!stored) throw new MissingDocumentError();
  if (isServiceSpecificCategory(stored.category)) {
    // the service-specific update sends what differs from `original` (spec §4): here the date only
    const original = serviceSpecificValuesOf(stored);
    await dp.updateServiceSpecific(id, { ...original, date }, original);
    return;
  }
  const values = { ...nqaValuesOf(stored), date };
  const audience = editedAudienceOf(stored);
  await (isWebinarType(stored.document_type_id)
    ? dp.updateWebinar(id, values, audience)
    : dp.updateDocument(id, values, audience));
}

export interface ReviewTarget {
  id: Id;
  name: string;
}
export type ReviewOutcome = { doc: ReviewTarget; ok: true } | { doc: ReviewTarget; ok: false; reason: string };

export interface MarkReviewedOptions {
  translate: Translate;
  onProgress: (done: number, total: number) => void;
  onMarked: (id: Id) => void;
}

export async function markReviewed(
  dp: ReviewCalls,
  docs: readonly ReviewTarget[],
  date: string,
  { translate, onProgress, onMarked }: MarkReviewedOptions,
): Promise<ReviewOutcome[]> {
  const outcomes: ReviewOutcome[] = [];
  onProgress(0, docs.length);
  for (const doc of docs) {
    try {
      await markOneReviewed(dp, Number(doc.id), date);
      outcomes.push({ doc, ok: true });
      onMarked(doc.id);
    } catch (e) {
      const reason = e instanceof MissingDocumentError ? translate('app.markReviewed.missing') : reasonOf(e, translate);
      outcomes.push({ doc, ok: false, reason });
    }
    onProgress(outcomes.length, docs.length);
  }
  return outcomes;
}

/** The new date shows at once: the document leaves the due filter, and the dashboard's count drops, before any read. */
export function keepReviewDate(queryClient: QueryClient, id: Id, date: string) {
  const same = (d: { id: Id }) => String(d.id) === String(id);
  queryClient.setQueriesData<KeptCollection<DocumentRow>>(KEPT_DOCUMENTS, (kept) =>
    kept?.data.some(same) ? keptCollectionOf(kept.data.map((d) => (same(d) ? { ...d, date } : d))) : kept,
  );
  queryClient.setQueriesData<ServiceDocument[]>({ queryKey: SERVICE_DOCUMENTS_KEY }, (rows) =>
    rows?.some(same) ? rows.map((d) => (same(d) ? { ...d, date } : d)) : rows,
  );
}
