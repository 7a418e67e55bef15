import { useEffect } from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import DeleteForeverIcon from '@mui/icons-material/DeleteForever';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { EditBase, SaveButton, Title, Toolbar, useNotify, useTranslate } from 'react-admin';
import type { UserRecord } from '../../dataProvider/users.ts';
import { UserForm } from './UserForm.tsx';
import { useUserActions } from './useUserActions.tsx';
import { toUserEdit, userPaths, type UserEditState } from './index.ts';

/**
 * /update-user: the user arrives as route state (portal-core §2); its id is also put in the address (?id=) so a
 * reload keeps working. Without either, back to the list. 'SAVE CHANGES TO USER' and 'PERMANENTLY DELETE USER'
 * (which in ours works: the same confirmation and OK/UNDO as the list, then back to the list).
 */
export default function UserEdit() {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const fromState = (location.state ?? null) as UserEditState | null;
  const id = params.get('id') ?? (fromState?.id != null ? String(fromState.id) : null);
  const actions = useUserActions({ onDeleted: () => navigate(userPaths.list()) });

  useEffect(() => {
    if (fromState?.id == null || params.get('id')) return;
    const to = toUserEdit(fromState);
    navigate(to, { replace: true, state: to.state });
  }, [fromState, params, navigate]);

  if (!id) return <Navigate to={userPaths.list()} replace />;

  return (
    <>
      <Title title={translate('app.users.edit_heading')} />
      <Typography variant="h5" component="h1" sx={{ mt: 2, mb: 2 }}>
        {translate('app.users.edit_heading')}
      </Typography>
      <Card>
        <EditBase<UserRecord>
          resource="users"
          id={Number(id)}
          mutationMode="pessimistic"
          redirect={false}
          queryOptions={{
            placeholderData: fromState && String(fromState.id) === id ? fromState : undefined,
            onError: () => {
              notify('app.users.not_found', { type: 'error' });
              navigate(userPaths.list(), { replace: true });
            },
          }}
          mutationOptions={{ onSuccess: () => notify('app.users.updated', { type: 'success' }) }}
        >
          <UserForm
            toolbar={
              <Toolbar sx={{ display: 'flex', justifyContent: 'space-between' }}>
                <SaveButton label="app.users.save" icon={<></>} />
                <Button
                  color="error"
                  startIcon={<DeleteForeverIcon />}
                  onClick={() => actions.remove([Number(id)])}
                  disabled={actions.busy}
                >
                  {translate('app.users.delete_permanently')}
                </Button>
              </Toolbar>
            }
          />
        </EditBase>
      </Card>
      {actions.dialogs}
    </>
  );
}
