import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { Navigate, useNavigate } from 'react-router';
import { Title, useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { PortalDataProvider } from '../../dataProvider/index.ts';
import type { ServiceSpecificFormValues } from '../../dataProvider/documentForms.ts';
import { TOAST_MS } from '../../shared/constants.ts';
import { ServiceSpecificForm } from './form/ServiceSpecificForm.tsx';
import { EditLoader } from './form/EditLoader.tsx';
import { SubmitButton } from './form/SubmitButton.tsx';
import { ExitButton } from './form/ExitButton.tsx';
import { serviceSpecificValuesOf } from './form/formValues.ts';
import { serverErrors } from './form/serverErrors.ts';
import { useEditedDocument } from './form/useEditedDocument.ts';

/**
 * /edit-service-document: 'Edit a Service-specific Document' with exactly one service ('CHOOSE SERVICE').
 * Only changed title, version, date or content are sent (spec §4). Opening without a document goes to /nqa-documents.
 */
export default function ServiceDocumentEdit() {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const dp = useDataProvider<PortalDataProvider>();
  const { document, loading, missing } = useEditedDocument();
  if (missing) return <Navigate to="/nqa-documents" replace />;
  const original = document ? serviceSpecificValuesOf(document) : null;

  const submit = async (v: ServiceSpecificFormValues) => {
    if (!document || !original) return undefined;
    try {
      await dp.updateServiceSpecific(document.id, v, original);
      notify('app.documentForms.updated', { type: 'success', autoHideDuration: TOAST_MS });
      navigate('/nqa-documents');
      return undefined;
    } catch (e) {
      notify('app.documentForms.error_updating', { type: 'error', autoHideDuration: TOAST_MS });
      return serverErrors(e, () => undefined);
    }
  };

  return (
    <>
      <Title title={translate('app.documents.edit_service_title')} />
      <Typography variant="h5" component="h1" sx={{ mt: 2, mb: 2 }}>
        {translate('app.documents.edit_service_title')}
      </Typography>
      <Card>
        {loading || !document || !original ? (
          <EditLoader />
        ) : (
          <ServiceSpecificForm
            key={document.id}
            edit
            defaultValues={original}
            onSubmit={submit}
            actions={
              <>
                {/* the file is optional when editing a service-specific document (spec §5) */}
                <SubmitButton label="app.documentForms.update" />
                <ExitButton />
              </>
            }
          />
        )}
      </Card>
    </>
  );
}
