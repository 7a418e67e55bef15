import { memo } from 'react';
import Pagination from '@mui/material/Pagination';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useListContext, useTranslate } from 'react-admin';
import { lastPage, pageBounds } from '../shared/listPipeline.ts';

/**
 * Page numbers for react-admin lists. MUI's Pagination with its default boundaryCount (1) and siblingCount (1)
 * gives exactly the spec's window: all pages when there are 7 or fewer; otherwise 1-5 … last near the start,
 * 1 … last-4..last near the end, and 1 … current±1 … last in the middle. Previous/next arrows are hidden on the
 * first and last page, as the spec asks.
 */
/** Pagination items react-admin's catalogue names (`ra.navigation.first`, ...). */
const NAVIGATION_LABELS = new Set<string>(['first', 'last', 'next', 'previous']);

// memo: a list re-renders for its address or its header without a new page; the numbers follow the list context only
export const ListPagination = memo(function ListPagination() {
  const { page, perPage, total, setPage } = useListContext();
  const translate = useTranslate();
  if (!total) return null;
  const count = lastPage(total, perPage);
  const bounds = pageBounds(total, page, perPage);
  // 'first-last of total', react-admin's own wording
  const range = translate('ra.navigation.page_range_info', {
    offsetBegin: bounds?.first,
    offsetEnd: bounds?.last,
    total,
  });
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', alignItems: 'center', flexWrap: 'wrap', gap: 2, py: 2 }}>
      <Typography variant="body2" color="text.secondary" aria-live="polite" data-testid="list-range">
        {range}
      </Typography>
      {count > 1 && (
        <Pagination
          count={count}
          page={page}
          onChange={(_, p) => setPage(p)}
          color="primary"
          shape="rounded"
          hidePrevButton={page === 1}
          hideNextButton={page === count}
          getItemAriaLabel={(type, p, selected) =>
            // MUI also asks for its ellipsis items, which react-admin's catalogue has no label for: they get none.
            type === 'page'
              ? translate(selected ? 'ra.navigation.current_page' : 'ra.navigation.page', { page: p })
              : NAVIGATION_LABELS.has(type)
                ? translate(`ra.navigation.${type}`)
                : ''
          }
        />
      )}
    </Box>
  );
});
