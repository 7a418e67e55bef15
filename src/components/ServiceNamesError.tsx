import { ListLoadError } from './ListLoadError.tsx';
import type { ServiceNamesRead } from './useServicesCollection.ts';

/** A failed read of the services' names, beside the chips that needed them: the reason and Retry. */
export function ServiceNamesError({ names }: { names: ServiceNamesRead }) {
  if (!names.error) return null;
  return (
    <ListLoadError
      error={names.error}
      hasRows={false}
      message="app.common.service_names_failed"
      onRetry={names.retry}
      retrying={names.retrying}
    />
  );
}
