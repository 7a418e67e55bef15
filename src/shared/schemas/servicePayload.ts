// The spec fixes few rules ("Other field rules for users and services: not shown"): these are ours. On update the
// account owner cannot change (portal-core §6), so it is not checked there.
import { z } from './zod.ts';
import { SERVICE_TYPES, SKIN_DARK, SKIN_LIGHT } from '../constants.ts';
import { wholeId } from '../validation/common.ts';
import { RULE, blank, isEmail, isValidLink, optionalText, requiredText } from './rules.ts';

export const isServiceTypeId = (v: unknown): boolean => SERVICE_TYPES.some((t) => t.id === wholeId(v));
export const isBrandColor = (v: unknown): v is string => typeof v === 'string' && /^#[0-9a-f]{6}$/i.test(v);
export const isSkin = (v: unknown): v is typeof SKIN_DARK | typeof SKIN_LIGHT => v === SKIN_DARK || v === SKIN_LIGHT;

const given = (test: (v: unknown) => boolean, invalid: string = RULE.invalid) =>
  z
    .unknown()
    .refine((v) => !blank(v), { error: RULE.required, abort: true })
    .refine(test, { error: invalid });

const serviceFields = {
  name: requiredText(),
  website_link: optionalText.refine((v) => blank(v) || isValidLink(v), { error: RULE.link }),
  primary_email: optionalText,
  phone: optionalText,
  address: optionalText,
  city: optionalText,
  state: optionalText,
  postal: optionalText,
  description: optionalText,
  service_type_id: given(isServiceTypeId),
};

export const serviceUpdateSchema = z.object(serviceFields);
export const serviceCreateSchema = z.object({
  ...serviceFields,
  primary_email: requiredText().refine(isEmail, { error: RULE.email }),
});

export const SERVICE_REQUIRED_FIELDS = ['name', 'primary_email', 'service_type_id'] as const;

const brandColor = given(isBrandColor, RULE.color);

// the logo is checked as a JPEG by its bytes, on the server only
export const brandingPayloadSchema = z.object({
  brand_color: brandColor,
  skin: z.unknown().refine(isSkin, { error: RULE.invalid }),
  logo_name: optionalText,
});

export const brandingFormSchema = z.object({
  brand_color: brandColor.pipe(z.string()),
  dark_skin: z.boolean(),
  logo: z.object({ rawFile: z.instanceof(File).optional(), src: z.string().optional() }).nullish(),
});
export type BrandingFormValues = z.infer<typeof brandingFormSchema>;
