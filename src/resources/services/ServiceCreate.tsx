import { useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { CreateBase, EditBase, Title, useTranslate } from 'react-admin';
import type { Id, Service } from '../../types.ts';
import { ServiceSections } from './ServiceSections.tsx';
import { SaveSuccessDialog } from './SaveSuccessDialog.tsx';

/**
 * /create-new-service: with no id the form creates ('CREATE SERVICE'); the first save keeps the new id, which
 * switches the same page to editing it ('UPDATE SERVICE') and unlocks branding, collections and documents.
 */
export default function ServiceCreate() {
  const translate = useTranslate();
  const [id, setId] = useState<Id | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  return (
    <Box sx={{ mt: 2, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Title title="app.services.create_heading" />
      <Typography variant="h5" component="h1">
        {translate('app.services.create_heading')}
      </Typography>
      {id === null ? (
        <CreateBase
          resource="services"
          redirect={false}
          record={{ service_type_id: 1 }}
          mutationOptions={{
            onSuccess: (data: Service) => {
              setId(data.id);
              setSaved('app.services.created');
            },
          }}
        >
          <ServiceSections />
        </CreateBase>
      ) : (
        <EditBase
          resource="services"
          id={id}
          redirect={false}
          mutationMode="pessimistic"
          mutationOptions={{ onSuccess: () => setSaved('app.services.updated') }}
        >
          <ServiceSections />
        </EditBase>
      )}
      <SaveSuccessDialog message={saved} onClose={() => setSaved(null)} />
    </Box>
  );
}
