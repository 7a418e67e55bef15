/**
 * Record types and answer shapes shared by the UI, the data provider, the fixture back end (mock-api/) and the
 * tests. Field names follow the portal API exactly (snake_case), as the spec's entity lists give them.
 */

export type Id = number;
export type ServiceTypeId = 1 | 2 | 3 | 4;

/** A service (childcare centre) as the portal back end lists it. */
export interface Service {
  id: Id;
  name: string;
  has_qip: 0 | 1;
  has_portal: 0 | 1;
  admin_name: string;
  website_link: string;
  primary_email: string;
  postal: string;
  phone: string;
  address: string;
  city: string;
  state: string;
  description: string;
  logo_name: string | null;
  logo_url: string | null;
  service_type_id: ServiceTypeId;
  brand_color: string;
  is_archive: boolean;
  skin: '#000000' | '#ffffff';
  /** JSON list of loaded collection (service type) ids, as text, e.g. "[1,3]". */
  collection_loaded: string;
  /** Fixture-only: soft-deleted services are hidden until undone or purged. */
  deleted_at?: string | null;
  /** Fixture-only: the admin-type service user's email. Not a field of the spec's service: the UI never reads it. */
  admin_email?: string;
}

export interface ServiceWithDocumentCount {
  id: Id;
  service_name: string;
  document_count: number;
}
export interface ServiceListEntry {
  service_id: Id;
  service_name: string;
}
export interface LinkableService {
  id: Id;
  name: string;
}

export interface Branding {
  brand_color: string;
  base64_image_logo?: string;
  logo_name?: string;
  service_id: Id;
  skin: '#000000' | '#ffffff';
}

/** A user as stored by the fixture (the users list answers it as UserListEntry). */
export interface ManagedUser {
  id: Id;
  first_name: string;
  last_name: string;
  email: string;
  description: string;
  roles: { name: 'member' | 'admin' }[];
  notify_email: number;
  /** Access approved by an administrator. */
  access_approved?: boolean;
  /** Ids of services the user belongs to. */
  services?: Id[];
  deleted_at?: string | null;
}

/** One row of the users list (GET /api/fetch-users/{filter}): the spec's fields plus access and services (ours). */
export type UserListEntry = Omit<ManagedUser, 'deleted_at' | 'access_approved' | 'services'> & {
  access_approved: boolean;
  services: Id[];
};

/** A user of a service as held by the quality back end (GET /api/center/{id}/users). */
export interface ServiceUser {
  id: Id;
  center_id: Id;
  name: string;
  email: string;
  type: string; // 'admin' | 'member' (compared case-insensitively)
}

/** Signed-in account (GET /api/user on the quality back end). */
export interface AccountUser {
  id: Id;
  name: string;
  email: string;
  user_type: 'SUPER_ADMIN' | 'ADMIN' | 'MEMBER';
  subscription_id?: string | null;
  created_at?: string;
  admin_id?: Id | null;
  datetime_end?: string | null;
  center_id?: Id | null;
}

/** The auth object stored under the local key qip_portal_token. */
export interface AuthObject {
  accessToken: string;
  userId: Id;
  expiresAt?: string;
  user?: AccountUser;
}

export type NewsletterCategory = 'monthly_newsletter' | 'el_newsletter' | 'whs_bulletins' | 'wellbeing_magazines';

export interface Newsletter {
  id: Id;
  title: string;
  date: string;
  category: NewsletterCategory;
  notify_service: 0 | 1;
  document_name: string;
  document_url: string;
  type: string;
  size: number;
  label: string;
  thumbnail_label: string;
  thumbnail_type: string;
  thumbnail_size: number;
  thumbnail_url: string;
}

export interface UploadedFile {
  id: Id;
  document_name: string;
  file_size: number;
  file_type: string;
  label: string;
  availability: 'ENABLE' | 'DISABLE';
  document_url: string;
  webinar_title?: string | null;
  webinar_link?: string | null;
  webinar_description?: string | null;
  global_webinar?: 0 | 1;
}

export interface DocumentRecord {
  id: Id;
  document_id: Id;
  file_uploaded_id: Id | null;
  label: string;
  file_title: string;
  file_version: string;
  date: string; // YYYY-MM-DD
  description: string;
  content: string | null;
  category: 1 | 2;
  upload_or_generate: 1 | 2;
  document_type_id: number;
  nqa_area_id: number[];
  service_type_id: { id: number; name: string }[];
  service_specific_type: number | null;
  risk_assesment_type: number | null;
  services: { id: Id; name: string }[];
  excluded_services: string; // JSON list of ids
  notify_service: 0 | 1;
  global_webinar: 0 | 1;
  webinar_title: string | null;
  webinar_link: string | null;
  webinar_description: string | null;
  uploaded_file: UploadedFile | null;
  /** Per-service availability overrides: service id -> ENABLE | DISABLE. */
  availability?: Record<string, 'ENABLE' | 'DISABLE'>;
  /** Service type ids of the default collections this document belongs to. */
  collections?: number[];
  deleted_at?: string | null;
}

/**
 * A document as our back end answers it (§3 'Document (as loaded)'): the stored record without what only the
 * fixture keeps (soft-delete mark, collection membership, per-service availability).
 */
export type DocumentAnswer = Omit<DocumentRecord, 'availability' | 'collections' | 'deleted_at'>;

/**
 * A document as the client accepts it: the spec allows more than one shape for some loaded fields (service_type_id
 * a list of `{ id, name }` or a JSON string; excluded_services a JSON list or the list itself; uploaded_file absent
 * for generated documents and link-only webinars, its file_size possibly a numeric string).
 */
export type LoadedDocument = Omit<
  DocumentRecord,
  'service_type_id' | 'excluded_services' | 'uploaded_file' | 'availability' | 'collections' | 'deleted_at'
> & {
  service_type_id: { id: Id; name: string }[] | string | null;
  excluded_services: string | Id[] | null;
  uploaded_file: (Omit<UploadedFile, 'file_size'> & { file_size: number | string | null }) | null;
};

/** A document as a service sees it: the loaded fields and `availability`, this service's ENABLE or DISABLE. */
export type ServiceDocument = LoadedDocument & { availability: 'ENABLE' | 'DISABLE' };

/** The acknowledgement of the document calls: `{ status, message, data }`. */
export interface MutationAnswer<T = unknown> {
  status: boolean;
  message: string;
  data: T;
}

export interface FocusDetail {
  id: Id;
  year: string;
  month: string; // Jan..Dec
  monthly_focus: string;
  monthly_focus_description: string;
}
export interface FocusFile {
  id: Id;
  focus_id: Id;
  label: string;
  audience: string;
  date: string;
  document_url: string;
  document_name: string;
  file_title?: string;
  file_description?: string;
}

/** One month of focus of the month (GET /api/document-fom-list?year=&month=): its details and files. */
export interface FocusEntry {
  detail: FocusDetail | null;
  uploaded_files: FocusFile[];
}

/** One document of a default collection (document-management §3 'Collection item', GET /api/collections-get/{id}). */
export interface CollectionItem {
  id: Id;
  document_id: Id;
  document_url: string | null;
  document_name: string | null;
  file_title: string;
  file_version: string;
  label: string;
  upload_or_generate: 1 | 2;
}

export interface CollectionCounts {
  long_day_care: number;
  family_day_care: number;
  pre_school: number;
  oosh: number;
}
