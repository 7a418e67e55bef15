import { useEvent, useListContext, useNavigate } from 'react-admin';

/**
 * A search box's `q`, written into the address at once in the list controller's own format, through react-admin's
 * router (which may spell it its own way: the documents list's documentsRouter.ts); react-admin reads it from
 * there. A new search starts on page 1. Not the controller's setFilters: that writes from a timer which still runs
 * once the list is left, so a search typed just before opening a record rewrote the record's address.
 */
export function useSearchFilter(): (q: string) => void {
  const { filterValues, displayedFilters, sort, perPage } = useListContext();
  const navigate = useNavigate();
  return useEvent((q: string) => {
    const { q: _, ...others } = filterValues as Record<string, unknown>;
    const filter = q ? { ...others, q } : others;
    const search = new URLSearchParams({
      displayedFilters: JSON.stringify(displayedFilters ?? {}),
      filter: JSON.stringify(filter),
      order: sort.order,
      page: '1',
      perPage: String(perPage),
      sort: sort.field,
    });
    navigate({ search: `?${search.toString()}` });
  });
}
