// Field names follow the portal API exactly (snake_case), as the spec's entity lists give them.

import type { ServiceAnswer } from './shared/schemas/services.ts';
import type { DOCUMENT_FIELDS } from './shared/schemas/documents.ts';

export type Id = number;
export type ServiceTypeId = 1 | 2 | 3 | 4;

/** The two fields below are the fixture's own: the schema drops them from answers and the UI never reads them. */
export type Service = ServiceAnswer & {
  deleted_at?: string | null;
  admin_email?: string;
};

export type { ServiceWithDocumentCount, ServiceListEntry, LinkableService } from './shared/schemas/services.ts';

export interface Branding {
  brand_color: string;
  base64_image_logo?: string;
  logo_name?: string;
  service_id: Id;
  skin: '#000000' | '#ffffff';
}

export interface ManagedUser {
  id: Id;
  first_name: string;
  last_name: string;
  email: string;
  description: string;
  roles: { name: 'member' | 'admin' }[];
  notify_email: number;
  access_approved?: boolean;
  services?: Id[];
  deleted_at?: string | null;
}

/** GET /api/fetch-users/{filter}: the spec's fields, plus access and services (ours). */
export type UserListEntry = Omit<ManagedUser, 'deleted_at' | 'access_approved' | 'services'> & {
  access_approved: boolean;
  services: Id[];
};

export type { ServiceUser, CollectionCounts } from './shared/schemas/services.ts';

export interface StoredServiceUser {
  id: Id;
  center_id: Id;
  name: string;
  email: string;
  type: string; // 'admin' | 'member' (compared case-insensitively)
}
export type { AccountUser, AuthObject } from './shared/schemas/users.ts';

export type { Newsletter, NewsletterCategory } from './shared/schemas/newsletters.ts';

export interface StoredUploadedFile {
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
  uploaded_file: StoredUploadedFile | null;
  /** per-service overrides, by service id */
  availability?: Record<string, 'ENABLE' | 'DISABLE'>;
  /** service type ids of the default collections it belongs to */
  collections?: number[];
  deleted_at?: string | null;
}

export type {
  UploadedFile,
  LoadedDocument,
  ServiceDocument,
  CollectionItem,
  FocusDetail,
  FocusFile,
  FocusEntry,
  MutationAnswer,
} from './shared/schemas/documents.ts';
export type DocumentAnswer = Pick<DocumentRecord, (typeof DOCUMENT_FIELDS)[number]>;
