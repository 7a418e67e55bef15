import { useEvent, useListContext } from 'react-admin';

/** A search box's `q` in the list's filters, at once (no debounce: the rows are already loaded); a new search starts on page 1. */
export function useSearchFilter(): (q: string) => void {
  const { filterValues, displayedFilters, setFilters } = useListContext();
  return useEvent((q: string) => {
    const { q: _, ...others } = filterValues as Record<string, unknown>;
    setFilters(q ? { ...others, q } : others, displayedFilters);
  });
}
