/** §2, in kb; a file under one kilobyte says '<1 kb', not a rounded '0 kb' or '1 kb'. */
export function sizeLabel(
  bytes: number | string | null | undefined,
  kb: number | null,
): { key: string; kb: number } | null {
  if (kb === null) return null;
  const n = Number(bytes);
  if (Number.isFinite(n) && n >= 0 && n < 1000) return { key: 'app.documents.size_under_kb', kb: 1 };
  return { key: 'app.documents.size_kb', kb };
}
