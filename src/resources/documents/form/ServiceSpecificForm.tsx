import type { FieldValues } from 'react-hook-form';
import { useEffect, useRef, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import { useFormContext, useWatch } from 'react-hook-form';
import { CheckboxGroupInput, Form, RadioButtonGroupInput, useTranslate } from 'react-admin';
import { DocumentContentFields } from './DocumentContentFields.tsx';
import {
  serviceSpecificCreateFormSchema,
  serviceSpecificEditFormSchema,
} from '../../../shared/schemas/documentPayload.ts';
import { type ServiceSpecificFormValues } from '../../../dataProvider/documentForms.ts';
import { RISK_ASSESSMENT_AREAS, SERVICE_SPECIFIC_TYPE, isWebinarType } from '../../../shared/constants.ts';
import { documentChoices } from './choices.ts';
import { schemaResolver } from '../../../components/schemaResolver.ts';
import { ServicesPicker } from './ServicesPicker.tsx';
import { ScopedWarnWhenUnsavedChanges } from '../../../components/UnsavedChangesScope.tsx';
import { RevalidateOnModeChange } from './RevalidateOnModeChange.tsx';
import type { FileRemovalCheck } from './useStoredFileRemoval.ts';

const createResolver = schemaResolver(serviceSpecificCreateFormSchema);
const editResolver = schemaResolver(serviceSpecificEditFormSchema);

const t = (k: string) => `app.documentForms.${k}`;
const MODE_FIELDS = ['service_specific_type', 'upload_or_generate'] as const;

/** Spec §4: changing the filter clears NQA areas and document type. */
function FilterRule() {
  const { setValue } = useFormContext();
  const type = useWatch({ name: 'service_specific_type' }) as number | null;
  const prev = useRef(type);
  useEffect(() => {
    if (prev.current === type) return;
    prev.current = type;
    setValue('nqa_area_id', []);
    setValue('document_type_id', null);
  }, [type, setValue]);
  return null;
}

function ServiceSpecificFields({
  edit,
  validateFileRemoval,
}: {
  edit?: boolean;
  validateFileRemoval?: FileRemovalCheck;
}) {
  const translate = useTranslate();
  const c = documentChoices(translate);
  const type = Number(useWatch({ name: 'service_specific_type' }));
  const riskAssessment = type === SERVICE_SPECIFIC_TYPE.riskAssessment;
  const nqaDocument = type === SERVICE_SPECIFIC_TYPE.nqaDocument;
  const areas = riskAssessment ? c.areas.filter((a) => RISK_ASSESSMENT_AREAS.includes(a.id)) : c.areas;
  return (
    <>
      <FilterRule />
      <RevalidateOnModeChange names={MODE_FIELDS} />
      <RadioButtonGroupInput
        source="service_specific_type"
        label={t('filter')}
        choices={c.filters}
        translateChoice={false}
      />
      {(riskAssessment || nqaDocument) && (
        <CheckboxGroupInput source="nqa_area_id" label={t('nqa_areas')} choices={areas} translateChoice={false} />
      )}
      {nqaDocument && (
        <RadioButtonGroupInput
          source="document_type_id"
          label={t('document_type')}
          choices={c.documentTypes.filter((d) => !isWebinarType(d.id))}
          translateChoice={false}
        />
      )}
      <ServicesPicker
        label={t(edit ? 'service' : 'services_attach')}
        buttonLabel={edit ? 'app.documents.choose_service' : 'app.documentForms.choose_services'}
        single={edit}
      />
      <DocumentContentFields validateFileRemoval={validateFileRemoval} />
    </>
  );
}

/** Spec §2 tab, §4 Service-specific form, §5. */
export function ServiceSpecificForm({
  defaultValues,
  onSubmit,
  edit,
  actions,
  validateFileRemoval,
}: {
  defaultValues: ServiceSpecificFormValues;
  onSubmit: (values: ServiceSpecificFormValues) => Promise<Record<string, string> | undefined>;
  edit?: boolean;
  actions: ReactNode;
  validateFileRemoval?: FileRemovalCheck;
}) {
  return (
    <Form
      defaultValues={defaultValues}
      resolver={edit ? editResolver : createResolver}
      onSubmit={(values: FieldValues) => onSubmit(values as ServiceSpecificFormValues)}
      sanitizeEmptyValues={false}
      warnWhenUnsavedChanges
      WarnWhenUnsavedChangesComponent={ScopedWarnWhenUnsavedChanges}
    >
      <Box sx={{ p: 2, display: 'flex', flexDirection: 'column', alignItems: 'flex-start', maxWidth: 900 }}>
        <ServiceSpecificFields edit={edit} validateFileRemoval={validateFileRemoval} />
        <Box sx={{ display: 'flex', gap: 2, mt: 2 }}>{actions}</Box>
      </Box>
    </Form>
  );
}
