import { useEffect } from 'react';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { EditBase, Title, useEditContext, useNotify, useTranslate } from 'react-admin';
import type { NewsletterRecord } from '../../dataProvider/newsletters.ts';
import { RecordLoadError } from '../../components/RecordLoadError.tsx';
import { EditLoader } from '../../components/EditLoader.tsx';
import { useDocumentTitle } from '../../components/useDocumentTitle.ts';
import { NewsletterForm } from './NewsletterForm.tsx';
import { newsletterPaths, toNewsletterEdit, type NewsletterEditState } from './paths.ts';

function EditForm() {
  const translate = useTranslate();
  const { record, error, refetch } = useEditContext<NewsletterRecord>();
  useDocumentTitle(record ? translate('app.newsletters.edit_title', { title: record.title }) : null);
  if (error)
    return (
      <RecordLoadError
        message="app.newsletters.load_failed"
        error={error}
        backTo={newsletterPaths.list()}
        backLabel="app.newsletters.back_to_list"
        onRetry={() => refetch()}
      />
    );
  if (!record) return null;
  return (
    <NewsletterForm
      record={{
        ...record,
        file: { src: record.document_url, title: record.document_name },
        thumbnail: { src: record.thumbnail_url, title: record.thumbnail_label },
      }}
    />
  );
}

// the id is also put in the address, so a reload (which loses route state) keeps working
export default function NewsletterEdit() {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const fromState = (location.state ?? null) as NewsletterEditState | null;
  const id = params.get('id') ?? (fromState?.id != null ? String(fromState.id) : null);

  useEffect(() => {
    if (fromState?.id == null || params.get('id')) return;
    const to = toNewsletterEdit(fromState);
    navigate(to, { replace: true, state: to.state });
  }, [fromState, params, navigate]);

  if (!id) return <Navigate to={newsletterPaths.list()} replace />;
  return (
    <>
      <Title title={translate('app.newsletters.edit_heading')} />
      <Typography variant="h5" component="h1" sx={{ mt: 2, mb: 2 }}>
        {translate('app.newsletters.edit_heading')}
      </Typography>
      <Card>
        <EditBase<NewsletterRecord>
          loading={<EditLoader />}
          key={id}
          resource="newsletters"
          id={Number(id)}
          mutationMode="pessimistic"
          redirect={false}
          // the page shows a failed load itself (RecordLoadError), not react-admin's notice and redirect
          queryOptions={{ retry: false, onError: () => undefined }}
          mutationOptions={{
            onSuccess: () => {
              notify('app.newsletters.updated', { type: 'success' });
              navigate(newsletterPaths.list());
            },
          }}
        >
          <EditForm />
        </EditBase>
      </Card>
    </>
  );
}
