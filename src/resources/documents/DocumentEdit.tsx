import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { useDataProvider, useTranslate } from 'react-admin';
import type { PortalDataProvider } from '../../dataProvider/index.ts';
import { editedAudienceOf, type NqaFormValues } from '../../dataProvider/documentForms.ts';
import { isWebinarType } from '../../shared/constants.ts';
import { NqaDocumentForm } from './form/NqaDocumentForm.tsx';
import { EditLoader } from '../../components/EditLoader.tsx';
import { DocumentLoadError, MissingDocument } from './form/MissingDocument.tsx';
import { EditSaveButton } from './form/EditSaveButton.tsx';
import { ExitButton } from './form/ExitButton.tsx';
import { nqaValuesOf } from './form/formValues.ts';
import { useUpdateSubmit } from './form/useUpdateSubmit.ts';
import { useEditedDocument } from './form/useEditedDocument.ts';
import { useStoredFileRemoval } from './form/useStoredFileRemoval.ts';
import { UploadProgress, useUploadProgress } from '../../components/UploadProgress.tsx';
import { ServiceNamesFrom } from '../../components/useServicesCollection.ts';
import { ScreenTitle } from '../../components/ScreenTitle.tsx';

/** 'Edit an NQA Document' (spec §2). */
export default function DocumentEdit() {
  const translate = useTranslate();
  const dp = useDataProvider<PortalDataProvider>();
  const { document, loading, missing, error, retry } = useEditedDocument();
  const id = document?.id;
  const upload = useUploadProgress();
  // spec §4: an edit keeps the document's kind, so its file goes by that kind's call
  const webinar = isWebinarType(document?.document_type_id);
  const fileRemoval = useStoredFileRemoval(
    id ? () => (webinar ? dp.deleteWebinarFile(id) : dp.deleteDocumentFile(id)) : undefined,
    webinar ? 'app.documents.webinar_file_deleted' : undefined,
  );
  // the document's links to services travel with every edit, so saving never unlinks it
  const submit = useUpdateSubmit(
    (v: NqaFormValues) =>
      document
        ? isWebinarType(v.document_type_id)
          ? dp.updateWebinar(document.id, v, editedAudienceOf(document), upload.onUploadProgress)
          : dp.updateDocument(document.id, v, editedAudienceOf(document), upload.onUploadProgress)
        : undefined,
    upload.done,
    fileRemoval.sendRemoval,
  );
  if (error) return <DocumentLoadError error={error} onRetry={retry} />;
  if (missing) return <MissingDocument />;

  return (
    <>
      <ScreenTitle title={translate('app.documents.edit_nqa_title')} />
      <Typography variant="h5" component="h1" sx={{ mt: 2, mb: 2 }}>
        {translate('app.documents.edit_nqa_title')}
      </Typography>
      <Card>
        {loading || !document ? (
          <EditLoader />
        ) : (
          <ServiceNamesFrom services={document.services}>
            <NqaDocumentForm
              key={document.id}
              edit
              defaultValues={nqaValuesOf(document)}
              onSubmit={submit}
              validateFileRemoval={fileRemoval.validateFileRemoval}
              actions={
                <>
                  <EditSaveButton />
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
