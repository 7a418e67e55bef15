/**
 * Newsletter rules shared by the upload/edit forms and the fixture back end (portal-core §5, §9), written once.
 * Errors are `{ api field: [message key] }` (keys under `app` in src/i18n/en.ts). The forms name the two
 * uploads `file` and `thumbnail`; NEWSLETTER_FORM_FIELD maps the API's field names onto them.
 * Whether the bytes really are a PDF or an image is judged by the fixture (it sniffs them); the forms' pickers
 * and their drop zones only take the right kinds of file (NEWSLETTER_UPLOAD_KIND).
 */
import { NEWSLETTER_CATEGORIES, TEXT_MAX_LENGTH } from '../constants.ts';
import { type RuleErrors, add, blank, isIsoDate } from './common.ts';
import type { FileKind } from '../uploads.ts';
export type { RuleErrors } from './common.ts';

export const NEWSLETTER_RULE_KEYS = {
  required: 'validation.required',
  invalid: 'validation.invalid_value',
  date: 'validation.invalid_date',
  maxLength: 'validation.max_length',
} as const;

/** What each upload must be; the kinds' types and size limit are the shared upload rule (src/shared/uploads.ts). */
export const NEWSLETTER_UPLOAD_KIND = { file: 'pdf', thumbnail: 'image' } as const satisfies Record<
  'file' | 'thumbnail',
  FileKind
>;

/** API field -> form field, for the server's field errors. */
export const NEWSLETTER_FORM_FIELD: Record<string, string> = {
  base64_image: 'file',
  thumbnail_base64: 'thumbnail',
};

/** Required on create (title, category, file, thumbnail); on edit title and category, plus a file and thumbnail present. */
export const NEWSLETTER_REQUIRED_FIELDS = ['title', 'category', 'file', 'thumbnail'] as const;

export interface NewsletterInput {
  title?: unknown;
  category?: unknown;
  date?: unknown;
  notify_service?: unknown;
  /** A PDF is attached (a new upload, or on edit the stored one). */
  hasFile: boolean;
  hasThumbnail: boolean;
}

export const isNewsletterCategory = (v: unknown) => (NEWSLETTER_CATEGORIES as readonly unknown[]).includes(v);

export function validateNewsletter(input: NewsletterInput): RuleErrors {
  const e: RuleErrors = {};
  if (blank(input.title)) add(e, 'title', NEWSLETTER_RULE_KEYS.required);
  else if (typeof input.title !== 'string') add(e, 'title', NEWSLETTER_RULE_KEYS.invalid);
  else if (input.title.length > TEXT_MAX_LENGTH) add(e, 'title', NEWSLETTER_RULE_KEYS.maxLength);
  if (blank(input.category)) add(e, 'category', NEWSLETTER_RULE_KEYS.required);
  else if (!isNewsletterCategory(input.category)) add(e, 'category', NEWSLETTER_RULE_KEYS.invalid);
  // Date added defaults to today when left empty; when given it must be a real day.
  if (!blank(input.date) && !isIsoDate(input.date)) add(e, 'date', NEWSLETTER_RULE_KEYS.date);
  const n = input.notify_service;
  if (n !== undefined && n !== null && ![0, 1, true, false, '0', '1'].includes(n as never))
    add(e, 'notify_service', NEWSLETTER_RULE_KEYS.invalid);
  if (!input.hasFile) add(e, 'base64_image', NEWSLETTER_RULE_KEYS.required);
  if (!input.hasThumbnail) add(e, 'thumbnail_base64', NEWSLETTER_RULE_KEYS.required);
  return e;
}

export const toNotifyFlag = (v: unknown): 0 | 1 => (v === true || v === 1 || v === '1' ? 1 : 0);
