import type { z } from './zod.ts';
import { NEWSLETTER_CATEGORIES } from '../constants.ts';
import { day, flag01, id, num, oneOf, orDefault, record, text } from './codecs.ts';

const size = orDefault(num, 0);

export const newsletterSchema = record({
  id,
  title: text,
  date: day,
  category: oneOf(NEWSLETTER_CATEGORIES),
  notify_service: flag01,
  document_name: text,
  document_url: text,
  type: text,
  size,
  label: text,
  thumbnail_label: text,
  thumbnail_type: text,
  thumbnail_size: size,
  thumbnail_url: text,
});

export type Newsletter = z.output<typeof newsletterSchema>;
export type NewsletterCategory = Newsletter['category'];
