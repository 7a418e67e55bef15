/**
 * The documents list's tab, search and filters as react-admin's list context carries filters (`filterValues`,
 * `setFilters`): their address parameters (listParams.ts), so what reads the context (saved views) sees the whole
 * view, as it will with react-admin's own list controller.
 */
import type { FilterPayload } from 'react-admin';
import { DEFAULT_STATE, listStateParams, parseListState, type ListState } from './listState.ts';

type Filters = Pick<ListState, 'tab' | 'search' | 'documentTypes' | 'serviceTypes' | 'source' | 'due'>;

export const filterValuesOf = ({ tab, search, documentTypes, serviceTypes, source, due }: Filters): FilterPayload =>
  Object.fromEntries(
    listStateParams({ ...DEFAULT_STATE, tab, search, documentTypes, serviceTypes, source, due }).entries(),
  );

/** The list state change that shows `values` (anything unknown or malformed falls back to the default). */
export function filterChangeOf(values: FilterPayload): Filters {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(values))
    if (typeof v === 'string' || typeof v === 'number') params.set(k, String(v));
  const { tab, search, documentTypes, serviceTypes, source, due } = parseListState(params);
  return { tab, search, documentTypes, serviceTypes, source, due };
}
