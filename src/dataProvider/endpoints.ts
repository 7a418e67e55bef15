// Every call of both spec documents; the fixture (mock-api/) registers its routes from this table too.

export type Api = 'portal' | 'qip';
export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface OwnerRule {
  owner: 'self' | 'centre';
  in: 'path' | 'query' | 'body';
  key: string;
  when?: Record<string, string>;
  optional?: boolean;
}
/** `superAdmin`: user_type SUPER_ADMIN, every call of the administrator portal (portal-core §6). */
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
  // Session and sign-in (portal-core §7); most belong to the centre portal, which the spec describes alongside.
  portalLogin: portal('POST', '/api/portal-login', 'public'),
  /** The spec's "second login form"; its path is not shown, ours is /api/login. */
  emailLogin: qip('POST', '/api/login', 'public'),
  register: qip('POST', '/api/register', 'public'),
  currentUser: qip('GET', '/api/user', 'signedIn'),
  userById: qip('GET', '/api/user/{id}', self()),
  centerUsers: qip('GET', '/api/center/{id}/users', centre()),
  userCenters: qip('GET', '/api/user/{id}/centers', self()),
  createCenter: qip('POST', '/api/centers', self('user_id', 'body')),
  updateCenter: qip('PUT', '/api/center/{id}', centre()),
  category: qip('GET', '/api/category/{id}', 'signedIn'),
  categories: qip('GET', '/api/categories', 'signedIn'),
  questions: qip('GET', '/api/questions', centre('center_id', 'query', { optional: true })),
  question: qip('GET', '/api/question/0', 'signedIn'),
  attachments: qip('GET', '/api/attachments', centre('entity_id', 'query', { when: { title: 'logo' } })),
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
  documentDelete: portal('DELETE', '/api/deleteDocument/{id}'),
  focusUpdate: portal('PUT', '/api/document-fom-update'),
  focusUpdateAudience: portal('PUT', '/api/document-fom-update-audience'),
  focusOnEditUpload: portal('POST', '/api/document-form-onedit-upload'),
  documentUpdate: portal('PUT', '/api/document-update'),
  documentSave: portal('POST', '/api/save-document'),
  serviceDocumentUpdate: portal('PUT', '/api/service-document-update/{id}'),
  documentUpdateWebinar: portal('PUT', '/api/document-update-webinar'),
  documentServiceSpecificUpdate: portal('PUT', '/api/document-service-specific-update'),
  documentDeleteMultiple: portal('DELETE', '/api/document-deletemultiple'),
  webinarFileDelete: portal('GET', '/api/webinar-file/{id}/delete'),
  documentsSoftDelete: portal('DELETE', '/api/soft-delete-multiple-documents'),
  documentsUndoDelete: portal('PUT', '/api/undo-delete-multiple-documents'),
  documentsPermanentDelete: portal('DELETE', '/api/permanent-delete-multiple-document'),
  deleteDocumentFile: portal('DELETE', '/api/delete-document-file/{id}'),
  documentDeleteFile: portal('DELETE', '/api/document-delete-file/{id}'),
  documentAvailability: portal('PUT', '/api/document-availability'),
  documentsByService: portal('GET', '/api/document-by-service/{serviceId}'),
  documentServiceIds: portal('GET', '/api/get-documents-services-id/{docId}'),
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
  documentAddCollection: portal('PUT', '/api/document-addcollection'),
  addFromCollection: portal('PUT', '/api/add-from-a-collection'),
  removeFromCollection: portal('PUT', '/api/remove-from-a-collection'),
  addDocumentToCollection: portal('PUT', '/api/add-document-to-collection'),
  filterDocumentsByServices: portal('POST', '/api/filter-documents-by-services'),
  filterDocumentsByCollection: portal('POST', '/api/filter-documents-by-collection'),
  filterDocumentsByFileType: portal('GET', '/api/filter-documents-by-filetype'),
  // OURS: helper calls whose paths the spec does not show (document-management §7, last paragraph).
  focusList: portal('GET', '/api/document-fom-list'),
  focusFileDelete: portal('DELETE', '/api/document-fom-file/{id}'),
  attachmentDelete: portal('DELETE', '/api/attachment/{id}'),
  logout: qip('POST', '/api/logout', 'signedIn'),
  /** Fixture only: the demo 'View as service' receiving page (mock-api/handlers/services.ts). */
  servicePortalConfig: portal('GET', '/view-portal-user-service/config.json', 'public'),
} as const satisfies Record<string, Endpoint>;

export type EndpointName = keyof typeof endpoints;

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

export function routePattern(name: EndpointName): string {
  return endpoints[name].path.replace(/\{(\w+)\}/g, ':$1');
}
