import Chip from '@mui/material/Chip';
import { useGetMany } from 'react-admin';

/** The chosen services of a document as chips, each removable unless `onRemove` is absent (ServicesPicker). */
export default function ServiceChips({ ids, onRemove }: { ids: number[]; onRemove?: (id: number) => void }) {
  const { data = [] } = useGetMany('services', { ids }, { enabled: ids.length > 0 });
  return ids.map((id) => (
    <Chip
      key={id}
      label={data.find((s) => s.id === id)?.name ?? `#${id}`}
      onDelete={onRemove ? () => onRemove(id) : undefined}
    />
  ));
}
