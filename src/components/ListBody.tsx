import type { ReactNode } from 'react';
import LinearProgress from '@mui/material/LinearProgress';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useListContext, useTranslate } from 'react-admin';
import { ListLoadError } from './ListLoadError.tsx';
import { ListPagination } from './ListPagination.tsx';

export const usePhoneLayout = () => useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'), { noSsr: true });

// Not ListBase's `loading`/`error` slots: those replace the toolbar and the kept rows too.
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
