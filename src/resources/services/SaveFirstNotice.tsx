import Alert from '@mui/material/Alert';
import { useTranslate } from 'react-admin';

/** Branding, collections and documents need a saved service (portal-core §4). */
export function SaveFirstNotice() {
  const translate = useTranslate();
  return <Alert severity="info">{translate('app.services.save_first')}</Alert>;
}
