import { ListLoadError } from './ListLoadError.tsx';
import type { ServiceNamesRead } from './useServicesCollection.ts';

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
