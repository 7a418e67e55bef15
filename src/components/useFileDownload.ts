import { useDataProvider, useNotify } from 'react-admin';
import type { PortalDataProvider } from '../dataProvider/index.ts';
import { downloadFileName } from '../shared/constants.ts';

export function saveBlob(blob: Blob, name: string) {
  const href = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = href;
  a.download = downloadFileName(name);
  document.body.appendChild(a);
  a.click();
  a.remove();
  // the browser has taken the blob once the click is handled
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}

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
