import Box from '@mui/material/Box';
import { Form, SaveButton, SelectInput, TextInput, useRecordContext } from 'react-admin';
import type { Service } from '../../types.ts';
import { SERVICE_TYPES } from '../../shared/constants.ts';
import {
  SERVICE_REQUIRED_FIELDS,
  serviceCreateSchema,
  serviceUpdateSchema,
} from '../../shared/schemas/servicePayload.ts';
import { schemaResolver } from '../../components/schemaResolver.ts';
import { serviceTypeKey } from './ServiceTypeField.tsx';
import { ScopedWarnWhenUnsavedChanges } from '../../components/UnsavedChangesScope.tsx';

const createResolver = schemaResolver(serviceCreateSchema);
const updateResolver = schemaResolver(serviceUpdateSchema);
const typeChoices = SERVICE_TYPES.map((t) => ({ id: t.id, name: serviceTypeKey(t.id) }));

// the layout MUI's Grid gave, without its code on the service pages
const GRID_SX = { display: 'grid', gridTemplateColumns: 'repeat(12, minmax(0, 1fr))', columnGap: 2 } as const;
const span = (md: number) => ({ gridColumn: { xs: 'span 12', md: `span ${md}` } });
const HALF = span(6);
const THIRD = span(4);
const WHOLE = span(12);

// the primary email (account owner) is fixed once the service exists, so the update schema does not check it
export function ServiceDetailsForm() {
  const record = useRecordContext<Service>();
  const creating = !record?.id;
  const required = (f: string) =>
    (SERVICE_REQUIRED_FIELDS as readonly string[]).includes(f) && (f !== 'primary_email' || creating);
  return (
    <Form
      resolver={creating ? createResolver : updateResolver}
      warnWhenUnsavedChanges
      WarnWhenUnsavedChangesComponent={ScopedWarnWhenUnsavedChanges}
    >
      <Box sx={GRID_SX}>
        <Box sx={HALF}>
          <TextInput fullWidth source="name" label="app.services.fields.name" isRequired={required('name')} />
        </Box>
        <Box sx={HALF}>
          <SelectInput
            fullWidth
            source="service_type_id"
            label="app.services.fields.service_type_id"
            choices={typeChoices}
            isRequired={required('service_type_id')}
          />
        </Box>
        <Box sx={HALF}>
          <TextInput
            fullWidth
            source="primary_email"
            type="email"
            label="app.services.fields.primary_email"
            isRequired={required('primary_email')}
            disabled={!creating}
          />
        </Box>
        <Box sx={HALF}>
          <TextInput fullWidth source="website_link" label="app.services.fields.website_link" />
        </Box>
        <Box sx={HALF}>
          <TextInput fullWidth source="phone" label="app.services.fields.phone" />
        </Box>
        <Box sx={HALF}>
          <TextInput fullWidth source="address" label="app.services.fields.address" />
        </Box>
        <Box sx={THIRD}>
          <TextInput fullWidth source="city" label="app.services.fields.city" />
        </Box>
        <Box sx={THIRD}>
          <TextInput fullWidth source="state" label="app.services.fields.state" />
        </Box>
        <Box sx={THIRD}>
          <TextInput fullWidth source="postal" label="app.services.fields.postal" />
        </Box>
        <Box sx={WHOLE}>
          <TextInput fullWidth source="description" label="app.services.fields.description" multiline minRows={3} />
        </Box>
      </Box>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 1 }}>
        <SaveButton label={creating ? 'app.services.create' : 'app.services.update'} alwaysEnable />
      </Box>
    </Form>
  );
}
