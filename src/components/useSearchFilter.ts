import { useEvent, useListContext } from 'react-admin';

export function useSearchFilter(): (q: string) => void {
  const { filterValues, displayedFilters, setFilters } = useListContext();
  return useEvent((q: string) => {
    const { q: _, ...others } = filterValues as Record<string, unknown>;
    setFilters(q ? { ...others, q } : others, displayedFilters);
  });
}
