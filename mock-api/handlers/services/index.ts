/**
 * Services, collections and a service's documents (portal-core §7 "Services", document-management §7): the route
 * table. records.ts holds the services themselves, collections.ts their default collections, documents.ts the
 * documents a service sees. Field rules come from src/shared/validation/services.ts; bodies carry only the
 * spec's fields (src/shared/payloads.ts), anything else is 422 naming the field; unknown ids answer 404.
 *
 * Choices where the spec is silent:
 * - services-get-all returns every service that is not soft-deleted; the UI keeps only has_portal = 1.
 * - admin_email is the email of the service's admin-type user (quality back end's users), read live.
 * - Updates never change primary_email (the account owner, portal-core §6): a different value is ignored.
 * - A permanent delete also removes the service from documents and drops its users on the quality side.
 */
import { ApiError } from '../../lib/errors.ts';
import type { HandlerModule } from '../../lib/app.ts';
import { messages } from '../../lib/messages.ts';
import * as collections from './collections.ts';
import * as documents from './documents.ts';
import * as records from './records.ts';

const services: HandlerModule = (route) => {
  route('servicesGetAll', records.listServices);
  route('serviceGet', records.getService);
  route('serviceCreate', records.createService);
  route('serviceUpdate', records.updateService);
  route('serviceBranding', records.brandService);
  route('serviceArchive', records.archiveService);
  route('serviceDelete', records.deleteService);
  route('servicesSoftDelete', records.softDeleteServices);
  route('servicesUndoDelete', records.undoDeleteServices);

  route('collectionCount', collections.collectionCounts);
  route('collectionLoad', collections.loadCollection);
  route('collectionUnload', collections.unloadCollection);

  route('servicesWithDocumentCount', documents.servicesWithDocumentCount);
  route('documentsByService', documents.documentsOfService);
  route('documentAvailability', documents.setDocumentAvailability);

  /**
   * The demo receiving page for 'View as service' (mock-api/public/view-portal-user-service/) needs the hand-off
   * passphrase to decrypt. In the real system the service portal is a browser app built with the same passphrase
   * (portal-core §9: the build configuration holds it), so it is readable there too: the scheme protects the
   * values' integrity (hashes) and keeps them out of plain sight, not secret from the receiving browser. This
   * route plays that build configuration: it reads VITE_HANDOFF_PASSPHRASE from the environment (.env.development
   * via loadDemoEnv), so the passphrase is never written in a committed file, and it is public like a bundle.
   */
  route(
    'servicePortalConfig',
    () => {
      const passphrase = process.env.VITE_HANDOFF_PASSPHRASE;
      if (!passphrase) throw new ApiError(503, messages.server.handoff_not_configured);
      return { handoffPassphrase: passphrase };
    },
    { public: true },
  );
};

export default services;
