import { CATEGORY, ID_LIST_MAX, REPORTS_TAB, SERVICE_SPECIFIC_TYPE } from '../constants.ts';
import { idList, wholeId } from './common.ts';

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

export function parseServiceIds(value: unknown): number[] | null {
  if (!Array.isArray(value) || value.length === 0 || value.length > ID_LIST_MAX) return null;
  const ids = value.map(wholeId);
  if (ids.some((v) => v === null)) return null;
  return [...new Set(ids as number[])];
}

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

export function findAdminUser<T extends { type: string }>(users: readonly T[]): T | undefined {
  return users.find((u) => typeof u.type === 'string' && u.type.toLowerCase() === 'admin');
}

// document-management §1: its own, general ones of its type it is not excluded from, and global webinars
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
  excluded: number[] = idList(doc.excluded_services) ?? [],
): boolean {
  if (doc.deleted_at) return false;
  if (doc.services.some((s) => s.id === service.id)) return true;
  if (doc.category !== CATEGORY.general) return false;
  if (excluded.includes(service.id)) return false;
  if (doc.global_webinar === 1) return true;
  return doc.service_type_id.some((t) => t.id === service.service_type_id);
}

// Reports holds reports (service_specific_type below 4) and FOM reports
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
