import Chip from '@mui/material/Chip';
import { useTranslate } from 'react-admin';
import { useServiceNamesRead } from '../../../components/useServicesCollection.ts';
import { ListLoadError } from '../../../components/ListLoadError.tsx';

/** The chosen services of a document as chips, each removable unless `onRemove` is absent (ServicesPicker). */
export default function ServiceChips({ ids, onRemove }: { ids: number[]; onRemove?: (id: number) => void }) {
  const translate = useTranslate();
  const names = useServiceNamesRead(ids);
  const label = (id: number) => names.name(id) ?? (names.pending ? translate('app.common.loading') : `#${id}`);
  return (
    <>
      {ids.map((id) => (
        <Chip key={id} label={label(id)} onDelete={onRemove ? () => onRemove(id) : undefined} />
      ))}
      {names.error && (
        <ListLoadError
          error={names.error}
          hasRows={false}
          message="app.common.service_names_failed"
          onRetry={names.retry}
          retrying={names.retrying}
        />
      )}
    </>
  );
}
