/**
 * What the newsletter forms send (portal-core §3 Newsletter, §7 newsletter-save and newsletter-update), with
 * catalogue keys as messages: the form's react-admin `resolver` and the fixture's request checks. The forms name
 * the two uploads `file` and `thumbnail`; NEWSLETTER_FORM_FIELD maps the API's field names onto them. Whether the
 * bytes really are a PDF or an image is judged by the fixture (it sniffs them); the forms' pickers and their drop
 * zones only take the right kinds of file (NEWSLETTER_UPLOAD_KIND).
 */
import { z } from './zod.ts';
import { NEWSLETTER_CATEGORIES } from '../constants.ts';
import type { FileKind } from '../uploads.ts';
import { RULE, blank, isIsoDate, requiredText } from './rules.ts';

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

/** Required on create and on edit (a stored file and thumbnail count as there until removed). */
export const NEWSLETTER_REQUIRED_FIELDS = ['title', 'category', 'file', 'thumbnail'] as const;

const present = z.unknown().refine((v) => !blank(v), { error: RULE.required });

const newsletterFields = {
  title: requiredText(),
  category: z.preprocess(
    (v) => (blank(v) ? undefined : v),
    z.enum(NEWSLETTER_CATEGORIES, { error: (i) => (i.input === undefined ? RULE.required : RULE.invalid) }),
  ),
  // Date added defaults to today when left empty; when given it must be a real day.
  date: z.unknown().refine((v) => blank(v) || isIsoDate(v), { error: RULE.date }),
  notify_service: z.literal([0, 1, true, false, '0', '1'], { error: RULE.invalid }).nullish(),
};

/** POST /api/newsletter-save: the PDF and its thumbnail must come with a new newsletter. */
export const newsletterSaveSchema = z.object({
  ...newsletterFields,
  base64_image: present,
  thumbnail_base64: present,
});
/** POST /api/newsletter-update: a file or thumbnail left out keeps the stored one. */
export const newsletterUpdateSchema = z.object(newsletterFields);

/** The upload and edit form: the uploads as react-admin FileInput values (a stored one or a new pick). */
export const newsletterFormSchema = z.object({ ...newsletterFields, file: present, thumbnail: present });

export const toNotifyFlag = (v: unknown): 0 | 1 => (v === true || v === 1 || v === '1' ? 1 : 0);
