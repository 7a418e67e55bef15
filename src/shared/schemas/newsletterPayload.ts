// whether the bytes really are a PDF or an image is judged by the fixture, which sniffs them
import { z } from './zod.ts';
import { NEWSLETTER_CATEGORIES } from '../constants.ts';
import type { FileKind } from '../uploads.ts';
import { RULE, blank, isIsoDate, requiredText } from './rules.ts';

export const NEWSLETTER_UPLOAD_KIND = { file: 'pdf', thumbnail: 'image' } as const satisfies Record<
  'file' | 'thumbnail',
  FileKind
>;

export const NEWSLETTER_FORM_FIELD: Record<string, string> = {
  base64_image: 'file',
  thumbnail_base64: 'thumbnail',
};

export const NEWSLETTER_REQUIRED_FIELDS = ['title', 'category', 'file', 'thumbnail'] as const;

const present = z.unknown().refine((v) => !blank(v), { error: RULE.required });

const newsletterFields = {
  title: requiredText(),
  category: z.preprocess(
    (v) => (blank(v) ? undefined : v),
    z.enum(NEWSLETTER_CATEGORIES, { error: (i) => (i.input === undefined ? RULE.required : RULE.invalid) }),
  ),
  date: z.unknown().refine((v) => blank(v) || isIsoDate(v), { error: RULE.date }),
  notify_service: z.literal([0, 1, true, false, '0', '1'], { error: RULE.invalid }).nullish(),
};

export const newsletterSaveSchema = z.object({
  ...newsletterFields,
  base64_image: present,
  thumbnail_base64: present,
});
// a file or thumbnail left out keeps the stored one
export const newsletterUpdateSchema = z.object(newsletterFields);

export const newsletterFormSchema = z.object({ ...newsletterFields, file: present, thumbnail: present });

export const toNotifyFlag = (v: unknown): 0 | 1 => (v === true || v === 1 || v === '1' ? 1 : 0);
