import { useState } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { EditBase, Title, useEditContext, useTranslate } from 'react-admin';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import type { Service } from '../../types.ts';
import { RecordLoadError } from '../../components/RecordLoadError.tsx';
import { EditLoader } from '../../components/EditLoader.tsx';
import { UnsavedChangesScope } from '../../components/UnsavedChangesScope.tsx';
import { useDocumentTitle } from '../../components/useDocumentTitle.ts';
import { WRAP_ANYWHERE } from '../../components/wrapText.ts';
import { ServiceSections } from './ServiceSections.tsx';
import { BrandingSection } from './BrandingSection.tsx';
import { CollectionsSection } from './CollectionsSection.tsx';
import { ServiceDocumentsSection } from './ServiceDocumentsSection.tsx';
import { SaveSuccessDialog } from './SaveSuccessDialog.tsx';
import { ServiceDocumentList } from './ServiceDocumentList.tsx';
import { ViewAsServiceButton } from './ViewAsServiceButton.tsx';
import { ArchiveOrDeleteButton } from './ArchiveOrDeleteButton.tsx';
import { servicePaths, type ServiceEditState } from './paths.ts';

// on a phone a long name takes the whole row, the button going under it
const HEADING_SX = { flex: '1 1 20rem', ...WRAP_ANYWHERE } as const;

function EditView() {
  const translate = useTranslate();
  const { record, error, refetch } = useEditContext<Service>();
  const heading = record ? translate('app.services.edit_heading', { name: record.name }) : null;
  useDocumentTitle(heading);
  if (error)
    return (
      <RecordLoadError
        message="app.services.load_failed"
        error={error}
        backTo={servicePaths.list()}
        backLabel="app.services.back_to_list"
        onRetry={() => refetch()}
      />
    );
  if (!record) return null;
  return (
    <>
      <Title title={heading ?? ''} />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1" sx={HEADING_SX}>
          {heading}
          {record.is_archive && <Chip size="small" label={translate('app.services.archived_chip')} sx={{ ml: 1 }} />}
        </Typography>
        <ViewAsServiceButton />
      </Box>
      <Card>
        <CardContent>
          <ServiceDocumentList />
        </CardContent>
      </Card>
      <ServiceSections
        branding={<BrandingSection />}
        collections={<CollectionsSection />}
        documents={<ServiceDocumentsSection />}
      />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <ArchiveOrDeleteButton />
      </Box>
    </>
  );
}

// the id is also in the address, so a reload (which loses route state) still opens the service
export default function ServiceEdit() {
  const location = useLocation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const state = location.state as Partial<ServiceEditState> | null;
  const stateRecord = state?.service;
  const [saved, setSaved] = useState<string | null>(state?.saved ?? null);
  const id = Number(params.get('id') ?? stateRecord?.id);
  if (!Number.isInteger(id) || id < 1) return <Navigate to={servicePaths.list()} replace />;
  const closeSaved = () => {
    setSaved(null);
    // a reload keeps route state: the arrival message must not show again
    if (state?.saved) navigate(location, { replace: true, state: { service: stateRecord } });
  };
  return (
    <UnsavedChangesScope>
      <Box sx={{ mt: 2, display: 'flex', flexDirection: 'column', gap: 2 }}>
        <EditBase
          loading={<EditLoader />}
          key={id}
          resource="services"
          id={id}
          redirect={false}
          mutationMode="pessimistic"
          mutationOptions={{
            onSuccess: (data: Service) => {
              setSaved('app.services.updated');
              // a reload shows the route state's record until the service is re-read: keep it the saved one
              if (stateRecord) navigate(location, { replace: true, state: { service: data } });
            },
          }}
          // the page shows a failed load itself (RecordLoadError), not react-admin's notice and redirect
          queryOptions={{
            placeholderData: stateRecord?.id === id ? stateRecord : undefined,
            retry: false,
            onError: () => undefined,
          }}
        >
          <EditView />
        </EditBase>
        <SaveSuccessDialog message={saved} onClose={closeSaved} />
      </Box>
    </UnsavedChangesScope>
  );
}
