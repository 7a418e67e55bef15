import { memo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useEvent, useTranslate } from 'react-admin';
import { FileTypeSelect } from '../../../components/FileTypeSelect.tsx';
import type { DocumentSource } from '../../../dataProvider/documents.ts';
import type { PortalDataProvider } from '../../../dataProvider/index.ts';
import { DOCUMENT_TYPES, SERVICE_TYPES } from '../../../shared/constants.ts';
import { ChooseServicesAhead, ChooseServicesDialog, CollectionViewerDialog } from '../../../components/lazyDialogs.ts';
import { ListSearchBox } from '../../../components/ListSearchBox.tsx';
import { IdMultiSelect } from '../../../components/IdMultiSelect.tsx';
import { lazyComponent } from '../../../loading/lazyScreen.ts';
import { config } from '../../../config.ts';
import { REVIEW_WINDOWS, type ReviewWindow } from '../../../shared/review.ts';
import type { ListState } from './listState.ts';
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
// MUI's Chip only shows once a filter is chosen: its code loads then, not with the list
// no fallback: the chips join the bar when their code is here, while the filtered list loads anyway
const FilterChips = lazyComponent(
  () => import('./FilterChips.tsx').then((m) => m.FilterChips),
  () => null,
);

/**
 * The search box and the filters, writing the list state (`update`, stable): memoised, so a tab, sort, page or
 * selection change does not render them again. The search box shows what was typed at once and replaces the
 * address while typing; every other change is a step the user may go back to.
 *
 * The spec's three filters (§4) are mutually exclusive by kind: service chips, file types (1-6), collections (1-4);
 * each calls its own endpoint, and choosing one kind replaces the others; 'Clear all' goes back to every document.
 * A chosen collection's chip opens the collection viewer (§2 Dialogs). Beside them, answered from the loaded rows
 * and combinable with anything: document type and service type, and (beyond the spec) 'Due for review' with its
 * period, or due within 30 or 90 days.
 */
export const DocumentFilters = memo(function DocumentFilters({
  search,
  source,
  documentTypes,
  serviceTypes,
  due,
  update,
}: Pick<ListState, 'search' | 'source' | 'documentTypes' | 'serviceTypes' | 'due'> & {
  update: (change: Partial<ListState>, replace?: boolean) => void;
}) {
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const [choosing, setChoosing] = useState(false);
  const [viewing, setViewing] = useState<number | null>(null);
  const serviceIds = source.kind === 'services' ? source.ids : [];
  const fileTypes = source.kind === 'file_types' ? source.ids : [];
  const collections = source.kind === 'collections' ? source.ids : [];
  const sourceOf = (kind: 'services' | 'file_types' | 'collections', ids: number[]): DocumentSource =>
    ids.length ? { kind, ids } : { kind: 'all' };
  const set = (kind: 'services' | 'file_types' | 'collections', ids: number[]) => {
    const source = sourceOf(kind, ids);
    // The filter's endpoint is asked with the choice itself, while the page draws it (the list's own query then
    // finds the answer on its way), rather than once that render has committed.
    void queryClient.prefetchQuery(documentsListQuery(dataProvider, source));
    update({ source });
  };
  const typeSearch = useEvent((text: string) => update({ search: text }, true));

  return (
    <>
      <ListSearchBox label="app.documents.search" fullWidth sx={SEARCH_SX} value={search} onChange={typeSearch} />
      <Box sx={BAR_SX}>
        <Button variant="outlined" onClick={() => setChoosing(true)}>
          {translate('app.documents.filter_services')}
        </Button>
        <FileTypeSelect
          label="app.documents.filter_file_type"
          value={fileTypes}
          onChange={(ids) => set('file_types', ids)}
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
          onChange={(ids) => update({ documentTypes: ids })}
        />
        <IdMultiSelect
          label="app.documents.filter_service_type"
          choices={SERVICE_TYPE_CHOICES}
          value={serviceTypes}
          onChange={(ids) => update({ serviceTypes: ids })}
        />
        <ToggleButtonGroup
          size="small"
          color="warning"
          exclusive
          value={due || null}
          onChange={(_, v: ReviewWindow | null) => update({ due: v ?? false })}
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
          <Button onClick={() => update({ source: { kind: 'all' } })}>{translate('app.common.clear_all')}</Button>
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
