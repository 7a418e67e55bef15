/**
 * Service rules shared by the service forms and the fixture back end (portal-core §3, §5, §6, §9), written once.
 * Validators return `{ field: [message key] }`, keys being paths under the `app` namespace of src/i18n/en.ts;
 * the UI translates them with `translate('app.' + key)`, the fixture looks them up in the same catalogue.
 * The spec only fixes a few rules ("Other field rules for users and services: not shown"); ours are: a name,
 * a valid account-owner email and a service type 1-4 are required; the website, when given, is an http(s) link;
 * every text is at most 524288 characters; a brand colour is #rrggbb; a skin is '#000000' or '#ffffff'.
 */
import {
  CATEGORY,
  ID_LIST_MAX,
  REPORTS_TAB,
  SERVICE_SPECIFIC_TYPE,
  SERVICE_TYPES,
  SKIN_DARK,
  SKIN_LIGHT,
  TEXT_MAX_LENGTH,
} from '../constants.ts';
import { type RuleErrors, add, blank, idList, isEmail, isValidLink, wholeId } from './common.ts';
export type { RuleErrors } from './common.ts';

export const SERVICE_RULE_KEYS = {
  required: 'validation.required',
  email: 'validation.email',
  invalid: 'validation.invalid_value',
  maxLength: 'validation.max_length',
  link: 'documents.validation.link_invalid',
  color: 'validation.invalid_color',
} as const;

/** The service form's text fields (portal-core §3 "Service form"), in the order the form shows them. */
export const SERVICE_TEXT_FIELDS = [
  'name',
  'website_link',
  'primary_email',
  'phone',
  'address',
  'city',
  'state',
  'postal',
  'description',
] as const;
export type ServiceTextField = (typeof SERVICE_TEXT_FIELDS)[number];
/** Fields a person must fill in; the form shows the required marker for exactly these. */
export const SERVICE_REQUIRED_FIELDS = ['name', 'primary_email', 'service_type_id'] as const;

export type ServiceInput = Partial<Record<ServiceTextField | 'service_type_id', unknown>>;

export const isServiceTypeId = (v: unknown): boolean => SERVICE_TYPES.some((t) => t.id === wholeId(v));

/**
 * Service details. On update the account owner (primary_email) cannot change (portal-core §6), so it is not
 * checked there: pass `{ creating: false }`.
 */
export function validateService(input: ServiceInput, { creating }: { creating: boolean }): RuleErrors {
  const e: RuleErrors = {};
  for (const f of SERVICE_REQUIRED_FIELDS) {
    if (f === 'primary_email' && !creating) continue;
    if (blank(input[f])) add(e, f, SERVICE_RULE_KEYS.required);
  }
  for (const f of SERVICE_TEXT_FIELDS) {
    const v = input[f];
    if (v !== undefined && v !== null && typeof v !== 'string') add(e, f, SERVICE_RULE_KEYS.invalid);
    else if (typeof v === 'string' && v.length > TEXT_MAX_LENGTH) add(e, f, SERVICE_RULE_KEYS.maxLength);
  }
  if (creating && !e.primary_email && !isEmail(input.primary_email)) add(e, 'primary_email', SERVICE_RULE_KEYS.email);
  if (!e.website_link && !blank(input.website_link) && !isValidLink(input.website_link))
    add(e, 'website_link', SERVICE_RULE_KEYS.link);
  if (!e.service_type_id && !isServiceTypeId(input.service_type_id))
    add(e, 'service_type_id', SERVICE_RULE_KEYS.invalid);
  return e;
}

export const isBrandColor = (v: unknown): v is string => typeof v === 'string' && /^#[0-9a-f]{6}$/i.test(v);
export const isSkin = (v: unknown): v is typeof SKIN_DARK | typeof SKIN_LIGHT => v === SKIN_DARK || v === SKIN_LIGHT;

export interface BrandingInput {
  brand_color?: unknown;
  skin?: unknown;
  logo_name?: unknown;
}

/** Branding (portal-core §3): the logo itself is checked as a JPEG by its bytes, on the server only. */
export function validateBranding(input: BrandingInput): RuleErrors {
  const e: RuleErrors = {};
  if (!isBrandColor(input.brand_color))
    add(e, 'brand_color', blank(input.brand_color) ? SERVICE_RULE_KEYS.required : SERVICE_RULE_KEYS.color);
  if (!isSkin(input.skin)) add(e, 'skin', SERVICE_RULE_KEYS.invalid);
  if (input.logo_name !== undefined && input.logo_name !== null && typeof input.logo_name !== 'string')
    add(e, 'logo_name', SERVICE_RULE_KEYS.invalid);
  return e;
}

/** Ids of a bulk body (`{ ids: [..] }`): a non-empty list of positive integers, or null. */
export function parseServiceIds(value: unknown): number[] | null {
  if (!Array.isArray(value) || value.length === 0 || value.length > ID_LIST_MAX) return null;
  const ids = value.map(wholeId);
  if (ids.some((v) => v === null)) return null;
  return [...new Set(ids as number[])];
}

/** The service's loaded collections: `collection_loaded` is a JSON list of service type ids held as text. */
export function loadedCollections(collectionLoaded: unknown): number[] {
  if (Array.isArray(collectionLoaded)) return collectionLoaded.map(Number).filter((n) => Number.isInteger(n));
  if (typeof collectionLoaded !== 'string' || collectionLoaded.trim() === '') return [];
  try {
    const v: unknown = JSON.parse(collectionLoaded);
    return Array.isArray(v) ? v.map(Number).filter((n) => Number.isInteger(n)) : [];
  } catch {
    return [];
  }
}

/** "Service user" (portal-core §3): the one whose type is 'admin', compared case-insensitively. */
export function findAdminUser<T extends { type: string }>(users: readonly T[]): T | undefined {
  return users.find((u) => typeof u.type === 'string' && u.type.toLowerCase() === 'admin');
}

/**
 * Documents a service sees (document-management §1): those attached to it, plus general documents of its
 * service type it is not excluded from, plus global webinars. Soft-deleted documents are never shown.
 */
export function documentVisibleTo(
  doc: {
    deleted_at?: string | null;
    services: { id: number }[];
    category: number;
    global_webinar: number;
    service_type_id: { id: number }[];
    excluded_services: string;
  },
  service: { id: number; service_type_id: number },
  /** The document's excluded service ids, when the caller has already parsed them (many services at once). */
  excluded: number[] = idList(doc.excluded_services) ?? [],
): boolean {
  if (doc.deleted_at) return false;
  if (doc.services.some((s) => s.id === service.id)) return true;
  if (doc.category !== CATEGORY.general) return false;
  if (excluded.includes(service.id)) return false;
  if (doc.global_webinar === 1) return true;
  return doc.service_type_id.some((t) => t.id === service.service_type_id);
}

/** The edit page's tabs: NQA1-7 by area; Reports holds reports (service_specific_type below 4) and FOM reports. */
export function inServiceTab(
  doc: { nqa_area_id: number[]; service_specific_type: number | null },
  tab: number,
): boolean {
  if (tab === REPORTS_TAB)
    return (
      doc.service_specific_type !== null &&
      (doc.service_specific_type < SERVICE_SPECIFIC_TYPE.riskAssessment ||
        doc.service_specific_type === SERVICE_SPECIFIC_TYPE.fomReport)
    );
  return doc.nqa_area_id.includes(tab);
}
