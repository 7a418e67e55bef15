import { useEffect, useRef } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { STANDALONE_SERVICE_TYPE, isWebinarType } from '../../../shared/constants.ts';

const SA = STANDALONE_SERVICE_TYPE.id;

/** Spec §4: Standalone NQA file excludes the other service types, and a switch either way clears the services. */
export function NqaRules() {
  const { setValue } = useFormContext();
  const types = useWatch({ name: 'service_type_id' }) as number[] | undefined;
  const docType = useWatch({ name: 'document_type_id' }) as number | null;
  const prevTypes = useRef<number[] | undefined>(types);

  useEffect(() => {
    const prev = prevTypes.current ?? [];
    const next = types ?? [];
    prevTypes.current = next;
    const added = next.filter((t) => !prev.includes(t));
    if (added.length === 0) return;
    const opts = { shouldDirty: true, shouldValidate: false };
    if (added.includes(SA) && next.length > 1) {
      setValue('service_type_id', [SA], opts);
      setValue('services', [], opts);
    } else if (added.includes(SA)) {
      setValue('services', [], opts);
    } else if (prev.includes(SA)) {
      setValue(
        'service_type_id',
        next.filter((t) => t !== SA),
        opts,
      );
      setValue('services', [], opts);
    }
  }, [types, setValue]);

  useEffect(() => {
    if (!isWebinarType(docType)) setValue('global_webinar', false);
  }, [docType, setValue]);

  return null;
}
