import { useEffect, type ReactElement } from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import DeleteForeverIcon from '@mui/icons-material/DeleteForever';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { EditBase, SaveButton, Title, Toolbar, useEditContext, useNotify, useTranslate } from 'react-admin';
import type { UserRecord } from '../../dataProvider/users.ts';
import { RecordLoadError } from '../../components/RecordLoadError.tsx';
import { EditLoader } from '../../components/EditLoader.tsx';
import { useDocumentTitle } from '../../components/useDocumentTitle.ts';
import { UserForm } from './UserForm.tsx';
import { useUserActions } from './useUserActions.tsx';
import { toUserEdit, userPaths, type UserEditState } from './paths.ts';

function EditView({ toolbar }: { toolbar: ReactElement }) {
  const translate = useTranslate();
  const { record, error, refetch } = useEditContext<UserRecord>();
  const name = record ? `${record.first_name ?? ''} ${record.last_name ?? ''}`.trim() || record.email : '';
  useDocumentTitle(name ? translate('app.users.edit_title', { name }) : null);
  if (error)
    return (
      <RecordLoadError
        message="app.users.load_failed"
        error={error}
        backTo={userPaths.list()}
        backLabel="app.users.back_to_list"
        onRetry={() => refetch()}
      />
    );
  if (!record) return null;
  return <UserForm toolbar={toolbar} />;
}

// the id is also put in the address, so a reload (which loses route state) keeps working
export default function UserEdit() {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const fromState = (location.state ?? null) as UserEditState | null;
  const id = params.get('id') ?? (fromState?.id != null ? String(fromState.id) : null);
  const { actions, dialogs } = useUserActions({ onDeleted: () => navigate(userPaths.list()) });

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
          loading={<EditLoader />}
          resource="users"
          id={Number(id)}
          mutationMode="pessimistic"
          redirect={false}
          queryOptions={{
            placeholderData: fromState && String(fromState.id) === id ? fromState : undefined,
            // the page shows a failed load itself (RecordLoadError), not react-admin's notice and redirect
            onError: () => undefined,
          }}
          mutationOptions={{ onSuccess: () => notify('app.users.updated', { type: 'success' }) }}
        >
          <EditView
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
      {dialogs}
    </>
  );
}
