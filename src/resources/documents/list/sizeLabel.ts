/**
 * Size of an uploaded file as the list shows it (§2, in kb): a catalogue key and its value. A file under one
 * kilobyte says '<1 kb' rather than a rounded '0 kb' or '1 kb'.
 */
export function sizeLabel(
  bytes: number | string | null | undefined,
  kb: number | null,
): { key: string; kb: number } | null {
  if (kb === null) return null;
  const n = Number(bytes);
  if (Number.isFinite(n) && n >= 0 && n < 1000) return { key: 'app.documents.size_under_kb', kb: 1 };
  return { key: 'app.documents.size_kb', kb };
}
