/** A checkbox for every service is slow to open; a page of them opens at once. */
export const PICKER_PAGE_SIZE = 50;

export function matchServices<T extends { name: string }>(services: readonly T[], query: string): T[] {
  const needle = query.trim().toLowerCase();
  return needle ? services.filter((s) => s.name.toLowerCase().includes(needle)) : [...services];
}
