import { useEffect } from 'react';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { EditBase, Title, useEditContext, useNotify, useTranslate } from 'react-admin';
import type { NewsletterRecord } from '../../dataProvider/newsletters.ts';
import { NewsletterForm } from './NewsletterForm.tsx';
import { newsletterPaths, toNewsletterEdit, type NewsletterEditState } from './index.ts';

/** The stored newsletter as the form holds it: its file and thumbnail as FileInput values without a rawFile. */
function EditForm() {
  const { record } = useEditContext<NewsletterRecord>();
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

/**
 * /edit-newsletter: the newsletter arrives as route state; its id is also put in the address (?id=) so a reload
 * keeps working. Opened without a newsletter (or with an unknown one) it goes to /newsletter, as the spec says.
 */
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
          resource="newsletters"
          id={Number(id)}
          mutationMode="pessimistic"
          redirect={false}
          queryOptions={{ onError: () => navigate(newsletterPaths.list(), { replace: true }) }}
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
