// portal-core §3; `key` names the catalogue entry and the collection counts' field
export const SERVICE_TYPE = { longDayCare: 1, familyDayCare: 2, preSchool: 3, oosh: 4, standalone: 5 } as const;
export const SERVICE_TYPES = [
  { id: SERVICE_TYPE.longDayCare, key: 'long_day_care' },
  { id: SERVICE_TYPE.familyDayCare, key: 'family_day_care' },
  { id: SERVICE_TYPE.preSchool, key: 'pre_school' },
  { id: SERVICE_TYPE.oosh, key: 'oosh' },
] as const;
// 'Standalone NQA file' (document-management §5) is a document type, never a service's type
export const STANDALONE_SERVICE_TYPE = { id: SERVICE_TYPE.standalone, key: 'standalone' } as const;

export const COLLECTIONS = SERVICE_TYPES;

export const NQA_AREAS = [1, 2, 3, 4, 5, 6, 7] as const;
export const REPORTS_TAB = 8;

// document-management §3: 2 in lists, 3 sent when creating a service-specific document
export const CATEGORY = { general: 1, serviceSpecific: 2, serviceSpecificCreate: 3 } as const;
export const isServiceSpecificCategory = (category: unknown): boolean =>
  Number(category) === CATEGORY.serviceSpecific || Number(category) === CATEGORY.serviceSpecificCreate;

export const UPLOAD_OR_GENERATE = { upload: 1, generate: 2 } as const;
export const isGenerated = (uploadOrGenerate: unknown): boolean =>
  Number(uploadOrGenerate) === UPLOAD_OR_GENERATE.generate;

export const DOCUMENT_TYPE = {
  policy: 1,
  procedure: 2,
  webinar: 3,
  trainingModule: 4,
  feedback: 6,
  miscellaneous: 7,
} as const;
export const DOCUMENT_TYPES = Object.values(DOCUMENT_TYPE);
export const WEBINAR_DOCUMENT_TYPES: readonly number[] = [DOCUMENT_TYPE.webinar, DOCUMENT_TYPE.trainingModule];
export const isWebinarType = (type: unknown): boolean =>
  type !== null && type !== undefined && WEBINAR_DOCUMENT_TYPES.includes(Number(type));
export const NQA_DOCUMENT_TYPES: readonly number[] = DOCUMENT_TYPES.filter((t) => !isWebinarType(t));

export const SERVICE_SPECIFIC_TYPE = {
  report: 1,
  apReport: 2,
  mentorReport: 3,
  riskAssessment: 4,
  nqaDocument: 5,
  fomReport: 6,
} as const;
export const SERVICE_SPECIFIC_TYPES = Object.values(SERVICE_SPECIFIC_TYPE);
export const RISK_ASSESSMENT_AREAS: readonly number[] = [2, 3];

export const FILE_TYPE = { generated: 1, word: 2, image: 3, video: 4, excel: 5, pdf: 6 } as const;
export const FILE_TYPES = Object.values(FILE_TYPE);

export const NEWSLETTER_CATEGORIES = [
  'monthly_newsletter',
  'el_newsletter',
  'whs_bulletins',
  'wellbeing_magazines',
] as const;

export const FOCUS_AUDIENCES = ['Room leader', 'Educational leader FOM', 'Nominated supervisor'] as const;
export const FOCUS_AUDIENCE_KEYS = ['room_leader', 'educational_leader', 'nominated_supervisor'] as const;
export const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

export const PAGE_SIZE = {
  services: 8,
  newsletters: 8,
  documents: 10,
  collectionViewer: 8,
} as const;

export const TOAST_MS = 3000;
export const TEXT_MAX_LENGTH = 524288;
export const ID_LIST_MAX = 10000;
export const DEFAULT_BRAND_COLOR = '#000000';
export const SKIN_DARK = '#000000';
export const SKIN_LIGHT = '#ffffff';
export const USER_ROLES = ['member', 'admin'] as const;
export const THUMBNAIL_SIZE = { width: 400, height: 285 } as const;

// the demo receiving page (mock-api/public/) repeats these names; handoff.spec.ts checks it does
export const HANDOFF_HASH_PARAMS = { accessToken: 'tokenHash', auth: 'authHash', viewer: 'viewerHash' } as const;
export const HANDOFF_COUNTER_PARAM = 'counter';
export const HANDOFF_COUNTER_LENGTH = 12;
export const HANDOFF_COUNTER_PATTERN = new RegExp(`^[A-Za-z0-9]{${HANDOFF_COUNTER_LENGTH}}[0-9]*$`);

export const STORAGE_KEYS = {
  token: 'qip_portal_token',
  selectedService: 'selectedService',
  documentsCount: 'documentsCount',
} as const;

export function serviceTypeKey(id: number): string {
  return id === STANDALONE_SERVICE_TYPE.id || SERVICE_TYPES.some((t) => t.id === id)
    ? `app.documentForms.service_types_choices.${id}`
    : '';
}

export function sizeInKb(bytes: number): number {
  return Math.round(bytes / 1000);
}

export function downloadFileName(name: string): string {
  return name.replace(/ /g, '_');
}
