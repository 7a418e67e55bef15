/**
 * What the service forms send (portal-core §3 "Service form", "Branding"; §7 new-service, services-update,
 * save-branding), with catalogue keys as messages: each schema is a form's react-admin `resolver` and the fixture's
 * request check. The spec only fixes a few rules ("Other field rules for users and services: not shown"); ours are:
 * a name, a valid account-owner email and a service type 1-4 are required; the website, when given, is an http(s)
 * link; every text is at most TEXT_MAX_LENGTH characters; a brand colour is #rrggbb; a skin is '#000000' or
 * '#ffffff'. On update the account owner (primary_email) cannot change (portal-core §6), so it is not checked there.
 */
import { z } from './zod.ts';
import { SERVICE_TYPES, SKIN_DARK, SKIN_LIGHT } from '../constants.ts';
import { wholeId } from '../validation/common.ts';
import { RULE, blank, isEmail, isValidLink, optionalText, requiredText } from './rules.ts';

export const isServiceTypeId = (v: unknown): boolean => SERVICE_TYPES.some((t) => t.id === wholeId(v));
export const isBrandColor = (v: unknown): v is string => typeof v === 'string' && /^#[0-9a-f]{6}$/i.test(v);
export const isSkin = (v: unknown): v is typeof SKIN_DARK | typeof SKIN_LIGHT => v === SKIN_DARK || v === SKIN_LIGHT;

/** A value a person must give (`required` when blank) that then must pass `test` (`invalid` otherwise). */
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

/** The service form on /update-service and PUT /api/services-update/{id}. */
export const serviceUpdateSchema = z.object(serviceFields);
/** The service form on /create-new-service and POST /api/new-service: the account owner's email too. */
export const serviceCreateSchema = z.object({
  ...serviceFields,
  primary_email: requiredText().refine(isEmail, { error: RULE.email }),
});

/** Fields a person must fill in on create; the form shows the required marker for exactly these. */
export const SERVICE_REQUIRED_FIELDS = ['name', 'primary_email', 'service_type_id'] as const;

const brandColor = given(isBrandColor, RULE.color);

/** PUT /api/save-branding/{service_id}: the logo itself is checked as a JPEG by its bytes, on the server only. */
export const brandingPayloadSchema = z.object({
  brand_color: brandColor,
  skin: z.unknown().refine(isSkin, { error: RULE.invalid }),
  logo_name: optionalText,
});

/** The branding form ('Personalise your dashboard'): the logo picked, the brand colour and the dark-skin switch. */
export const brandingFormSchema = z.object({
  brand_color: brandColor.pipe(z.string()),
  dark_skin: z.boolean(),
  logo: z.object({ rawFile: z.instanceof(File).optional(), src: z.string().optional() }).nullish(),
});
export type BrandingFormValues = z.infer<typeof brandingFormSchema>;
