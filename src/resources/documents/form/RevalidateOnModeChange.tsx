import { useEffect, useRef } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';

/**
 * react-hook-form re-runs form-level validation after a submit only for the field that changed, so switching the
 * form's mode (document type, upload or generate, link or file) kept the previous mode's errors: after a failed
 * Upload submit, the Webinar's optional supporting file showed 'Please select file.'. Once the fields have been
 * checked, a change of mode checks them all again against the new mode's rules.
 */
export function RevalidateOnModeChange({ names }: { names: readonly string[] }) {
  const { trigger, formState } = useFormContext();
  const values = useWatch({ name: names as string[] });
  const key = JSON.stringify(values);
  const prev = useRef(key);
  const checked = formState.isSubmitted;
  useEffect(() => {
    if (prev.current === key) return;
    prev.current = key;
    if (checked) void trigger();
  }, [key, checked, trigger]);
  return null;
}
