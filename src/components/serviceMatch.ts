import type { DataProvider } from 'react-admin';
import type { Service } from '../types.ts';

/** Services shown at once: 2,000 checkboxes took seconds to open; a page of them opens at once. */
export const PICKER_PAGE_SIZE = 50;

/** Case-insensitive substring of the name (the spec's chooser search), in the given order. */
export function matchServices<T extends { name: string }>(services: readonly T[], query: string): T[] {
  const needle = query.trim().toLowerCase();
  return needle ? services.filter((s) => s.name.toLowerCase().includes(needle)) : [...services];
}

/** The services a chooser offers (those with a portal, by name), asked of the services resource. */
const PICKER_SERVICES = {
  pagination: { page: 1, perPage: 10_000 },
  sort: { field: 'name', order: 'ASC' as const },
  filter: { has_portal: 1 },
};

/**
 * The chooser's query, in this light module so a page asks for the services when the dialog opens, beside the
 * dialog's code, instead of after it (lazyDialogs.ts). Under the services' getList key, so a change to a service
 * (react-admin's mutations invalidate that key) refreshes it too.
 */
export const pickerServicesQuery = (dataProvider: DataProvider) => ({
  queryKey: ['services', 'getList', PICKER_SERVICES] as const,
  queryFn: () => dataProvider.getList<Service>('services', PICKER_SERVICES),
});
