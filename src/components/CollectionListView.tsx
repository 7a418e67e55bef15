import type { ReactNode } from 'react';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { ListContextProvider, ResourceContextProvider, type RaRecord } from 'react-admin';
import type { CollectionListResult } from './useCollectionList.ts';
import { ListLoadError } from './ListLoadError.tsx';
import { ListPagination } from './ListPagination.tsx';

/** Below 600 px (MUI's `sm`) lists are card lists (issue 12). */
export const usePhoneLayout = () => useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'), { noSsr: true });

/**
 * The body of a collection list: the error state when the load failed (with the kept rows, if any, under it),
 * the table on wider screens or the card list on phones, then the counts and pages. `toolbar` (search, filters)
 * sits above and stays usable whatever happened.
 */
export function CollectionListView<T extends RaRecord>({
  list,
  toolbar,
  table,
  phone,
}: {
  list: CollectionListResult<T>;
  toolbar?: ReactNode;
  table: ReactNode;
  phone: ReactNode;
}) {
  const isPhone = usePhoneLayout();
  const failed = list.error instanceof Error ? list.error : null;
  const hasRows = !!list.collection;
  return (
    <ResourceContextProvider value={list.resource}>
      <ListContextProvider value={list}>
        {toolbar}
        {failed && (
          <ListLoadError error={failed} hasRows={hasRows} onRetry={() => list.refetch()} retrying={!!list.isFetching} />
        )}
        {(!failed || hasRows) && (isPhone ? phone : table)}
        <ListPagination />
      </ListContextProvider>
    </ResourceContextProvider>
  );
}
