import { z } from './zod.ts';
import { DEFAULT_BRAND_COLOR, SKIN_DARK, SKIN_LIGHT } from '../constants.ts';
import { bool, flag01, id, idList, idOrNull, num, optional, orDefault, record, text, textOrNull } from './codecs.ts';

const serviceTypeId = z.preprocess((v) => (typeof v === 'string' ? Number(v) : v), z.literal([1, 2, 3, 4]));

// `collection_loaded` comes as a JSON list or its text; the UI gets the text
export const serviceSchema = record({
  id,
  name: text,
  has_qip: flag01,
  has_portal: flag01,
  admin_name: text,
  website_link: text,
  primary_email: text,
  postal: text,
  phone: text,
  address: text,
  city: text,
  state: text,
  description: text,
  logo_name: textOrNull,
  logo_url: textOrNull,
  service_type_id: serviceTypeId,
  brand_color: text.transform((c) => c || DEFAULT_BRAND_COLOR),
  is_archive: bool,
  // portal-core §9: dark skin unless the service's skin is white
  skin: text.transform((s): '#000000' | '#ffffff' => (s.toLowerCase() === SKIN_LIGHT ? SKIN_LIGHT : SKIN_DARK)),
  collection_loaded: idList.transform((ids) => JSON.stringify(ids)),
});

export const serviceWithDocumentCountSchema = record({ id, service_name: text, document_count: num });
export const serviceListEntrySchema = record({ service_id: id, service_name: text });
export const linkableServiceSchema = record({ id, name: text });

const count = orDefault(num, 0);
export const collectionCountsSchema = record({
  long_day_care: count,
  family_day_care: count,
  pre_school: count,
  oosh: count,
});

// `type` 'admin' (any case) is the service's admin user
export const serviceUserSchema = record({
  id,
  center_id: idOrNull,
  name: text,
  email: text,
  type: text,
});

export const idsAnswerSchema = record({ ids: optional(idList), id: optional(id) });

export type ServiceAnswer = z.output<typeof serviceSchema>;
export type ServiceWithDocumentCount = z.output<typeof serviceWithDocumentCountSchema>;
export type ServiceListEntry = z.output<typeof serviceListEntrySchema>;
export type LinkableService = z.output<typeof linkableServiceSchema>;
export type CollectionCounts = z.output<typeof collectionCountsSchema>;
export type ServiceUser = z.output<typeof serviceUserSchema>;
