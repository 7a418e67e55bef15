import Chip from '@mui/material/Chip';
import { useServiceNames } from '../../../components/useServicesCollection.ts';

/** The chosen services of a document as chips, each removable unless `onRemove` is absent (ServicesPicker). */
export default function ServiceChips({ ids, onRemove }: { ids: number[]; onRemove?: (id: number) => void }) {
  const name = useServiceNames(ids);
  return ids.map((id) => (
    <Chip key={id} label={name(id) ?? `#${id}`} onDelete={onRemove ? () => onRemove(id) : undefined} />
  ));
}
