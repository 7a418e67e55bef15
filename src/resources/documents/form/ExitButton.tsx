import Button from '@mui/material/Button';
import { useFormContext } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useTranslate } from 'react-admin';

/** The person has said the changes go: the form drops them first, so the unsaved-changes warning does not ask. */
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
