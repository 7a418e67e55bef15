// Request bodies field by field as portal-core §3 and §7 name them (§3's entity fields where the spec names none):
// the fixture refuses any other field (mock-api/lib/strict.ts).

import { SERVICE_TEXT_FIELDS } from './validation/services.ts';
import { serviceSchema } from './schemas/services.ts';

export const SERVICE_RECORD_FIELDS = serviceSchema.codecSchema.keyof().options;

export const SERVICE_FORM_FIELDS = [
  'id',
  ...SERVICE_TEXT_FIELDS,
  'logo_url',
  'logo_name',
  'brand_color',
  'service_type_id',
  'is_archive',
] as const;

export const SERVICE_ARCHIVE_FIELDS = SERVICE_RECORD_FIELDS;

export const BRANDING_FIELDS = ['brand_color', 'base64_image_logo', 'logo_name', 'service_id', 'skin'] as const;

export const SERVICE_IDS_FIELDS = ['ids'] as const;

// plus `services`, the create form's choice: the spec's dialog sends nothing and no other call could carry it
export const USER_CREATE_FIELDS = [
  'first_name',
  'last_name',
  'email',
  'user_type',
  'notify_email',
  'description',
  'services',
] as const;

export const USER_UPDATE_FIELDS = ['id', ...USER_CREATE_FIELDS] as const;

export const ACCESS_APPROVE_FIELDS = ['userId', 'access_approve'] as const;

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

export const PORTAL_LOGIN_FIELDS = [
  'password',
  'grant_type',
  'username',
  'client_id',
  'client_secret',
  'remember_me',
] as const;

export const EMAIL_LOGIN_FIELDS = ['email', 'password'] as const;

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

export const CREATE_CENTER_FIELDS = ['user_id', 'user_type', 'name', 'approval_number', 'service_cat_id'] as const;

const PERSON_FIELDS = ['fname', 'lname', 'phonenum', 'mobilenum', 'faxnum', 'email'] as const;

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

export const COLLECTION_LOAD_FIELDS = ['service_type_id', 'service_id'] as const;
export const DOCUMENT_AVAILABILITY_FIELDS = ['service_id', 'id', 'availability'] as const;

// JSON numbers: the fixture refuses '5' where 5 belongs, so a provider that sends form strings fails its tests
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

export const FILE_FIELDS: ReadonlySet<string> = new Set(['base64_image', 'base64_image_logo', 'thumbnail_base64']);
