import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { Navigate } from 'react-router';
import { Title, useDataProvider, useTranslate } from 'react-admin';
import type { PortalDataProvider } from '../../dataProvider/index.ts';
import { isWebinarType, type NqaFormValues } from '../../dataProvider/documentForms.ts';
import { NqaDocumentForm } from './form/NqaDocumentForm.tsx';
import { EditLoader } from './form/EditLoader.tsx';
import { EditSaveButton } from './form/EditSaveButton.tsx';
import { ExitButton } from './form/ExitButton.tsx';
import { nqaValuesOf } from './form/formValues.ts';
import { useUpdateSubmit } from './form/useUpdateSubmit.ts';
import { useEditedDocument } from './form/useEditedDocument.ts';

/** /edit-document: 'Edit an NQA Document' (spec §2). A save answered 200 succeeds; anything else is 'Error on updating'. */
export default function DocumentEdit() {
  const translate = useTranslate();
  const dp = useDataProvider<PortalDataProvider>();
  const { document, loading, missing } = useEditedDocument();
  if (missing) return <Navigate to="/nqa-documents" replace />;

  const submit = useUpdateSubmit((v: NqaFormValues) =>
    document ? (isWebinarType(v.document_type_id) ? dp.updateWebinar(document.id, v) : dp.updateDocument(document.id, v)) : undefined,
  );

  return (
    <>
      <Title title={translate('app.documents.edit_nqa_title')} />
      <Typography variant="h5" component="h1" sx={{ mt: 2, mb: 2 }}>
        {translate('app.documents.edit_nqa_title')}
      </Typography>
      <Card>
        {loading || !document ? (
          <EditLoader />
        ) : (
          <NqaDocumentForm
            key={document.id}
            edit
            defaultValues={nqaValuesOf(document)}
            onSubmit={submit}
            actions={
              <>
                <EditSaveButton />
                <ExitButton />
              </>
            }
          />
        )}
      </Card>
    </>
  );
}
