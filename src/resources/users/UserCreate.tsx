import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router-dom';
import { CreateBase, SaveButton, Toolbar, useNotify, useTranslate } from 'react-admin';
import { DEFAULT_USER_ROLE } from '../../shared/validation/users.ts';

import { UserForm } from './UserForm.tsx';
import { userPaths } from './paths.ts';
import { ScreenTitle } from '../../components/ScreenTitle.tsx';

// notifications off by default (portal-core §9)
export default function UserCreate() {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  return (
    <>
      <ScreenTitle title={translate('app.users.create_heading')} />
      <Typography variant="h5" component="h1" sx={{ mt: 2, mb: 2 }}>
        {translate('app.users.create_heading')}
      </Typography>
      <Card>
        <CreateBase
          resource="users"
          record={{ user_type: DEFAULT_USER_ROLE, notify_email: false, services: [], description: '' }}
          redirect={false}
          mutationOptions={{
            onSuccess: () => {
              notify('app.users.created', { type: 'success' });
              navigate(userPaths.list());
            },
          }}
        >
          <UserForm
            toolbar={
              <Toolbar>
                {/* enabled on the empty form too: a click shows what is required under each field */}
                <SaveButton label="app.users.create" icon={<></>} alwaysEnable />
              </Toolbar>
            }
          />
        </CreateBase>
      </Card>
    </>
  );
}
