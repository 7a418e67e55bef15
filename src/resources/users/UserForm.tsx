import type { ReactElement } from 'react';
import Box from '@mui/material/Box';
import { BooleanInput, SelectInput, SimpleForm, TextInput, useTranslate } from 'react-admin';
import { USER_ROLES } from '../../shared/constants.ts';
import { USER_REQUIRED_FIELDS, userPayloadSchema } from '../../shared/schemas/userPayload.ts';
import { ServicesInput } from './ServicesInput.tsx';
import { schemaResolver } from '../../components/schemaResolver.ts';

const required = (f: string) => (USER_REQUIRED_FIELDS as readonly string[]).includes(f);
const resolver = schemaResolver(userPayloadSchema);

export function UserForm({ toolbar }: { toolbar: ReactElement }) {
  const translate = useTranslate();
  const roleChoices = USER_ROLES.map((r) => ({ id: r, name: translate(`app.users.role_${r}`) }));
  return (
    <SimpleForm resolver={resolver} toolbar={toolbar} sx={{ maxWidth: 720 }} warnWhenUnsavedChanges>
      <Box sx={{ display: 'flex', gap: 2, width: '100%', flexWrap: { xs: 'wrap', sm: 'nowrap' } }}>
        <TextInput source="first_name" label="app.users.first_name" isRequired={required('first_name')} fullWidth />
        <TextInput source="last_name" label="app.users.last_name" isRequired={required('last_name')} fullWidth />
      </Box>
      <TextInput source="email" type="email" label="app.users.email" isRequired={required('email')} fullWidth />
      <TextInput source="description" label="app.users.description" multiline minRows={3} fullWidth />
      <SelectInput source="user_type" label="app.users.role" choices={roleChoices} />
      <ServicesInput />
      <BooleanInput source="notify_email" label="app.users.notify" />
    </SimpleForm>
  );
}
