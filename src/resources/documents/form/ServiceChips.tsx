import Chip from '@mui/material/Chip';
import { useServiceNamesRead } from '../../../components/useServicesCollection.ts';
import { ServiceNamesError } from '../../../components/ServiceNamesError.tsx';

export default function ServiceChips({ ids, onRemove }: { ids: number[]; onRemove?: (id: number) => void }) {
  const names = useServiceNamesRead(ids);
  return (
    <>
      {ids.map((id) => (
        <Chip key={id} label={names.label(id)} onDelete={onRemove ? () => onRemove(id) : undefined} />
      ))}
      <ServiceNamesError names={names} />
    </>
  );
}
