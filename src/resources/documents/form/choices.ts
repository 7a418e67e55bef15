import {
  DOCUMENT_TYPES,
  FOCUS_AUDIENCES,
  NQA_AREAS,
  SERVICE_SPECIFIC_TYPES,
  SERVICE_TYPES,
  STANDALONE_SERVICE_TYPE,
} from '../../../shared/constants.ts';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** Choice lists of the document forms, labelled from the catalogue (ids from src/shared/constants.ts). */
export function documentChoices(translate: Translate) {
  const t = (k: string, o?: Record<string, unknown>) => translate(`app.documentForms.${k}`, o);
  const audienceKeys = ['room_leader', 'educational_leader', 'nominated_supervisor'];
  return {
    areas: NQA_AREAS.map((n) => ({ id: n, name: t('nqa_area', { n }) })),
    documentTypes: DOCUMENT_TYPES.map((d) => ({ id: d.id, name: t(`document_types.${d.id}`) })),
    serviceTypes: [...SERVICE_TYPES.map((s) => s.id), STANDALONE_SERVICE_TYPE.id].map((id) => ({
      id,
      name: t(`service_types_choices.${id}`),
    })),
    uploadOrGenerate: [
      { id: 1, name: t('upload') },
      { id: 2, name: t('generate') },
    ],
    filters: SERVICE_SPECIFIC_TYPES.map((s) => ({ id: s.id, name: t(`filters.${s.id}`) })),
    audiences: FOCUS_AUDIENCES.map((a, i) => ({ id: a, name: t(`audiences.${audienceKeys[i]}`) })),
  };
}

/** Maps rule errors (`{ field: [message key] }`) onto the form's fields, as react-admin form-level errors. */
export function toFormErrors(
  rules: Record<string, string[]>,
  rename: Record<string, string> = {},
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [field, keys] of Object.entries(rules)) {
    const name = rename[field] ?? field;
    out[name] ??= `app.${keys[0]}`;
  }
  return out;
}

export const today = () => new Date().toISOString().slice(0, 10);
