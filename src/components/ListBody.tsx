import type { ReactNode } from 'react';
import LinearProgress from '@mui/material/LinearProgress';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useListContext, useTranslate } from 'react-admin';
import { ListLoadError } from './ListLoadError.tsx';
import { ListPagination } from './ListPagination.tsx';

/** Below MUI's `sm` breakpoint lists are card lists. */
export const usePhoneLayout = () => useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'), { noSsr: true });

/**
 * The body of a list inside react-admin's list controller (ListBase): a progress bar until the first rows come
 * (react-admin's table draws its placeholder rows only after a second), the error state when the load failed
 * (with the kept rows, if any, under it), the table on wider screens or the card list on phones (the table
 * everywhere without `phone`), then the counts and pages. `toolbar` (search, filters) sits above and stays usable
 * whatever happened. Not ListBase's `loading`/`error` slots: those replace the toolbar and the kept rows too.
 */
export function ListBody({ toolbar, table, phone }: { toolbar?: ReactNode; table: ReactNode; phone?: ReactNode }) {
  const translate = useTranslate();
  const { error, data, isPending, isFetching, refetch } = useListContext();
  const isPhone = usePhoneLayout() && phone !== undefined;
  const failed = error instanceof Error ? error : null;
  const hasRows = data !== undefined;
  return (
    <>
      {toolbar}
      {isPending && !failed && <LinearProgress aria-label={translate('app.common.loading')} />}
      {failed && (
        <ListLoadError error={failed} hasRows={hasRows} onRetry={() => void refetch()} retrying={!!isFetching} />
      )}
      {(!failed || hasRows) && (isPhone ? phone : table)}
      <ListPagination />
    </>
  );
}
