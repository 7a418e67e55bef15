import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router-dom';
import { CreateBase, useTranslate } from 'react-admin';
import type { Service } from '../../types.ts';
import { UnsavedChangesScope } from '../../components/UnsavedChangesScope.tsx';
import { ServiceSections } from './ServiceSections.tsx';
import { SaveFirstNotice } from './SaveFirstNotice.tsx';
import { toServiceEdit } from './paths.ts';
import { ScreenTitle } from '../../components/ScreenTitle.tsx';

// the first save replaces this address with the service's own, so a reload or back keeps the service
export default function ServiceCreate() {
  const translate = useTranslate();
  const navigate = useNavigate();
  return (
    <UnsavedChangesScope>
      <Box sx={{ mt: 2, display: 'flex', flexDirection: 'column', gap: 2 }}>
        <ScreenTitle title="app.services.create_heading" />
        <Typography variant="h5" component="h1">
          {translate('app.services.create_heading')}
        </Typography>
        <CreateBase
          resource="services"
          redirect={false}
          record={{ service_type_id: 1 }}
          mutationOptions={{
            onSuccess: (data: Service) => {
              const to = toServiceEdit(data, 'app.services.created');
              navigate(to, { replace: true, state: to.state });
            },
          }}
        >
          {/* branding, collections and documents need a saved service */}
          <ServiceSections
            branding={<SaveFirstNotice />}
            collections={<SaveFirstNotice />}
            documents={<SaveFirstNotice />}
          />
        </CreateBase>
      </Box>
    </UnsavedChangesScope>
  );
}
