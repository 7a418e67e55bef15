import { useEffect, useMemo } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import { useQuery } from '@tanstack/react-query';
import { RichTextField, useDataProvider, useTranslate } from 'react-admin';
import type { PortalDataProvider } from '../dataProvider/index.ts';
import { saveBlob, useFileDownload } from './useFileDownload.ts';
import { previewKindOf } from './previewKind.ts';

/** `picked`: chosen in the form, not uploaded yet. */
export type PreviewFile =
  | { kind: 'stored'; name: string; url: string }
  | { kind: 'picked'; name: string; file: Blob }
  | { kind: 'generated'; name: string; html: string };

/** The generated document as a standalone page, so the download opens in any browser. */
export function generatedHtmlPage(title: string, html: string) {
  const escaped = title.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);
  return `<!doctype html>\n<html lang="en">\n<head><meta charset="utf-8"><title>${escaped}</title></head>\n<body>\n${html}\n</body>\n</html>\n`;
}

/** A generated document's rich text is sanitised by react-admin's RichTextField. */
export function FilePreviewDialog({ file, onClose }: { file: PreviewFile | null; onClose: () => void }) {
  const translate = useTranslate();
  return (
    <Dialog open={!!file} onClose={onClose} fullWidth maxWidth="md" aria-labelledby="file-preview-title">
      {file && (
        <>
          <DialogTitle id="file-preview-title">
            {translate('app.documentForms.preview_title', { name: file.name })}
          </DialogTitle>
          <PreviewBody file={file} onClose={onClose} />
        </>
      )}
    </Dialog>
  );
}

/** Revocations waiting a moment: React's strict mode unmounts and remounts an effect with the same URL. */
const revoking = new Map<string, ReturnType<typeof setTimeout>>();

function useObjectUrl(blob: Blob | undefined) {
  const url = useMemo(() => (blob ? URL.createObjectURL(blob) : null), [blob]);
  useEffect(() => {
    if (!url) return undefined;
    clearTimeout(revoking.get(url));
    return () => {
      revoking.set(
        url,
        setTimeout(() => {
          revoking.delete(url);
          URL.revokeObjectURL(url);
        }, 1000),
      );
    };
  }, [url]);
  return url;
}

function PreviewBody({ file, onClose }: { file: PreviewFile; onClose: () => void }) {
  const translate = useTranslate();
  const dp = useDataProvider<PortalDataProvider>();
  const download = useFileDownload();
  const stored = useQuery({
    queryKey: ['file-preview', file.kind === 'stored' ? file.url : null],
    queryFn: () => dp.fetchFile((file as { url: string }).url),
    enabled: file.kind === 'stored',
    gcTime: 0,
  });
  const blob = file.kind === 'stored' ? stored.data : file.kind === 'picked' ? file.file : undefined;
  const objectUrl = useObjectUrl(blob);
  const kind = file.kind === 'generated' ? 'generated' : previewKindOf(file.name, blob?.type);

  const onDownload = () => {
    if (file.kind === 'stored') void download(file.url, file.name);
    else if (file.kind === 'picked') saveBlob(file.file, file.name);
    else saveBlob(new Blob([generatedHtmlPage(file.name, file.html)], { type: 'text/html' }), `${file.name}.html`);
  };

  let body;
  if (file.kind === 'generated') {
    body = <RichTextField record={{ id: 0, content: file.html }} source="content" />;
  } else if (stored.isError) {
    body = <Typography color="error">{translate('app.documentForms.preview_failed')}</Typography>;
  } else if (!objectUrl) {
    body = (
      <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <CircularProgress size={24} />
        <Typography>{translate('app.common.loading')}</Typography>
      </Box>
    );
  } else if (kind === 'pdf') {
    body = (
      <Box component="iframe" title={file.name} src={objectUrl} sx={{ width: '100%', height: '70vh', border: 0 }} />
    );
  } else if (kind === 'image') {
    body = (
      <Box component="img" src={objectUrl} alt={file.name} sx={{ maxWidth: '100%', display: 'block', mx: 'auto' }} />
    );
  } else {
    body = <Typography>{translate('app.documentForms.preview_unavailable')}</Typography>;
  }

  return (
    <>
      <DialogContent dividers>{body}</DialogContent>
      <DialogActions>
        <Button variant="contained" startIcon={<DownloadIcon />} onClick={onDownload}>
          {translate(file.kind === 'generated' ? 'app.documentForms.download_html' : 'app.documentForms.download')}
        </Button>
        <Button onClick={onClose}>{translate('app.common.close')}</Button>
      </DialogActions>
    </>
  );
}
