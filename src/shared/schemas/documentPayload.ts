// The document rules (document-management §5, §9): each form's schema is its `resolver`, and the fixture checks its
// writes with the same rules, its body completed with the stored document and renamed to the forms' field names.
import { z } from './zod.ts';
import {
  DOCUMENT_TYPE,
  NQA_AREAS,
  NQA_DOCUMENT_TYPES,
  RISK_ASSESSMENT_AREAS,
  SERVICE_SPECIFIC_TYPE,
  SERVICE_SPECIFIC_TYPES,
  SERVICE_TYPES,
  STANDALONE_SERVICE_TYPE,
  UPLOAD_OR_GENERATE,
  isGenerated,
  isWebinarType,
} from '../constants.ts';
import { idList } from '../validation/common.ts';
import { RULE, blank, blankRichText, isIsoDate, isValidLink, issue } from './rules.ts';

export const DOCUMENT_RULE = {
  nqa: 'app.documents.validation.nqa_required',
  type: 'app.documents.validation.type_required',
  serviceType: 'app.documents.validation.service_type_required',
  file: 'app.documents.validation.file_required',
  services: 'app.documents.validation.services_required',
  documentRequired: 'app.documents.validation.document_required',
  filter: 'app.documents.validation.filter_required',
  ssType: 'app.documents.validation.service_specific_type_required',
  service: 'app.documents.validation.service_required',
  nqaBang: 'app.documents.validation.nqa_bang',
  nqas: 'app.documents.validation.nqas_required',
  typeBang: 'app.documents.validation.type_bang',
} as const;

// no check aborts: that would stop the object's conditional rules, and one submit shows every message
const given = (requiredKey: string, missing: (v: unknown) => boolean, test: (v: unknown) => boolean) =>
  z
    .unknown()
    .refine((v) => !missing(v), { error: requiredKey })
    .refine((v) => missing(v) || test(v), { error: RULE.invalid });

const ids = (v: unknown) => idList(v) ?? [];

const chosenIds = (requiredKey: string, allowed: readonly number[]) =>
  given(
    requiredKey,
    (v) => ids(v).length === 0,
    (v) => ids(v).every((a) => allowed.includes(a)),
  );

const chosenType = (requiredKey: string, allowed: (t: number) => boolean) =>
  given(
    requiredKey,
    (v) => blank(v) || !Number.isInteger(Number(v)),
    (v) => allowed(Number(v)),
  );

const filled = (key: string) => z.unknown().refine((v) => !blank(v), { error: key });

const day = (requiredKey: string) =>
  z
    .unknown()
    .refine((v) => !blank(v), { error: requiredKey })
    .refine((v) => blank(v) || isIsoDate(v), { error: RULE.date });

const serviceTypes = chosenIds(DOCUMENT_RULE.serviceType, [
  ...SERVICE_TYPES.map((t) => t.id),
  STANDALONE_SERVICE_TYPE.id,
]);
const areas = chosenIds(DOCUMENT_RULE.nqa, NQA_AREAS);
const optional = z.unknown().optional();
const MODES: readonly number[] = [UPLOAD_OR_GENERATE.upload, UPLOAD_OR_GENERATE.generate];

function standaloneNeedsServices(v: { service_type_id?: unknown; services?: unknown }, ctx: z.RefinementCtx) {
  if (ids(v.service_type_id).includes(STANDALONE_SERVICE_TYPE.id) && ids(v.services).length === 0)
    issue(ctx, 'services', DOCUMENT_RULE.services);
}

export const nqaDocumentSchema = z
  .object({
    upload_or_generate: z.unknown().refine((v) => MODES.includes(Number(v)), { error: RULE.invalid }),
    nqa_area_id: areas,
    document_type_id: chosenType(DOCUMENT_RULE.type, (t) => NQA_DOCUMENT_TYPES.includes(t)),
    service_type_id: serviceTypes,
    services: optional,
    file: optional,
    content: optional,
    file_title: filled(RULE.required),
    file_version: filled(RULE.required),
    date: day(RULE.required),
  })
  .superRefine((v, ctx) => {
    standaloneNeedsServices(v, ctx);
    if (isGenerated(v.upload_or_generate)) {
      if (blankRichText(v.content)) issue(ctx, 'content', RULE.requiredNoPeriod);
    } else if (!v.file) issue(ctx, 'file', DOCUMENT_RULE.file);
  });

export const webinarSchema = z
  .object({
    nqa_area_id: areas,
    document_type_id: chosenType(DOCUMENT_RULE.type, isWebinarType),
    service_type_id: optional,
    services: optional,
    global_webinar: optional,
    is_link: optional,
    webinar_link: optional,
    webinar_title: filled(RULE.required),
    file_title: optional,
    file: optional,
    date: day(RULE.required),
  })
  .superRefine((v, ctx) => {
    // a global webinar goes to every service: no service type to choose
    if (!(v.global_webinar === true || Number(v.global_webinar) === 1)) {
      const types = serviceTypes.safeParse(v.service_type_id);
      if (!types.success) issue(ctx, 'service_type_id', types.error.issues[0]!.message);
      standaloneNeedsServices(v, ctx);
    }
    const training = Number(v.document_type_id) === DOCUMENT_TYPE.trainingModule;
    if (!training || v.is_link !== false) {
      if (blank(v.webinar_link)) issue(ctx, 'webinar_link', DOCUMENT_RULE.documentRequired);
      else if (!isValidLink(v.webinar_link)) issue(ctx, 'webinar_link', RULE.link);
    } else {
      if (!v.file) issue(ctx, 'file', DOCUMENT_RULE.file);
      if (blank(v.file_title)) issue(ctx, 'file_title', RULE.required);
    }
  });

const reportTypes: readonly number[] = [SERVICE_SPECIFIC_TYPE.report, SERVICE_SPECIFIC_TYPE.apReport];

// a file is needed to create an uploaded one, not to edit it
const serviceSpecificSchema = (editing: boolean, missingType: string) =>
  z
    .object({
      service_specific_type: chosenType(missingType, (t) => (SERVICE_SPECIFIC_TYPES as readonly number[]).includes(t)),
      services: z.unknown().refine((v) => ids(v).length > 0, { error: DOCUMENT_RULE.service }),
      upload_or_generate: optional,
      content: optional,
      file: optional,
      nqa_area_id: optional,
      document_type_id: optional,
      file_title: optional,
      file_version: optional,
      date: day(RULE.requiredBang),
    })
    .superRefine((v, ctx) => {
      if (isGenerated(v.upload_or_generate)) {
        if (blankRichText(v.content)) issue(ctx, 'content', RULE.requiredNoPeriod);
      } else if (!editing && !v.file) issue(ctx, 'file', DOCUMENT_RULE.file);
      const type = Number(v.service_specific_type);
      const chosen = ids(v.nqa_area_id);
      if (type === SERVICE_SPECIFIC_TYPE.riskAssessment) {
        if (chosen.length === 0) issue(ctx, 'nqa_area_id', DOCUMENT_RULE.nqaBang);
        else if (chosen.some((a) => !RISK_ASSESSMENT_AREAS.includes(a))) issue(ctx, 'nqa_area_id', RULE.invalid);
      } else if (blank(v.file_title)) issue(ctx, 'file_title', RULE.requiredBang);
      if (type === SERVICE_SPECIFIC_TYPE.nqaDocument) {
        if (chosen.length === 0) issue(ctx, 'nqa_area_id', DOCUMENT_RULE.nqas);
        else if (chosen.some((a) => !(NQA_AREAS as readonly number[]).includes(a)))
          issue(ctx, 'nqa_area_id', RULE.invalid);
        if (blank(v.document_type_id)) issue(ctx, 'document_type_id', DOCUMENT_RULE.typeBang);
      }
      if (reportTypes.includes(type) && blank(v.file_version)) issue(ctx, 'file_version', RULE.requiredBang);
    });

export const serviceSpecificCreateSchema = serviceSpecificSchema(false, DOCUMENT_RULE.ssType);
export const serviceSpecificUpdateSchema = serviceSpecificSchema(true, DOCUMENT_RULE.ssType);
// a month that has its entry already may change only its details
export const focusSchema = (months: readonly string[], years: readonly string[], hasEntry = false) => {
  const oneOf = (list: readonly string[]) => given(RULE.required, blank, (v) => list.includes(String(v)));
  return z
    .object({
      year: oneOf(years),
      month: oneOf(months),
      monthly_focus: filled(RULE.required),
      date: day(RULE.required),
      file_title: optional,
      file: optional,
    })
    .superRefine((v, ctx) => {
      if (hasEntry && !v.file && blank(v.file_title)) return;
      if (blank(v.file_title)) issue(ctx, 'file_title', RULE.required);
      if (!v.file) issue(ctx, 'file', RULE.required);
    });
};

const held = <T>() => z.custom<T>();
type UploadValue = { rawFile?: File; src?: string; title?: string };

const contentValues = {
  upload_or_generate: held<1 | 2>(),
  file: held<UploadValue | null>().optional(),
  content: held<string | null>().optional(),
  file_title: held<string>().optional(),
  file_version: held<string>().optional(),
  date: held<string | null>().optional(),
  description: held<string>().optional(),
};

const checkedBy = <T extends z.ZodType<Record<string, unknown>>>(values: T, rulesOf: (v: z.infer<T>) => z.ZodType) =>
  values.superRefine((v, ctx) => {
    for (const i of rulesOf(v).safeParse(v).error?.issues ?? [])
      ctx.addIssue({ code: 'custom', path: i.path, message: i.message });
  });

const nqaFormValues = z.object({
  ...contentValues,
  nqa_area_id: held<number[]>(),
  document_type_id: held<number | null>(),
  service_type_id: held<number[]>(),
  services: held<number[]>(),
  notify_service: held<boolean>().optional(),
  webinar_link: held<string>().optional(),
  webinar_title: held<string>().optional(),
  webinar_description: held<string>().optional(),
  global_webinar: held<boolean>().optional(),
  is_link: held<boolean>().optional(),
});

// the type picks the schema: a union would answer with the issues of whichever option failed first
export const nqaFormSchema = checkedBy(nqaFormValues, (v) =>
  isWebinarType(v.document_type_id) ? webinarSchema : nqaDocumentSchema,
);

const serviceSpecificFormValues = z.object({
  ...contentValues,
  filter: held<number | null>(),
  service_specific_type: held<number | null>(),
  nqa_area_id: held<number[]>(),
  document_type_id: held<number | null>(),
  services: held<number[]>(),
});
export const serviceSpecificCreateFormSchema = checkedBy(serviceSpecificFormValues, () =>
  serviceSpecificSchema(false, DOCUMENT_RULE.filter),
);
export const serviceSpecificEditFormSchema = checkedBy(serviceSpecificFormValues, () =>
  serviceSpecificSchema(true, DOCUMENT_RULE.filter),
);

const focusFormValues = z.object({
  year: held<string>(),
  month: held<string>(),
  monthly_focus: held<string>().optional(),
  monthly_focus_description: held<string>().optional(),
  file_title: held<string>().optional(),
  date: held<string | null>().optional(),
  audience: held<string>().optional(),
  file_description: held<string>().optional(),
  file: held<UploadValue | null>().optional(),
});
export const focusFormSchema = (months: readonly string[], years: readonly string[], hasEntry: boolean) =>
  checkedBy(focusFormValues, () => focusSchema(months, years, hasEntry));

export type DocumentContentValues = z.infer<z.ZodObject<typeof contentValues>>;
export type NqaFormValues = z.infer<typeof nqaFormValues>;
export type ServiceSpecificFormValues = z.infer<typeof serviceSpecificFormValues>;
export type FocusFormValues = z.infer<typeof focusFormValues>;
