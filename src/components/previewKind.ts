export type PreviewKind = 'pdf' | 'image' | 'other';

const IMAGE_EXTENSIONS = ['png', 'jpg', 'jpeg', 'gif', 'webp'];

export function previewKindOf(name: string, mime?: string | null): PreviewKind {
  const type = (mime ?? '').toLowerCase();
  if (type === 'application/pdf') return 'pdf';
  if (type.startsWith('image/') && type !== 'image/svg+xml') return 'image';
  if (type && type !== 'application/octet-stream') return 'other';
  const ext = name.includes('.') ? name.slice(name.lastIndexOf('.') + 1).toLowerCase() : '';
  if (ext === 'pdf') return 'pdf';
  return IMAGE_EXTENSIONS.includes(ext) ? 'image' : 'other';
}
