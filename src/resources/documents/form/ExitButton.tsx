import Button from '@mui/material/Button';
import { useNavigate } from 'react-router';
import { useTranslate } from 'react-admin';

/** 'EXIT WITHOUT SAVING': goes back. */
export function ExitButton() {
  const translate = useTranslate();
  const navigate = useNavigate();
  return (
    <Button variant="outlined" onClick={() => navigate(-1)}>
      {translate('app.documentForms.exit')}
    </Button>
  );
}
