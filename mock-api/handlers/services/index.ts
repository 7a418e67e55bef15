// Choices where the spec is silent: services-get-all answers every service not soft-deleted (the UI keeps
// has_portal = 1); admin_email is read live from the admin-type user; updates ignore a new primary_email
// (portal-core §6).
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

  // The demo receiving page needs the passphrase, as the real service portal's build holds it (portal-core §9): the
  // scheme protects integrity, not secrecy from the receiving browser. Read from the environment, never committed.
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
