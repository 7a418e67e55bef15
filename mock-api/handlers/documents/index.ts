/**
 * Document management (document-management §7): NQA documents, webinars and training modules, service-specific
 * documents, focus of the month, linking to services and default collections, filters. This file is the route
 * table; each topic is a module beside it:
 *   payloads.ts      the fields each call's body may carry      checks.ts    payload checks (422 before any write)
 *   storage.ts       records, files, soft deletes              presentation.ts  what the answers carry
 *   writes.ts        create, update, delete documents/files    links.ts     services and default collections
 *   filters.ts       lists and the list's filters              focus.ts     focus of the month
 *
 * Choices where the spec says "not shown" (ours):
 * - Lists (getDocuments, document-get-all, filters) answer arrays of documents, each with the loaded fields of §3
 *   and nothing else. Soft-deleted documents are hidden; `GET /api/document-get-all?trashed=only` lists the
 *   recycle bin (`?trashed=with` everything), for tests; deleted_at itself is never answered.
 * - collections-get/{id} answers the collection's items (§3 'Collection item'); membership is stored per document.
 * - Single and bulk deletes are soft (deleted_at) so UNDO can restore them; permanent-delete-multiple removes
 *   the records and their stored files (a file still referenced elsewhere is kept).
 * - Several attachments on one create make one document each, with the same details.
 * - delete-document-file/{id} and document-delete-file/{id} remove the file of document {id};
 *   attachment/{id} removes an uploaded file by the file's own id.
 * - Focus of the month holds one entry per year and month: creating for a month that exists adds the file and
 *   updates its details.
 */
import type { HandlerModule } from '../../lib/app.ts';
import * as focus from './focus.ts';
import * as filters from './filters.ts';
import * as links from './links.ts';
import * as writes from './writes.ts';

const documents: HandlerModule = (route) => {
  // create and update
  route('documentNew', writes.createDocument);
  route('documentWebinarAdd', writes.createWebinar);
  route('documentSave', writes.saveDocument);
  route('documentUpdate', writes.updateOfKind('document'));
  route('documentUpdateWebinar', writes.updateOfKind('webinar'));
  route('serviceDocumentUpdate', writes.updateOfKind('service'));
  route('documentServiceSpecificUpdate', writes.updateOfKind('service'));

  // delete, undo, delete for good; files of a document
  route('documentDelete', writes.deleteDocument);
  route('documentDeleteMultiple', writes.softDeleteDocuments);
  route('documentsSoftDelete', writes.softDeleteDocuments);
  route('documentsUndoDelete', writes.undoDeleteDocuments);
  route('documentsPermanentDelete', writes.permanentlyDeleteDocuments);
  route('webinarFileDelete', writes.deleteWebinarFile);
  route('deleteDocumentFile', writes.deleteFileOfDocument);
  route('documentDeleteFile', writes.deleteFileOfDocument);
  route('attachmentDelete', writes.deleteAttachment);

  // lists and filters
  route('documentsGet', filters.listDocuments);
  route('documentsGetAll', filters.listAllDocuments);
  route('filterDocumentsByServices', filters.filterByServices);
  route('filterDocumentsByCollection', filters.filterByCollection);
  route('filterDocumentsByFileType', filters.filterByFileType);

  // services of documents
  route('documentServiceIds', links.documentServices);
  route('documentLinkableServices', links.linkableServices);
  route('serviceLinkToDocument', links.linkService);
  route('serviceUnlink', links.unlinkService);
  route('selectServicesDocuments', links.selectServicesOfDocuments);
  route('confirmRemoveServicesDocuments', links.removeServicesFromDocuments);
  route('confirmAddServicesToDocuments', links.addServicesToDocuments);

  // default collections
  route('collectionsGet', links.collectionItems);
  route('documentAddCollection', links.addToCollections);
  route('addFromCollection', links.addToCollections);
  route('addDocumentToCollection', links.addToCollections);
  route('removeFromCollection', links.removeFromCollections);

  // focus of the month
  route('focusNew', focus.createFocus);
  route('focusUpdate', focus.updateFocus);
  route('focusUpdateAudience', focus.updateFocusAudience);
  route('focusOnEditUpload', focus.addFocusUpload);
  route('focusList', focus.listFocus);
  route('focusFileDelete', focus.deleteFocusFile);
};

export default documents;
