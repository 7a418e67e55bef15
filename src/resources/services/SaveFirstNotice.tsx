import Alert from '@mui/material/Alert';
import { useTranslate } from 'react-admin';

export function SaveFirstNotice() {
  const translate = useTranslate();
  return <Alert severity="info">{translate('app.services.save_first')}</Alert>;
}
