// The drop zones apply the fixture's size limit and kinds by declared type and name before sending, so only a file
// that lies about its type reaches the fixture's byte check (sniffMime).

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const MAX_UPLOAD_MB = MAX_UPLOAD_BYTES / 1024 / 1024;

export type FileKind = 'pdf' | 'image' | 'jpeg' | 'document' | 'any';

const SIGNATURES: { mime: string; test: (b: Uint8Array) => boolean }[] = [
  { mime: 'application/pdf', test: (b) => ascii(b, 0, 5) === '%PDF-' },
  { mime: 'image/jpeg', test: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { mime: 'image/png', test: (b) => startsWith(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) },
  { mime: 'image/gif', test: (b) => ascii(b, 0, 4) === 'GIF8' },
  { mime: 'image/webp', test: (b) => ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 12) === 'WEBP' },
  { mime: 'application/zip', test: (b) => startsWith(b, [0x50, 0x4b, 0x03, 0x04]) },
  { mime: 'application/x-ole-storage', test: (b) => startsWith(b, [0xd0, 0xcf, 0x11, 0xe0]) },
  { mime: 'video/mp4', test: (b) => ascii(b, 4, 8) === 'ftyp' },
];

function ascii(b: Uint8Array, from: number, to: number): string {
  return String.fromCharCode(...b.subarray(from, to));
}
function startsWith(b: Uint8Array, prefix: number[]): boolean {
  return prefix.every((byte, i) => b[i] === byte);
}

export function sniffMime(bytes: Uint8Array): string | null {
  return SIGNATURES.find((s) => s.test(bytes))?.mime ?? null;
}

export function kindAccepts(kind: FileKind, mime: string | null): boolean {
  switch (kind) {
    case 'pdf':
      return mime === 'application/pdf';
    case 'jpeg':
      return mime === 'image/jpeg';
    case 'image':
      return !!mime && IMAGE_TYPES.includes(mime);
    case 'document': // text documents (.txt, .csv) have no signature to check
    case 'any':
      return true;
  }
}

export const DOCUMENT_EXTENSION_KIND = {
  pdf: 'pdf',
  png: 'image',
  jpg: 'image',
  jpeg: 'image',
  gif: 'image',
  webp: 'image',
  docx: 'zip',
  xlsx: 'zip',
  pptx: 'zip',
  doc: 'ole',
  xls: 'ole',
  ppt: 'ole',
  mp4: 'video',
  mov: 'video',
  csv: 'text',
  txt: 'text',
} as const satisfies Record<string, 'pdf' | 'image' | 'zip' | 'ole' | 'video' | 'text'>;
export type DocumentFileFamily = (typeof DOCUMENT_EXTENSION_KIND)[keyof typeof DOCUMENT_EXTENSION_KIND];

export function documentFileFamily(name: string): DocumentFileFamily | undefined {
  const dot = name.lastIndexOf('.');
  if (dot < 0) return undefined;
  const ext = name.slice(dot + 1).toLowerCase();
  return Object.hasOwn(DOCUMENT_EXTENSION_KIND, ext)
    ? DOCUMENT_EXTENSION_KIND[ext as keyof typeof DOCUMENT_EXTENSION_KIND]
    : undefined;
}

const DOCUMENT_MIME: Record<keyof typeof DOCUMENT_EXTENSION_KIND, string> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  doc: 'application/msword',
  xls: 'application/vnd.ms-excel',
  ppt: 'application/vnd.ms-powerpoint',
  mp4: 'video/mp4',
  mov: 'video/quicktime',
  csv: 'text/csv',
  txt: 'text/plain',
};

export function mimeOfName(name: string): string {
  const ext = name.slice(name.lastIndexOf('.') + 1).toLowerCase();
  return Object.hasOwn(DOCUMENT_MIME, ext)
    ? DOCUMENT_MIME[ext as keyof typeof DOCUMENT_MIME]
    : 'application/octet-stream';
}

const documentAccept = (): Record<string, string[]> => {
  const accept: Record<string, string[]> = {};
  for (const [ext, mime] of Object.entries(DOCUMENT_MIME)) (accept[mime] ??= []).push(`.${ext}`);
  return accept;
};

const IMAGE_TYPES = SIGNATURES.map((s) => s.mime).filter((m) => m.startsWith('image/'));

export const UPLOAD_ACCEPT: Record<FileKind, Record<string, string[]> | undefined> = {
  pdf: { 'application/pdf': ['.pdf'] },
  jpeg: { 'image/jpeg': ['.jpg', '.jpeg'] },
  image: {
    'image/jpeg': ['.jpg', '.jpeg'],
    'image/png': ['.png'],
    'image/gif': ['.gif'],
    'image/webp': ['.webp'],
  },
  document: documentAccept(),
  any: undefined,
};

export const KIND_MESSAGE: Record<FileKind, string> = {
  pdf: 'validation.pdf_only',
  jpeg: 'validation.jpeg_only',
  image: 'validation.image_only',
  document: 'validation.document_type',
  any: 'validation.invalid_value',
};
export const TOO_LARGE_MESSAGE = 'validation.file_too_large';

export interface UploadRefusal {
  key: string;
  args?: { max: number };
}

const extensionOf = (name: string) => {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot).toLowerCase();
};

export function uploadRefusal(
  kind: FileKind,
  file: { name: string; type: string; size: number },
): UploadRefusal | null {
  if (file.size > MAX_UPLOAD_BYTES) return { key: TOO_LARGE_MESSAGE, args: { max: MAX_UPLOAD_MB } };
  // Documents are judged by the name alone, as the fixture does: browsers declare Office and text types unevenly.
  if (kind === 'document') return documentFileFamily(file.name) ? null : { key: KIND_MESSAGE.document };
  const accept = UPLOAD_ACCEPT[kind];
  if (!accept) return null;
  const typeOk = kindAccepts(kind, file.type || null);
  const extensionOk = Object.values(accept).some((exts) => exts.includes(extensionOf(file.name)));
  // Browsers leave the type empty for names they do not know, so an empty type is judged by the name alone.
  return (file.type ? typeOk && extensionOk : extensionOk) ? null : { key: KIND_MESSAGE[kind] };
}
