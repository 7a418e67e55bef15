/**
 * jsonexport, loaded when called: react-admin's default list exporter (CSV of a list that has no exporter of its
 * own) is the only caller, and react-admin's useList (every list, every input with choices) names it as a default.
 * The portal's one export (documents) has its own exporter, so the library (about 3 KB gzip) stays out of every page.
 * vite.config.ts resolves react-admin's import of jsonexport to this module; the real library is imported under
 * its path without the extension, which that alias does not match.
 */
type Callback = (err: Error | null, csv: string) => void;

export default function jsonexport(data: unknown, options: unknown, callback?: Callback): void {
  void import('jsonexport/dist/index').then((m) =>
    callback === undefined ? m.default(data, options) : m.default(data, options, callback),
  );
}
