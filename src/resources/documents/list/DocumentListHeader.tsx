import { memo, useCallback, useMemo, type ChangeEvent } from 'react';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import SearchIcon from '@mui/icons-material/Search';
import { useTranslate } from 'react-admin';
import type { DocumentSource } from '../../../dataProvider/documents.ts';
import { DocumentFilters, type RowFilterProps } from './DocumentFilters.tsx';
import type { ListState } from './listState.ts';

const SEARCH_SX = { mt: 1, maxWidth: 480 } as const;
const SEARCH_SLOT_PROPS = {
  input: {
    startAdornment: (
      <InputAdornment position="start">
        <SearchIcon fontSize="small" />
      </InputAdornment>
    ),
  },
};

/**
 * The list state's setters for the tab, search and filters, each stable for the memoised header. Every change but
 * a search is a step the user may go back to; a search replaces the address while typing.
 */
export function useStateChanges(update: (change: Partial<ListState>, replace?: boolean) => void) {
  const onTab = useCallback((next: number) => update({ tab: next }), [update]);
  const onSource = useCallback((next: DocumentSource) => update({ source: next }), [update]);
  const onDocumentTypes = useCallback((ids: number[]) => update({ documentTypes: ids }), [update]);
  const onServiceTypes = useCallback((ids: number[]) => update({ serviceTypes: ids }), [update]);
  const onDue = useCallback((next: boolean) => update({ due: next }), [update]);
  const onSearch = useCallback((text: string) => update({ search: text }, true), [update]);
  return useMemo(
    () => ({ onTab, onSource, onDocumentTypes, onServiceTypes, onDue, onSearch }),
    [onTab, onSource, onDocumentTypes, onServiceTypes, onDue, onSearch],
  );
}

/**
 * Search and filters: memoised, so a tab (whose title changes above it), sort, page or selection change does not
 * render the filter controls again. The search box shows what was typed at once; the rows follow from the same state.
 */
export const DocumentListHeader = memo(function DocumentListHeader({
  search,
  onSearch,
  source,
  onSource,
  documentTypes,
  onDocumentTypes,
  serviceTypes,
  onServiceTypes,
  due,
  onDue,
}: RowFilterProps & {
  search: string;
  onSearch: (text: string) => void;
  source: DocumentSource;
  onSource: (next: DocumentSource) => void;
}) {
  const translate = useTranslate();
  return (
    <>
      <TextField
        type="search"
        size="small"
        fullWidth
        sx={SEARCH_SX}
        label={translate('app.documents.search')}
        value={search}
        onChange={(e: ChangeEvent<HTMLInputElement>) => onSearch(e.target.value)}
        slotProps={SEARCH_SLOT_PROPS}
      />
      <DocumentFilters
        source={source}
        onChange={onSource}
        documentTypes={documentTypes}
        onDocumentTypes={onDocumentTypes}
        serviceTypes={serviceTypes}
        onServiceTypes={onServiceTypes}
        due={due}
        onDue={onDue}
      />
    </>
  );
});
