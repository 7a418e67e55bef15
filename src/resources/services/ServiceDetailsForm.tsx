import Grid from '@mui/material/Grid';
import Box from '@mui/material/Box';
import { Form, SaveButton, SelectInput, TextInput, useRecordContext } from 'react-admin';
import type { Service } from '../../types.ts';
import { SERVICE_TYPES } from '../../shared/constants.ts';
import { serviceRule } from './serviceRules.ts';
import { serviceTypeKey } from './ServiceTypeField.tsx';
import { ScopedWarnWhenUnsavedChanges } from '../../components/UnsavedChangesScope.tsx';

const typeChoices = SERVICE_TYPES.map((t) => ({ id: t.id, name: serviceTypeKey(t.id) }));

/**
 * 'Service details': the service form of portal-core §3. Saves through the surrounding CreateBase or EditBase, so
 * the server's field errors land under the matching inputs. The primary email (account owner) is fixed once the
 * service exists.
 */
export function ServiceDetailsForm() {
  const record = useRecordContext<Service>();
  const creating = !record?.id;
  const rule = (f: Parameters<typeof serviceRule>[0]) => [serviceRule(f, creating)];
  return (
    <Form warnWhenUnsavedChanges WarnWhenUnsavedChangesComponent={ScopedWarnWhenUnsavedChanges}>
      <Grid container columnSpacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <TextInput fullWidth source="name" label="app.services.fields.name" validate={rule('name')} />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <SelectInput
            fullWidth
            source="service_type_id"
            label="app.services.fields.service_type_id"
            choices={typeChoices}
            validate={rule('service_type_id')}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <TextInput
            fullWidth
            source="primary_email"
            type="email"
            label="app.services.fields.primary_email"
            validate={rule('primary_email')}
            disabled={!creating}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <TextInput
            fullWidth
            source="website_link"
            label="app.services.fields.website_link"
            validate={rule('website_link')}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <TextInput fullWidth source="phone" label="app.services.fields.phone" validate={rule('phone')} />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <TextInput fullWidth source="address" label="app.services.fields.address" validate={rule('address')} />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <TextInput fullWidth source="city" label="app.services.fields.city" validate={rule('city')} />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <TextInput fullWidth source="state" label="app.services.fields.state" validate={rule('state')} />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <TextInput fullWidth source="postal" label="app.services.fields.postal" validate={rule('postal')} />
        </Grid>
        <Grid size={12}>
          <TextInput
            fullWidth
            source="description"
            label="app.services.fields.description"
            multiline
            minRows={3}
            validate={rule('description')}
          />
        </Grid>
      </Grid>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 1 }}>
        <SaveButton label={creating ? 'app.services.create' : 'app.services.update'} alwaysEnable />
      </Box>
    </Form>
  );
}
