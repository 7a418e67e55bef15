/**
 * Business constants of both spec documents: one home for ids, labels' message keys and page sizes,
 * shared by the UI, the data provider and the fixture. Labels themselves live in src/i18n/en.ts.
 */

export const SERVICE_TYPES = [
  { id: 1, key: 'long_day_care', label: 'Long Daycare' },
  { id: 2, key: 'family_day_care', label: 'Family Daycare' },
  { id: 3, key: 'pre_school', label: 'Pre-school' },
  { id: 4, key: 'oosh', label: 'OOSH' },
] as const;
export const STANDALONE_SERVICE_TYPE = { id: 5, label: 'Standalone NQA file' } as const;

export const COLLECTIONS = [
  { id: 1, label: 'Long daycare collection' },
  { id: 2, label: 'Family Daycare collection' },
  { id: 3, label: 'Pre-school collection' },
  { id: 4, label: 'OOSH collection' },
] as const;

export const NQA_AREAS = [1, 2, 3, 4, 5, 6, 7] as const;
export const REPORTS_TAB = 8;

export const DOCUMENT_TYPES = [
  { id: 1, label: 'Policy' },
  { id: 2, label: 'Procedure' },
  { id: 3, label: 'Webinar' },
  { id: 4, label: 'Training modules' },
  { id: 6, label: 'Feedback' },
  { id: 7, label: 'Miscellaneous' },
] as const;
export const WEBINAR_DOCUMENT_TYPES = [3, 4];

export const SERVICE_SPECIFIC_TYPES = [
  { id: 1, label: 'Report' },
  { id: 2, label: 'AP Report' },
  { id: 3, label: 'Mentor Report' },
  { id: 4, label: 'Risk Assessment' },
  { id: 5, label: 'NQA Document' },
  { id: 6, label: 'FOM Report' },
] as const;
export const RISK_ASSESSMENT_AREAS = [2, 3];

export const FILE_TYPES = [
  { id: 1, label: 'Generated' },
  { id: 2, label: 'Word' },
  { id: 3, label: 'Image' },
  { id: 4, label: 'Video' },
  { id: 5, label: 'Excel' },
  { id: 6, label: 'PDF' },
] as const;

export const NEWSLETTER_CATEGORIES = [
  { id: 'monthly_newsletter', label: 'Monthly Newsletters' },
  { id: 'el_newsletter', label: 'EL Newsletters' },
  { id: 'whs_bulletins', label: 'WHS Bulletins' },
  { id: 'wellbeing_magazines', label: 'Wellbeing Magazines' },
] as const;

export const FOCUS_AUDIENCES = ['Room leader', 'Educational leader FOM', 'Nominated supervisor'] as const;
export const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

export const PAGE_SIZE = {
  services: 8,
  newsletters: 8,
  documents: 10,
  collectionViewer: 8,
} as const;

export const TOAST_MS = 3000;
export const TEXT_MAX_LENGTH = 524288;
export const DEFAULT_BRAND_COLOR = '#000000';
export const SKIN_DARK = '#000000';
export const SKIN_LIGHT = '#ffffff';
export const USER_ROLES = ['member', 'admin'] as const;
export const THUMBNAIL_SIZE = { width: 400, height: 285 } as const;
/** Largest upload the fixture accepts (decoded bytes); the JSON body limit is a little above base64 of this. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/**
 * Query parameters of the hand-off between portals (portal-core §2 and §6): each encrypted value and the name of
 * its hash, then the counter. The one home of these names for the portal's encoder and decoder
 * (src/authProvider/handoff.ts); the demo receiving page (mock-api/public/view-portal-user-service/receive.js) is
 * plain browser script and repeats them, which src/authProvider/handoff.spec.ts checks.
 */
export const HANDOFF_HASH_PARAMS = { accessToken: 'tokenHash', auth: 'authHash', viewer: 'viewerHash' } as const;
export const HANDOFF_COUNTER_PARAM = 'counter';
/** The counter: 12 random letters and digits, to which the Hub's random-id helper may append a timestamp (§9). */
export const HANDOFF_COUNTER_LENGTH = 12;
export const HANDOFF_COUNTER_PATTERN = new RegExp(`^[A-Za-z0-9]{${HANDOFF_COUNTER_LENGTH}}[0-9]*$`);

export const STORAGE_KEYS = { token: 'qip_portal_token', selectedService: 'selectedService' } as const;

export function serviceTypeLabel(id: number): string {
  return SERVICE_TYPES.find((t) => t.id === id)?.label ?? (id === 5 ? STANDALONE_SERVICE_TYPE.label : '');
}

/** File size as the spec shows it: kB = size / 1000, rounded. */
export function sizeInKb(bytes: number): number {
  return Math.round(bytes / 1000);
}

/** Download file names: spaces become underscores. */
export function downloadFileName(name: string): string {
  return name.replace(/ /g, '_');
}
