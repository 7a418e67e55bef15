import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { useDataProvider, useTranslate } from 'react-admin';
import type { PortalDataProvider } from '../../dataProvider/index.ts';
import type { ServiceSpecificFormValues } from '../../dataProvider/documentForms.ts';
import { ServiceSpecificForm } from './form/ServiceSpecificForm.tsx';
import { EditLoader } from '../../components/EditLoader.tsx';
import { DocumentLoadError, MissingDocument } from './form/MissingDocument.tsx';
import { SubmitButton } from './form/SubmitButton.tsx';
import { ExitButton } from './form/ExitButton.tsx';
import { serviceSpecificValuesOf } from './form/formValues.ts';
import { useUpdateSubmit } from './form/useUpdateSubmit.ts';
import { useEditedDocument } from './form/useEditedDocument.ts';
import { useStoredFileRemoval } from './form/useStoredFileRemoval.ts';
import { UploadProgress, useUploadProgress } from '../../components/UploadProgress.tsx';
import { ServiceNamesFrom } from '../../components/useServicesCollection.ts';
import { ScreenTitle } from '../../components/ScreenTitle.tsx';

/** Spec §4: only a changed title, version, date or content is sent. */
export default function ServiceDocumentEdit() {
  const translate = useTranslate();
  const dp = useDataProvider<PortalDataProvider>();
  const { document, loading, missing, error, retry } = useEditedDocument();
  const original = document ? serviceSpecificValuesOf(document) : null;
  const id = document?.id;
  const upload = useUploadProgress();
  const fileRemoval = useStoredFileRemoval(id ? () => dp.deleteServiceDocumentFile(id) : undefined);
  const submit = useUpdateSubmit(
    (v: ServiceSpecificFormValues) =>
      document && original ? dp.updateServiceSpecific(document.id, v, original, upload.onUploadProgress) : undefined,
    upload.done,
    fileRemoval.sendRemoval,
  );
  if (error) return <DocumentLoadError error={error} onRetry={retry} />;
  if (missing) return <MissingDocument />;

  return (
    <>
      <ScreenTitle title={translate('app.documents.edit_service_title')} />
      <Typography variant="h5" component="h1" sx={{ mt: 2, mb: 2 }}>
        {translate('app.documents.edit_service_title')}
      </Typography>
      <Card>
        {loading || !document || !original ? (
          <EditLoader />
        ) : (
          <ServiceNamesFrom services={document.services}>
            <ServiceSpecificForm
              key={document.id}
              edit
              defaultValues={original}
              onSubmit={submit}
              validateFileRemoval={fileRemoval.validateFileRemoval}
              actions={
                <>
                  {/* the file is optional when editing a service-specific document (spec §5) */}
                  <SubmitButton label="app.documentForms.update" />
                  <ExitButton />
                  <UploadProgress percent={upload.percent} />
                </>
              }
            />
          </ServiceNamesFrom>
        )}
      </Card>
    </>
  );
}
