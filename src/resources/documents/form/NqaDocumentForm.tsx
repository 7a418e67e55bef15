import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { FieldValues } from 'react-hook-form';
import { useWatch } from 'react-hook-form';
import {
  BooleanInput,
  CheckboxGroupInput,
  DateInput,
  Form,
  RadioButtonGroupInput,
  TextInput,
  useTranslate,
} from 'react-admin';
import { DocumentContentFields } from './DocumentContentFields.tsx';
import { nqaFormSchema } from '../../../shared/schemas/documentPayload.ts';
import { type NqaFormValues } from '../../../dataProvider/documentForms.ts';
import { DOCUMENT_TYPE, STANDALONE_SERVICE_TYPE, isWebinarType } from '../../../shared/constants.ts';
import { documentChoices } from './choices.ts';
import { DocumentFileInput } from './DocumentFileInput.tsx';
import { schemaResolver } from '../../../components/schemaResolver.ts';
import { NqaRules } from './NqaRules.tsx';
import { RevalidateOnModeChange } from './RevalidateOnModeChange.tsx';
import { ServicesPicker } from './ServicesPicker.tsx';
import { ScopedWarnWhenUnsavedChanges } from '../../../components/UnsavedChangesScope.tsx';
import type { FileRemovalCheck } from './useStoredFileRemoval.ts';

const MODE_FIELDS = ['document_type_id', 'upload_or_generate', 'is_link', 'global_webinar'] as const;

const resolver = schemaResolver(nqaFormSchema);

const t = (k: string) => `app.documentForms.${k}`;

function NqaFields({ edit, validateFileRemoval }: { edit?: boolean; validateFileRemoval?: FileRemovalCheck }) {
  const translate = useTranslate();
  const c = documentChoices(translate);
  const docType = useWatch({ name: 'document_type_id' }) as number | null;
  const types = (useWatch({ name: 'service_type_id' }) as number[] | undefined) ?? [];
  const global = !!useWatch({ name: 'global_webinar' });
  const isLink = useWatch({ name: 'is_link' }) !== false;
  const webinar = isWebinarType(docType);
  const training = Number(docType) === DOCUMENT_TYPE.trainingModule;
  const standalone = types.includes(STANDALONE_SERVICE_TYPE.id);
  // spec §4: on edit, webinar and training types lock Policy and Procedure, and vice versa
  const typeChoices = edit
    ? c.documentTypes.map((d) => ({ ...d, disabled: isWebinarType(d.id) !== webinar }))
    : c.documentTypes;

  return (
    <>
      <NqaRules />
      <RevalidateOnModeChange names={MODE_FIELDS} />
      <CheckboxGroupInput source="nqa_area_id" label={t('nqa_areas')} choices={c.areas} translateChoice={false} />
      <RadioButtonGroupInput
        source="document_type_id"
        label={t('document_type')}
        choices={typeChoices}
        translateChoice={false}
      />
      <CheckboxGroupInput
        source="service_type_id"
        label={t('service_types')}
        choices={c.serviceTypes}
        translateChoice={false}
        disabled={webinar && global}
      />
      <ServicesPicker
        label={t(standalone ? 'services_attach' : 'services_exclude')}
        disabled={webinar && global}
        needsServiceType
      />
      {webinar ? (
        <>
          <BooleanInput source="global_webinar" label={t('global_webinar')} />
          {training && <BooleanInput source="is_link" label={t('is_link')} />}
          {isLink && <TextInput source="webinar_link" label={t('webinar_link')} fullWidth />}
          <TextInput source="webinar_title" label={t('webinar_title')} fullWidth />
          <TextInput source="webinar_description" label={t('webinar_description')} multiline minRows={3} fullWidth />
          <DateInput source="date" label={t('date')} />
          {training && !isLink && <TextInput source="file_title" label={t('file_title')} fullWidth />}
          <DocumentFileInput
            label={training && !isLink ? t('file') : t('supporting_file')}
            validateFileRemoval={validateFileRemoval}
          />
        </>
      ) : (
        <>
          <DocumentContentFields validateFileRemoval={validateFileRemoval} />
        </>
      )}
      <BooleanInput source="notify_service" label={t('notify')} />
    </>
  );
}

/** Spec §2 NQA document tab, §4 rules, §5 messages. */
export function NqaDocumentForm({
  defaultValues,
  onSubmit,
  edit,
  actions,
  title,
  validateFileRemoval,
}: {
  defaultValues: NqaFormValues;
  onSubmit: (values: NqaFormValues) => Promise<Record<string, string> | undefined>;
  edit?: boolean;
  actions: ReactNode;
  title?: ReactNode;
  validateFileRemoval?: FileRemovalCheck;
}) {
  return (
    <Form
      defaultValues={defaultValues}
      resolver={resolver}
      onSubmit={(values: FieldValues) => onSubmit(values as NqaFormValues)}
      sanitizeEmptyValues={false}
      warnWhenUnsavedChanges
      WarnWhenUnsavedChangesComponent={ScopedWarnWhenUnsavedChanges}
    >
      <Box sx={{ p: 2, display: 'flex', flexDirection: 'column', alignItems: 'flex-start', maxWidth: 900 }}>
        {title && <Typography variant="h6">{title}</Typography>}
        <NqaFields edit={edit} validateFileRemoval={validateFileRemoval} />
        <Box sx={{ display: 'flex', gap: 2, mt: 2 }}>{actions}</Box>
      </Box>
    </Form>
  );
}
