import { useState } from 'react';
import { FileTypeSelect } from '../../../components/FileTypeSelect.tsx';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { useGetMany, useTranslate } from 'react-admin';
import type { DocumentSource } from '../../../dataProvider/documents.ts';
import type { Service } from '../../../types.ts';
import { SERVICE_TYPES } from '../../../shared/constants.ts';
import { ChooseServicesDialog } from '../../../components/ChooseServicesDialog.tsx';
import { CollectionViewerDialog } from '../../../components/CollectionViewerDialog.tsx';

/**
 * Filters (§4), mutually exclusive by kind: service chips, file types (1-6), collections (1-4). Choosing one
 * kind replaces the others; 'Clear all' goes back to every document. A chosen collection's chip opens the
 * collection viewer (§2 Dialogs).
 */
export function DocumentFilters({
  source,
  onChange,
}: {
  source: DocumentSource;
  onChange: (next: DocumentSource) => void;
}) {
  const translate = useTranslate();
  const [choosing, setChoosing] = useState(false);
  const [viewing, setViewing] = useState<number | null>(null);
  const serviceIds = source.kind === 'services' ? source.ids : [];
  const fileTypes = source.kind === 'file_types' ? source.ids : [];
  const collections = source.kind === 'collections' ? source.ids : [];
  const { data: services = [] } = useGetMany<Service>(
    'services',
    { ids: serviceIds },
    { enabled: serviceIds.length > 0 },
  );
  const set = (kind: 'services' | 'file_types' | 'collections', ids: number[]) =>
    onChange(ids.length ? { kind, ids } : { kind: 'all' });

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, py: 1 }}>
      <Button variant="outlined" onClick={() => setChoosing(true)}>
        {translate('app.documents.filter_services')}
      </Button>
      <FileTypeSelect
        label="app.documents.filter_file_type"
        value={fileTypes}
        onChange={(ids) => set('file_types', ids)}
        sx={{ minWidth: 180 }}
      />
      <ToggleButtonGroup
        size="small"
        value={collections}
        onChange={(_, v: number[]) => set('collections', v)}
        aria-label={translate('app.documents.filter_collections')}
      >
        {SERVICE_TYPES.map((t) => (
          <ToggleButton key={t.id} value={t.id} sx={{ textTransform: 'none' }}>
            {translate(`app.services.collections.${t.key}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {collections.map((id) => {
        const name = translate(`app.services.collections.${SERVICE_TYPES.find((t) => t.id === id)?.key}`);
        // A chosen collection's chip opens the collection viewer; its delete icon drops it from the filter.
        return (
          <Chip
            key={`collection-${id}`}
            label={name}
            icon={<VisibilityIcon />}
            aria-label={translate('app.documents.view_collection', { name })}
            onClick={() => setViewing(id)}
            onDelete={() =>
              set(
                'collections',
                collections.filter((x) => x !== id),
              )
            }
          />
        );
      })}
      {serviceIds.map((id) => (
        <Chip
          key={id}
          label={services.find((s) => s.id === id)?.name ?? String(id)}
          onDelete={() =>
            set(
              'services',
              serviceIds.filter((x) => x !== id),
            )
          }
        />
      ))}
      {source.kind !== 'all' && (
        <Button onClick={() => onChange({ kind: 'all' })}>{translate('app.common.clear_all')}</Button>
      )}
      <CollectionViewerDialog collectionId={viewing} onClose={() => setViewing(null)} />
      <ChooseServicesDialog
        open={choosing}
        value={serviceIds}
        onClose={() => setChoosing(false)}
        onDone={(ids) => {
          setChoosing(false);
          set('services', ids);
        }}
      />
    </Box>
  );
}
