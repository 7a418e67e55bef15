import { useState } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { EditBase, Title, useEditContext, useTranslate } from 'react-admin';
import { Navigate, useLocation, useSearchParams } from 'react-router-dom';
import type { Service } from '../../types.ts';
import { ServiceSections } from './ServiceSections.tsx';
import { SaveSuccessDialog } from './SaveSuccessDialog.tsx';
import { ServiceDocumentList } from './ServiceDocumentList.tsx';
import { ViewAsServiceButton } from './ViewAsServiceButton.tsx';
import { ArchiveOrDeleteButton } from './ArchiveOrDeleteButton.tsx';
import { servicePaths, type ServiceEditState } from './index.ts';

function EditView() {
  const translate = useTranslate();
  const { record, isPending, error } = useEditContext<Service>();
  if (error) return <Navigate to={servicePaths.list()} replace />;
  if (isPending || !record) return <CircularProgress sx={{ m: 4 }} aria-label={translate('app.common.loading')} />;
  const heading = translate('app.services.edit_heading', { name: record.name });
  return (
    <>
      <Title title={heading} />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1" sx={{ flex: 1 }}>
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
      <ServiceSections />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <ArchiveOrDeleteButton />
      </Box>
    </>
  );
}

/**
 * /update-service: the service comes as route state from the list; the id is also in the address (?id=), so a
 * reload (which loses route state) still opens it. With neither, or an unknown id, it returns to /services.
 */
export default function ServiceEdit() {
  const location = useLocation();
  const [params] = useSearchParams();
  const [saved, setSaved] = useState<string | null>(null);
  const stateRecord = (location.state as Partial<ServiceEditState> | null)?.record;
  const id = Number(params.get('id') ?? stateRecord?.id);
  if (!Number.isInteger(id) || id < 1) return <Navigate to={servicePaths.list()} replace />;
  return (
    <Box sx={{ mt: 2, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <EditBase
        key={id}
        resource="services"
        id={id}
        redirect={false}
        mutationMode="pessimistic"
        mutationOptions={{ onSuccess: () => setSaved('app.services.updated') }}
        queryOptions={{ placeholderData: stateRecord?.id === id ? stateRecord : undefined, retry: false }}
      >
        <EditView />
      </EditBase>
      <SaveSuccessDialog message={saved} onClose={() => setSaved(null)} />
    </Box>
  );
}
