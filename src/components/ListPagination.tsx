import { memo } from 'react';
import Pagination from '@mui/material/Pagination';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useListContext, useTranslate } from 'react-admin';
import { lastPage, pageBounds } from '../shared/listPipeline.ts';

// MUI's Pagination defaults (boundaryCount and siblingCount 1) give exactly the spec's page window.
const NAVIGATION_LABELS = new Set<string>(['first', 'last', 'next', 'previous']);

export const ListPagination = memo(function ListPagination() {
  const { page, perPage, total, setPage } = useListContext();
  const translate = useTranslate();
  if (!total) return null;
  const count = lastPage(total, perPage);
  const bounds = pageBounds(total, page, perPage);
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
