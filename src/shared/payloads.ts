/**
 * The request bodies of the non-document calls, field by field as portal-core §3 and §7 name them. The fixture
 * refuses any other field (mock-api/lib/strict.ts), so a data provider that sends an alias or a field of its own
 * fails its tests; the data provider builds its bodies itself, not from these lists.
 * Where the spec names no fields ("the user object", "service fields"), the entity's field list of §3 is used.
 */

import { SERVICE_TEXT_FIELDS } from './validation/services.ts';
import { serviceSchema } from './schemas/services.ts';

/** portal-core §3 "Service (list call)": the fields the service schema reads, without the local `selected` flag. */
export const SERVICE_RECORD_FIELDS = serviceSchema.codecSchema.keyof().options;

/** portal-core §3 "Service form": POST /api/new-service and PUT /api/services-update/{id}. */
export const SERVICE_FORM_FIELDS = [
  'id',
  ...SERVICE_TEXT_FIELDS,
  'logo_url',
  'logo_name',
  'brand_color',
  'service_type_id',
  'is_archive',
] as const;

/** POST /api/archive-service: "service fields plus is_archive". */
export const SERVICE_ARCHIVE_FIELDS = SERVICE_RECORD_FIELDS;

/** PUT /api/save-branding/{service_id}: portal-core §3 "Branding". */
export const BRANDING_FIELDS = ['brand_color', 'base64_image_logo', 'logo_name', 'service_id', 'skin'] as const;

/**
 * POST /api/services-soft-delete and /api/services-undo-delete: "(list of ids)". The spec does not name the key;
 * ours is `ids`.
 */
export const SERVICE_IDS_FIELDS = ['ids'] as const;

/**
 * POST /api/create-user: the six fields of portal-core §7, plus `services`, the choice of the create form's
 * choose-services dialog (§2). The spec's dialog holds static sample data and sends nothing; ours lists the real
 * services, and its choice is sent here because no other call of the spec could carry it. A back end that does
 * not know it ignores it (the user is then created without services); see README "Users and newsletters".
 */
export const USER_CREATE_FIELDS = [
  'first_name',
  'last_name',
  'email',
  'user_type',
  'notify_email',
  'description',
  'services',
] as const;

/** POST /api/update-user: "the user object" (portal-core §3 User), with the same `services` as create. */
export const USER_UPDATE_FIELDS = ['id', ...USER_CREATE_FIELDS] as const;

/** POST /api/access-approve. */
export const ACCESS_APPROVE_FIELDS = ['userId', 'access_approve'] as const;

/** POST /api/newsletter-save (portal-core §7). */
export const NEWSLETTER_SAVE_FIELDS = [
  'base64_image',
  'file_name',
  'label',
  'title',
  'type',
  'size',
  'date',
  'notify_service',
  'category',
  'thumbnail_base64',
  'thumbnail_label',
  'thumbnail_type',
  'thumbnail_size',
] as const;

/** PUT /api/newsletter-update: newsletter_id, title, date, notify_service, category, optional file and thumbnail. */
export const NEWSLETTER_UPDATE_FIELDS = [
  'newsletter_id',
  'title',
  'date',
  'notify_service',
  'category',
  'base64_image',
  'file_name',
  'label',
  'type',
  'size',
  'thumbnail_base64',
  'thumbnail_label',
  'thumbnail_type',
  'thumbnail_size',
] as const;

/** POST /api/portal-login (portal-core §7). */
export const PORTAL_LOGIN_FIELDS = [
  'password',
  'grant_type',
  'username',
  'client_id',
  'client_secret',
  'remember_me',
] as const;

/** The second login form: "email and password (the username sent as email)". */
export const EMAIL_LOGIN_FIELDS = ['email', 'password'] as const;

/** POST /api/register: the registration payload (portal-core §3) plus client credentials. */
export const REGISTER_FIELDS = [
  'price',
  'name',
  'email',
  'phone',
  'password',
  'user_type',
  'service_name',
  'service_app_num',
  'service_cat',
  'center_user_type',
  'client_id',
  'client_secret',
] as const;

/** POST /api/centers. */
export const CREATE_CENTER_FIELDS = ['user_id', 'user_type', 'name', 'approval_number', 'service_cat_id'] as const;

const PERSON_FIELDS = ['fname', 'lname', 'phonenum', 'mobilenum', 'faxnum', 'email'] as const;

/** PUT /api/center/{id}: the quality back end's service fields (portal-core §3) plus user_id and client credentials. */
export const UPDATE_CENTER_FIELDS = [
  'id',
  'name',
  'approval_number',
  'service_cat_id',
  'deleted_at',
  'location_street',
  'location_suburb',
  'location_state',
  'location_postal_code',
  'postal_street',
  'postal_suburb',
  'postal_state',
  'postal_postal_code',
  'contact_phonenum',
  'contact_mobilenum',
  'contact_faxnum',
  'contact_email',
  'contact_add_email',
  ...(['provider', 'supervisor', 'leader'] as const).flatMap((p) => PERSON_FIELDS.map((f) => `${p}_${f}` as const)),
  'operating_hours',
  'additional_info',
  'rooms',
  'educators',
  'employees',
  'philosophy',
  'logo',
  'user_id',
  'client_id',
  'client_secret',
] as const;

/** document-management §7 calls on one service, served beside the services (mock-api/handlers/services.ts). */
export const COLLECTION_LOAD_FIELDS = ['service_type_id', 'service_id'] as const;
export const DOCUMENT_AVAILABILITY_FIELDS = ['service_id', 'id', 'availability'] as const;

/**
 * Fields that are numbers (or lists of numbers) in every call that carries them. A client writes them as JSON
 * numbers: the fixture refuses '5' where 5 belongs (422 naming the field, nothing stored) instead of coercing it,
 * so a data provider that sends form strings fails its tests. A list may also be given as JSON text of numbers
 * ("[1,2]"), the shape the spec gives `excluded_services` and `service_type_id` when loaded. `category` is not
 * here: a newsletter's category is text; a document's is checked by the document rules.
 */
export const NUMBER_FIELDS: ReadonlySet<string> = new Set([
  'id',
  'ids',
  'newsletter_id',
  'service_id',
  'user_id',
  'userId',
  'document_id',
  'document_type_id',
  'upload_or_generate',
  'service_specific_type',
  'risk_assesment_type',
  'size',
  'thumbnail_size',
  'service_type_id',
  'nqa_area_id',
  'services',
  'excluded_services',
  'service_cat_id',
]);

const isNumber = (v: unknown) => typeof v === 'number' && Number.isFinite(v);
const isNumberItem = (v: unknown) =>
  isNumber(v) || (!!v && typeof v === 'object' && !Array.isArray(v) && isNumber((v as { id?: unknown }).id));

/** Whether a NUMBER_FIELDS value is written as numbers: a number, a list of numbers (or of `{ id }`), or null. */
export function writtenAsNumbers(value: unknown): boolean {
  if (value === undefined || value === null || isNumber(value)) return true;
  if (Array.isArray(value)) return value.every(isNumberItem);
  if (typeof value === 'string' && value.trim().startsWith('[')) {
    try {
      const list: unknown = JSON.parse(value);
      return Array.isArray(list) && list.every(isNumberItem);
    } catch {
      return false;
    }
  }
  return false;
}

/** Fields that carry a file as base64 text: their size is the upload limit's business, not the text limit's. */
export const FILE_FIELDS: ReadonlySet<string> = new Set(['base64_image', 'base64_image_logo', 'thumbnail_base64']);
