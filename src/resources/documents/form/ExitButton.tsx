import Button from '@mui/material/Button';
import { useFormContext } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useTranslate } from 'react-admin';

/**
 * 'EXIT WITHOUT SAVING': goes back. The person has said the changes go, so the form drops them first and the
 * unsaved-changes warning does not ask again.
 */
export function ExitButton() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { reset } = useFormContext();
  return (
    <Button
      variant="outlined"
      onClick={() => {
        reset();
        navigate(-1);
      }}
    >
      {translate('app.documentForms.exit')}
    </Button>
  );
}
