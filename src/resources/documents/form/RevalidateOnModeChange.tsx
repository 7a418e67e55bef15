import { useEffect, useRef } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';

// After a submit, react-hook-form re-checks only the field that changed, so a new mode would keep the last mode's
// errors; once checked, a change of mode checks every field against the new mode's rules.
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
