import Chip from '@mui/material/Chip';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { useTranslate } from 'react-admin';
import { useServiceNames } from '../../../components/useServicesCollection.ts';
import { SERVICE_TYPES } from '../../../shared/constants.ts';

export function FilterChips({
  collections,
  serviceIds,
  onView,
  onCollections,
  onServices,
}: {
  collections: number[];
  serviceIds: number[];
  onView: (collectionId: number) => void;
  onCollections: (ids: number[]) => void;
  onServices: (ids: number[]) => void;
}) {
  const translate = useTranslate();
  const serviceName = useServiceNames(serviceIds);
  return (
    <>
      {collections.map((id) => {
        const name = translate(`app.services.collections.${SERVICE_TYPES.find((t) => t.id === id)?.key}`);
        return (
          <Chip
            key={`collection-${id}`}
            label={name}
            icon={<VisibilityIcon />}
            aria-label={translate('app.documents.view_collection', { name })}
            onClick={() => onView(id)}
            onDelete={() => onCollections(collections.filter((x) => x !== id))}
          />
        );
      })}
      {serviceIds.map((id) => (
        <Chip
          key={id}
          label={serviceName(id) ?? String(id)}
          onDelete={() => onServices(serviceIds.filter((x) => x !== id))}
        />
      ))}
    </>
  );
}
