import {
  DOCUMENT_TYPES,
  FOCUS_AUDIENCE_KEYS,
  FOCUS_AUDIENCES,
  NQA_AREAS,
  SERVICE_SPECIFIC_TYPES,
  SERVICE_TYPES,
  STANDALONE_SERVICE_TYPE,
  UPLOAD_OR_GENERATE,
} from '../../../shared/constants.ts';

type Translate = (key: string, options?: Record<string, unknown>) => string;

export function documentChoices(translate: Translate) {
  const t = (k: string, o?: Record<string, unknown>) => translate(`app.documentForms.${k}`, o);
  return {
    areas: NQA_AREAS.map((n) => ({ id: n, name: t('nqa_area', { n }) })),
    documentTypes: DOCUMENT_TYPES.map((d) => ({ id: d, name: t(`document_types.${d}`) })),
    serviceTypes: [...SERVICE_TYPES.map((s) => s.id), STANDALONE_SERVICE_TYPE.id].map((id) => ({
      id,
      name: t(`service_types_choices.${id}`),
    })),
    uploadOrGenerate: [
      { id: UPLOAD_OR_GENERATE.upload, name: t('upload') },
      { id: UPLOAD_OR_GENERATE.generate, name: t('generate') },
    ],
    filters: SERVICE_SPECIFIC_TYPES.map((s) => ({ id: s, name: t(`filters.${s}`) })),
    audiences: FOCUS_AUDIENCES.map((a, i) => ({ id: a, name: t(`audiences.${FOCUS_AUDIENCE_KEYS[i]}`) })),
  };
}
