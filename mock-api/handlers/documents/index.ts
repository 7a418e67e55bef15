// Choices where the spec says "not shown": lists answer arrays of documents with §3's loaded fields only; deletes
// are soft (deleted_at) so UNDO can restore them, and permanent-delete-multiple also removes files no record still
// uses; several attachments on one create make one document each; delete-document-file/{id} and
// document-delete-file/{id} remove document {id}'s file, attachment/{id} a file by its own id.
import type { HandlerModule } from '../../lib/app.ts';
import * as focus from './focus.ts';
import * as filters from './filters.ts';
import * as links from './links.ts';
import * as writes from './writes.ts';

const documents: HandlerModule = (route) => {
  route('documentNew', writes.createDocument);
  route('documentWebinarAdd', writes.createWebinar);
  route('documentSave', writes.saveDocument);
  route('documentUpdate', writes.updateOfKind('document'));
  route('documentUpdateWebinar', writes.updateOfKind('webinar'));
  route('serviceDocumentUpdate', writes.updateOfKind('service'));
  route('documentServiceSpecificUpdate', writes.updateOfKind('service'));

  route('documentDelete', writes.deleteDocument);
  route('documentDeleteMultiple', writes.softDeleteDocuments);
  route('documentsSoftDelete', writes.softDeleteDocuments);
  route('documentsUndoDelete', writes.undoDeleteDocuments);
  route('documentsPermanentDelete', writes.permanentlyDeleteDocuments);
  route('webinarFileDelete', writes.deleteWebinarFile);
  route('deleteDocumentFile', writes.deleteFileOfDocument);
  route('documentDeleteFile', writes.deleteFileOfDocument);
  route('attachmentDelete', writes.deleteAttachment);

  route('documentsGet', filters.listDocuments);
  route('documentsGetAll', filters.listAllDocuments);
  route('filterDocumentsByServices', filters.filterByServices);
  route('filterDocumentsByCollection', filters.filterByCollection);
  route('filterDocumentsByFileType', filters.filterByFileType);

  route('documentServiceIds', links.documentServices);
  route('documentLinkableServices', links.linkableServices);
  route('serviceLinkToDocument', links.linkService);
  route('serviceUnlink', links.unlinkService);
  route('selectServicesDocuments', links.selectServicesOfDocuments);
  route('confirmRemoveServicesDocuments', links.removeServicesFromDocuments);
  route('confirmAddServicesToDocuments', links.addServicesToDocuments);

  route('collectionsGet', links.collectionItems);
  route('documentAddCollection', links.addToCollections);
  route('addFromCollection', links.addToCollections);
  route('addDocumentToCollection', links.addToCollections);
  route('removeFromCollection', links.removeFromCollections);

  route('focusNew', focus.createFocus);
  route('focusUpdate', focus.updateFocus);
  route('focusUpdateAudience', focus.updateFocusAudience);
  route('focusOnEditUpload', focus.addFocusUpload);
  route('focusList', focus.listFocus);
  route('focusFileDelete', focus.deleteFocusFile);
};

export default documents;
