import { useState } from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { CreateBase, useTranslate } from 'react-admin';
import { NewsletterForm } from './NewsletterForm.tsx';
import { NewsletterList } from './NewsletterList.tsx';
import { isoDay } from '../../shared/clock.ts';
import { ScreenTitle } from '../../components/ScreenTitle.tsx';

// after a save the form starts afresh: a new key remounts it
export default function NewsletterPage() {
  const translate = useTranslate();
  const [saved, setSaved] = useState(false);
  const [formKey, setFormKey] = useState(0);
  return (
    <>
      <ScreenTitle title={translate('app.newsletters.upload_heading')} />
      <Typography variant="h5" component="h1" sx={{ mt: 2, mb: 2 }}>
        {translate('app.newsletters.upload_heading')}
      </Typography>
      <Card>
        <CreateBase
          key={formKey}
          resource="newsletters"
          redirect={false}
          mutationOptions={{
            onSuccess: () => {
              setSaved(true);
              setFormKey((k) => k + 1);
            },
          }}
        >
          <NewsletterForm record={{ date: isoDay(), notify_service: false }} />
        </CreateBase>
      </Card>
      <NewsletterList />
      <Dialog open={saved} onClose={() => setSaved(false)} aria-labelledby="newsletter-saved-title">
        <DialogTitle id="newsletter-saved-title">{translate('app.newsletters.saved_title')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{translate('app.newsletters.saved')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button variant="contained" onClick={() => setSaved(false)} autoFocus>
            {translate('app.common.ok')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
