import { memo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import { FileTypeSelect } from '../../../components/FileTypeSelect.tsx';
import { documentSourceOf, dueOf, idsOf, type DocumentsFilter } from '../../../dataProvider/documentsList.ts';
import type { PortalDataProvider } from '../../../dataProvider/index.ts';
import { DOCUMENT_TYPES, SERVICE_TYPES } from '../../../shared/constants.ts';
import { ChooseServicesAhead, ChooseServicesDialog, CollectionViewerDialog } from '../../../components/lazyDialogs.ts';
import { ListSearchBox } from '../../../components/ListSearchBox.tsx';
import { IdMultiSelect } from '../../../components/IdMultiSelect.tsx';
import { lazyComponent } from '../../../loading/lazyScreen.ts';
import { config } from '../../../config.ts';
import { REVIEW_WINDOWS, type ReviewWindow } from '../../../shared/review.ts';
import { documentsListQuery } from './documentsQuery.ts';

const DOCUMENT_TYPE_CHOICES = DOCUMENT_TYPES.map((id) => ({ id, name: `app.documentForms.document_types.${id}` }));
const SERVICE_TYPE_CHOICES = SERVICE_TYPES.map((t) => ({
  id: t.id,
  name: `app.documentForms.service_types_choices.${t.id}`,
}));
const BAR_SX = { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, py: 1 } as const;
const FILE_TYPE_SX = { minWidth: 180 } as const;
const TOGGLE_SX = { textTransform: 'none' } as const;
const SEARCH_SX = { mt: 1, maxWidth: 480 } as const;
// no fallback: the chips join the bar when their code is here, while the filtered list loads anyway
const FilterChips = lazyComponent(
  () => import('./FilterChips.tsx').then((m) => m.FilterChips),
  () => null,
);

type SourceFilter = 'services' | 'files' | 'collections';
const SOURCE_KIND = { services: 'services', files: 'file_types', collections: 'collections' } as const;
const NO_SOURCE = { services: undefined, files: undefined, collections: undefined };

// Memoised (`update` and `onSearch` are stable): a tab, sort, page or selection change does not redraw it. §4: the
// three source filters exclude each other; the others filter the loaded rows and combine with anything.
export const DocumentFilters = memo(function DocumentFilters({
  filter,
  update,
  onSearch,
}: {
  filter: DocumentsFilter;
  update: (patch: Partial<Record<keyof DocumentsFilter, unknown>>) => void;
  onSearch: (q: string) => void;
}) {
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const [choosing, setChoosing] = useState(false);
  const [viewing, setViewing] = useState<number | null>(null);
  const source = documentSourceOf(filter);
  const serviceIds = source.kind === 'services' ? source.ids : [];
  const fileTypes = source.kind === 'file_types' ? source.ids : [];
  const collections = source.kind === 'collections' ? source.ids : [];
  const documentTypes = idsOf(filter.type);
  const serviceTypes = idsOf(filter.stype);
  const due = dueOf(filter.due);
  const set = (kind: SourceFilter, ids: number[]) => {
    // asked for with the choice itself, so getList finds the answer on its way
    void queryClient.prefetchQuery(
      documentsListQuery(dataProvider, ids.length ? { kind: SOURCE_KIND[kind], ids } : { kind: 'all' }),
    );
    update({ ...NO_SOURCE, [kind]: ids });
  };

  return (
    <>
      <ListSearchBox label="app.documents.search" fullWidth sx={SEARCH_SX} value={filter.q ?? ''} onChange={onSearch} />
      <Box sx={BAR_SX}>
        <Button variant="outlined" onClick={() => setChoosing(true)}>
          {translate('app.documents.filter_services')}
        </Button>
        <FileTypeSelect
          label="app.documents.filter_file_type"
          value={fileTypes}
          onChange={(ids) => set('files', ids)}
          sx={FILE_TYPE_SX}
        />
        <ToggleButtonGroup
          size="small"
          value={collections}
          onChange={(_, v: number[]) => set('collections', v)}
          aria-label={translate('app.documents.filter_collections')}
        >
          {SERVICE_TYPES.map((t) => (
            <ToggleButton key={t.id} value={t.id} sx={TOGGLE_SX}>
              {translate(`app.services.collections.${t.key}`)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <IdMultiSelect
          label="app.documents.filter_document_type"
          choices={DOCUMENT_TYPE_CHOICES}
          value={documentTypes}
          onChange={(ids) => update({ type: ids })}
        />
        <IdMultiSelect
          label="app.documents.filter_service_type"
          choices={SERVICE_TYPE_CHOICES}
          value={serviceTypes}
          onChange={(ids) => update({ stype: ids })}
        />
        <ToggleButtonGroup
          size="small"
          color="warning"
          exclusive
          value={due || null}
          onChange={(_, v: ReviewWindow | null) => update({ due: v ?? undefined })}
          aria-label={translate('app.review.filter_group')}
        >
          {REVIEW_WINDOWS.map((w) => (
            <ToggleButton key={w} value={w} sx={TOGGLE_SX}>
              {w === 'overdue'
                ? translate('app.review.filter', { months: config.reviewPeriodMonths })
                : translate('app.review.filter_within', { days: w })}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        {(collections.length > 0 || serviceIds.length > 0) && (
          <FilterChips
            collections={collections}
            serviceIds={serviceIds}
            onView={setViewing}
            onCollections={(ids) => set('collections', ids)}
            onServices={(ids) => set('services', ids)}
          />
        )}
        {source.kind !== 'all' && (
          <Button onClick={() => update(NO_SOURCE)}>{translate('app.common.clear_all')}</Button>
        )}
        {viewing !== null && <CollectionViewerDialog collectionId={viewing} onClose={() => setViewing(null)} />}
        <ChooseServicesAhead />
        {choosing && (
          <ChooseServicesDialog
            open
            value={serviceIds}
            onClose={() => setChoosing(false)}
            onDone={(ids) => {
              setChoosing(false);
              set('services', ids);
            }}
          />
        )}
      </Box>
    </>
  );
});
