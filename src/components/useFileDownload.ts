import { useDataProvider, useNotify } from 'react-admin';
import type { PortalDataProvider } from '../dataProvider/index.ts';
import { downloadFileName } from '../shared/constants.ts';

/** Saves a blob under a name (spaces become underscores), as the browser's own download. */
export function saveBlob(blob: Blob, name: string) {
  const href = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = href;
  a.download = downloadFileName(name);
  document.body.appendChild(a);
  a.click();
  a.remove();
  // the browser has taken the blob once the click is handled; the URL is released a little later
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}

/**
 * Downloads a stored file: a GET of its URL with a blob response (bearer token included), saved with spaces in
 * the name turned into underscores. Without a name or URL: 'Please check file'.
 */
export function useFileDownload() {
  const dataProvider = useDataProvider<PortalDataProvider>();
  const notify = useNotify();
  return async (url: string | null | undefined, name: string | null | undefined) => {
    if (!url || !name) {
      notify('app.common.please_check_file', { type: 'warning' });
      return;
    }
    try {
      saveBlob(await dataProvider.fetchFile(url), name);
    } catch (e) {
      notify('app.common.request_failed', { type: 'error', messageArgs: { reason: (e as Error).message } });
    }
  };
}
