import type { ReactNode } from 'react';
import LinearProgress from '@mui/material/LinearProgress';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { ListContextProvider, ResourceContextProvider, useTranslate, type RaRecord } from 'react-admin';
import type { CollectionListResult } from './useCollectionList.ts';
import { ListLoadError } from './ListLoadError.tsx';
import { ListPagination } from './ListPagination.tsx';

/** Below MUI's `sm` breakpoint lists are card lists. */
export const usePhoneLayout = () => useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'), { noSsr: true });

/**
 * The body of a collection list: a progress bar until the first rows come (react-admin's table draws its
 * placeholder rows only after a second), the error state when the load failed (with the kept rows, if any, under
 * it), the table on wider screens or the card list on phones (the table everywhere without `phone`), then the
 * counts and pages. `toolbar` (search, filters, tabs) sits above and stays usable whatever happened.
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
  phone?: ReactNode;
}) {
  const translate = useTranslate();
  const isPhone = usePhoneLayout() && phone !== undefined;
  const failed = list.error instanceof Error ? list.error : null;
  const hasRows = !!list.collection;
  return (
    <ResourceContextProvider value={list.resource}>
      <ListContextProvider value={list}>
        {toolbar}
        {list.isPending && !failed && <LinearProgress aria-label={translate('app.common.loading')} />}
        {failed && (
          <ListLoadError error={failed} hasRows={hasRows} onRetry={() => list.refetch()} retrying={!!list.isFetching} />
        )}
        {(!failed || hasRows) && (isPhone ? phone : table)}
        <ListPagination />
      </ListContextProvider>
    </ResourceContextProvider>
  );
}
