import Button from '@mui/material/Button';
import { useFormState } from 'react-hook-form';
import { useTranslate } from 'react-admin';

/** Reads 'Please wait...' while the form is being sent (spec §2). */
export function SubmitButton({
  label = 'app.documentForms.save',
  disabledLabel,
}: {
  label?: string;
  disabledLabel?: string;
}) {
  const translate = useTranslate();
  const { isSubmitting } = useFormState();
  const disabled = isSubmitting || !!disabledLabel;
  return (
    <Button type="submit" variant="contained" disabled={disabled}>
      {translate(isSubmitting ? 'app.common.please_wait' : (disabledLabel ?? label))}
    </Button>
  );
}
