/**
 * Every call of both spec documents, in one table: name -> HTTP method, path template and back end.
 * `portal` is the portal back end (the default), `qip` the quality-improvement back end.
 * Path parameters are written `{name}`; `endpointPath()` fills them in. The fixture (mock-api/) registers its
 * routes from this same table, so a path can only ever be spelled once.
 */

export type Api = 'portal' | 'qip';
export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * An owner rule: the account itself (`self`: its id, or for payment methods its customer reference) or a user of
 * the centre (`centre`: a service user with the account's email), named by a path parameter, query value or body
 * field, may call; a super administrator always may. With `when`, the rule applies only when those query values
 * match (otherwise only a super administrator); with `optional`, a call that names no owner is open to any
 * signed-in account.
 */
export interface OwnerRule {
  owner: 'self' | 'centre';
  in: 'path' | 'query' | 'body';
  key: string;
  when?: Record<string, string>;
  optional?: boolean;
}
/**
 * Who may call. `public`: no token (sign-in, registration). `signedIn`: any valid token (the signed-in account's
 * own record, the quality standard's reference data). `superAdmin`: user_type SUPER_ADMIN (every call of the
 * administrator portal, portal-core §6). Otherwise an owner rule. The fixture enforces it for every route: no,
 * invalid or expired token 401; a valid token without the right 403.
 */
export type Access = 'public' | 'signedIn' | 'superAdmin' | OwnerRule;
export interface Endpoint {
  method: Method;
  path: string;
  api: Api;
  access: Access;
}

const portal = (method: Method, path: string, access: Access = 'superAdmin'): Endpoint => ({
  method,
  path,
  api: 'portal',
  access,
});
const qip = (method: Method, path: string, access: Access = 'superAdmin'): Endpoint => ({
  method,
  path,
  api: 'qip',
  access,
});
const self = (key = 'id', where: OwnerRule['in'] = 'path'): OwnerRule => ({ owner: 'self', in: where, key });
const centre = (key = 'id', where: OwnerRule['in'] = 'path', more: Partial<OwnerRule> = {}): OwnerRule => ({
  owner: 'centre',
  in: where,
  key,
  ...more,
});

export const endpoints = {
  // Session and sign-in (portal-core §7). Calls marked "unused" belong to the service (centre) portal, which the
  // spec describes alongside: no screen of this administrator portal needs them. The fixture serves them all.
  // Access: a centre admin (user_type ADMIN, e.g. a registered account) may use the quality calls about its own
  // user and its own centres (self / centre below) and the standard's reference data; everything else of the
  // portal back end is for super administrators only.
  portalLogin: portal('POST', '/api/portal-login', 'public'),
  /**
   * The spec's "second login form" (email + password); its path is not shown, ours is /api/login.
   * Unused: this portal's one login form is the Administrator login (portal-login).
   */
  emailLogin: qip('POST', '/api/login', 'public'),
  /** Unused: registration creates a centre account (user_type ADMIN); administrators do not register here. */
  register: qip('POST', '/api/register', 'public'),
  currentUser: qip('GET', '/api/user', 'signedIn'),
  /**
   * Unused: admin_id and datetime_end (the subscription's end) are read by the service portal after the hand-off;
   * this portal shows no subscription (they are managed in The Hub) and 'View as service' passes the admin user
   * that center/{id}/users gives.
   */
  userById: qip('GET', '/api/user/{id}', self()),
  centerUsers: qip('GET', '/api/center/{id}/users', centre()),
  /** Unused: a signed-in centre user's own services; the administrator sees every service (services-get-all). */
  userCenters: qip('GET', '/api/user/{id}/centers', self()),
  /** Unused: the centre portal's auto-created first service; administrators create services with new-service. */
  createCenter: qip('POST', '/api/centers', self('user_id', 'body')),
  /** Unused: the quality back end's service fields; this portal edits services with services-update/{id}. */
  updateCenter: qip('PUT', '/api/center/{id}', centre()),
  /** Unused (category, categories, questions, question): the quality improvement plan is the centre portal's. */
  category: qip('GET', '/api/category/{id}', 'signedIn'),
  categories: qip('GET', '/api/categories', 'signedIn'),
  questions: qip('GET', '/api/questions', centre('center_id', 'query', { optional: true })),
  question: qip('GET', '/api/question/0', 'signedIn'),
  /** Unused: this portal reads logos and files from the URLs its records carry (logo_url, document_url). A centre's
   *  users may read their own centre's logo (title logo, entity_id the centre); documents' files are the super
   *  administrator's. */
  attachments: qip('GET', '/api/attachments', centre('entity_id', 'query', { when: { title: 'logo' } })),
  /** Unused: payment methods belong to subscriptions, which are managed in The Hub (portal-core §2). */
  paymentMethod: qip('GET', '/api/stripe/paymentmethod/{id}', self()),

  // Services (portal-core §7)
  serviceGet: portal('GET', '/api/services-get/{id}'),
  serviceCreate: portal('POST', '/api/new-service'),
  serviceUpdate: portal('PUT', '/api/services-update/{id}'),
  serviceBranding: portal('PUT', '/api/save-branding/{service_id}'),
  serviceArchive: portal('POST', '/api/archive-service'),
  serviceDelete: portal('DELETE', '/api/services-delete/{id}'),
  servicesSoftDelete: portal('POST', '/api/services-soft-delete'),
  servicesUndoDelete: portal('POST', '/api/services-undo-delete'),
  servicesGetAll: portal('GET', '/api/services-get-all'),
  servicesWithDocumentCount: portal('GET', '/api/services-with-document-count'),

  // Users (portal-core §7)
  usersFetch: portal('GET', '/api/fetch-users/{filter}'),
  userCreate: portal('POST', '/api/create-user'),
  userUpdate: portal('POST', '/api/update-user'),
  userDelete: portal('DELETE', '/api/delete-user/'),
  userAccessApprove: portal('POST', '/api/access-approve'),
  usersDelete: portal('DELETE', '/api/delete-users/'),
  usersAccessApprove: portal('DELETE', '/api/users-access-approve/'),
  usersAccessRevoke: portal('DELETE', '/api/users-access-revoke/'),

  // Newsletters (portal-core §7)
  newslettersGetAll: portal('GET', '/api/newsletter-get-all'),
  newsletterSave: portal('POST', '/api/newsletter-save'),
  newsletterUpdate: portal('PUT', '/api/newsletter-update'),
  newsletterDelete: portal('DELETE', '/api/newsletter-delete/{id}'),

  // Documents (document-management §7)
  documentNew: portal('POST', '/api/new-document'),
  documentWebinarAdd: portal('POST', '/api/document-webinar-add'),
  focusNew: portal('POST', '/api/document-fom-new'),
  documentsGet: portal('GET', '/api/getDocuments'),
  documentsGetAll: portal('GET', '/api/document-get-all'),
  /** 'Delete file' of one document (row menu, or the cog menu with one selected); several go to
   *  soft-delete-multiple-documents. Both are undone with undo-delete-multiple-documents (§4). */
  documentDelete: portal('DELETE', '/api/deleteDocument/{id}'),
  focusUpdate: portal('PUT', '/api/document-fom-update'),
  focusUpdateAudience: portal('PUT', '/api/document-fom-update-audience'),
  focusOnEditUpload: portal('POST', '/api/document-form-onedit-upload'),
  documentUpdate: portal('PUT', '/api/document-update'),
  /** Unused by the UI: creation goes through new-document / document-webinar-add and edits through
   *  document-update / document-update-webinar, which the spec gives the same payloads; this older call saves
   *  either ("document fields") and the fixture serves it for other clients. */
  documentSave: portal('POST', '/api/save-document'),
  serviceDocumentUpdate: portal('PUT', '/api/service-document-update/{id}'),
  documentUpdateWebinar: portal('PUT', '/api/document-update-webinar'),
  /** Unused by the UI: the same update as service-document-update/{id} with the id in the body; the edit screen
   *  uses the call that names the document in its path. */
  documentServiceSpecificUpdate: portal('PUT', '/api/document-service-specific-update'),
  /** 'Delete for everyone' in the documents list's row menu, for a document linked to services. */
  documentDeleteMultiple: portal('DELETE', '/api/document-deletemultiple'),
  /** Removing a webinar's or training module's supporting file on /edit-document. */
  webinarFileDelete: portal('GET', '/api/webinar-file/{id}/delete'),
  documentsSoftDelete: portal('DELETE', '/api/soft-delete-multiple-documents'),
  documentsUndoDelete: portal('PUT', '/api/undo-delete-multiple-documents'),
  documentsPermanentDelete: portal('DELETE', '/api/permanent-delete-multiple-document'),
  /** Removing the file of an NQA document on /edit-document. */
  deleteDocumentFile: portal('DELETE', '/api/delete-document-file/{id}'),
  /** Removing the file of a service-specific document on /edit-service-document. */
  documentDeleteFile: portal('DELETE', '/api/document-delete-file/{id}'),
  documentAvailability: portal('PUT', '/api/document-availability'),
  documentsByService: portal('GET', '/api/document-by-service/{serviceId}'),
  /** The list's 'See all' dialog: a document's services, each with its unlink button. */
  documentServiceIds: portal('GET', '/api/get-documents-services-id/{docId}'),
  /** The services offered when one document is added to services (row 'Add to service'). */
  documentLinkableServices: portal('GET', '/api/get-available-services-to-link/{docId}'),
  serviceUnlink: portal('POST', '/api/service-unlink'),
  serviceLinkToDocument: portal('POST', '/api/link-service-to-document'),
  selectServicesDocuments: portal('POST', '/api/select-services-documents'),
  confirmRemoveServicesDocuments: portal('POST', '/api/confirm-remove-services-documents'),
  confirmAddServicesToDocuments: portal('POST', '/api/confirm-add-services-to-documents'),
  collectionLoad: portal('POST', '/api/collection-load'),
  collectionUnload: portal('POST', '/api/collection-unload'),
  collectionCount: portal('GET', '/api/collection-count/{id}'),
  collectionsGet: portal('GET', '/api/collections-get/{id}'),
  /** Unused by the UI: its payload is given only as "collection fields"; adding to collections uses
   *  add-document-to-collection (one) and add-from-a-collection (several), whose payloads the spec writes out. */
  documentAddCollection: portal('PUT', '/api/document-addcollection'),
  addFromCollection: portal('PUT', '/api/add-from-a-collection'),
  removeFromCollection: portal('PUT', '/api/remove-from-a-collection'),
  addDocumentToCollection: portal('PUT', '/api/add-document-to-collection'),
  filterDocumentsByServices: portal('POST', '/api/filter-documents-by-services'),
  filterDocumentsByCollection: portal('POST', '/api/filter-documents-by-collection'),
  filterDocumentsByFileType: portal('GET', '/api/filter-documents-by-filetype'),
  // OURS: helper calls whose paths the spec does not show (document-management §7, last paragraph). Creating a
  // focus entry and updating its details or file use the spec's document-fom-new, document-fom-update and
  // document-form-onedit-upload; the audience change uses document-fom-update-audience. These remain:
  /** OURS: list focus-of-the-month documents (?year&month). */
  focusList: portal('GET', '/api/document-fom-list'),
  /** OURS: delete a focus-of-the-month file by its id. */
  focusFileDelete: portal('DELETE', '/api/document-fom-file/{id}'),
  /** OURS: delete an attachment by its file id. Unused by the UI: the edit pages remove a document's file through
   *  the spec's delete-document-file / document-delete-file / webinar-file calls, which name the document. */
  attachmentDelete: portal('DELETE', '/api/attachment/{id}'),
  /** OURS: ends the session on the back end (revokes the bearer token it is called with). Logout calls it and
   *  goes on clearing local storage whatever the answer, so a back end without it (404) or down changes nothing. */
  logout: qip('POST', '/api/logout', 'signedIn'),
  /** Fixture only: configuration of the demo 'View as service' receiving page (mock-api/handlers/services.ts). */
  servicePortalConfig: portal('GET', '/view-portal-user-service/config.json', 'public'),
} as const satisfies Record<string, Endpoint>;

export type EndpointName = keyof typeof endpoints;

/** Fills `{name}` placeholders (URI-encoded) and appends a query string. */
export function endpointPath(
  name: EndpointName,
  params: Record<string, string | number> = {},
  query?: Record<string, string | number | boolean | undefined>,
): string {
  const path = endpoints[name].path.replace(/\{(\w+)\}/g, (_, key: string) => {
    if (params[key] === undefined) throw new Error(`Missing path parameter "${key}" for ${name}`);
    return encodeURIComponent(String(params[key]));
  });
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {})) if (v !== undefined) search.set(k, String(v));
  const qs = search.toString();
  return qs ? `${path}?${qs}` : path;
}

/** Express-style route pattern of an endpoint, for the fixture: `{id}` -> `:id`. */
export function routePattern(name: EndpointName): string {
  return endpoints[name].path.replace(/\{(\w+)\}/g, ':$1');
}
