import { promises as fs } from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { MAX_UPLOAD_BYTES } from '../../src/shared/constants.ts';
import { fieldError } from './errors.ts';
import { message, messages } from './messages.ts';
import { syncDir, writeDurably } from './disk.ts';

/** What an upload must really be, judged by its bytes, not its name or declared type. */
export type FileKind = 'pdf' | 'image' | 'jpeg' | 'document' | 'any';

export interface StoredFile {
  /** Path the record carries; served by GET /files/:name with a bearer token. */
  url: string;
  name: string;
  size: number;
  mime: string;
}

const SIGNATURES: { mime: string; test: (b: Buffer) => boolean }[] = [
  { mime: 'application/pdf', test: (b) => b.subarray(0, 5).toString('latin1') === '%PDF-' },
  { mime: 'image/jpeg', test: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  {
    mime: 'image/png',
    test: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  },
  { mime: 'image/gif', test: (b) => b.subarray(0, 4).toString('latin1') === 'GIF8' },
  {
    mime: 'image/webp',
    test: (b) => b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
  },
  // docx / xlsx / pptx are zip containers
  { mime: 'application/zip', test: (b) => b[0] === 0x50 && b[1] === 0x4b && b[2] === 0x03 && b[3] === 0x04 },
  // legacy .doc / .xls (OLE compound file)
  { mime: 'application/x-ole-storage', test: (b) => b.subarray(0, 4).equals(Buffer.from([0xd0, 0xcf, 0x11, 0xe0])) },
  { mime: 'video/mp4', test: (b) => b.subarray(4, 8).toString('latin1') === 'ftyp' },
];

export function sniffMime(bytes: Buffer): string | null {
  return SIGNATURES.find((s) => s.test(bytes))?.mime ?? null;
}

function accepts(kind: FileKind, mime: string | null): boolean {
  switch (kind) {
    case 'pdf':
      return mime === 'application/pdf';
    case 'jpeg':
      return mime === 'image/jpeg';
    case 'image':
      return !!mime && mime.startsWith('image/');
    case 'document': // text documents (.txt, .csv) have no signature to check
    case 'any':
      return true;
  }
}

const kindMessage: Record<FileKind, string> = {
  pdf: messages.validation.pdf_only,
  jpeg: messages.validation.jpeg_only,
  image: messages.validation.image_only,
  document: messages.validation.invalid_value,
  any: messages.validation.invalid_value,
};

/** Decodes base64 (plain or a data URL); returns null when it is not base64 at all. */
export function decodeBase64(input: string): Buffer | null {
  const body = input.startsWith('data:') ? input.slice(input.indexOf(',') + 1) : input;
  const clean = body.replace(/\s+/g, '');
  if (clean.length === 0 || !/^[A-Za-z0-9+/]*={0,2}$/.test(clean)) return null;
  return Buffer.from(clean, 'base64');
}

/** Checks an upload without storing it; throws 422 on the given field, or 413 when too large. */
export function checkUpload(field: string, base64: unknown, kind: FileKind): Buffer {
  if (typeof base64 !== 'string' || base64.length === 0) {
    throw fieldError(field, messages.validation.required);
  }
  const bytes = decodeBase64(base64);
  if (!bytes || bytes.length === 0) {
    throw fieldError(field, messages.validation.invalid_value);
  }
  if (bytes.length > MAX_UPLOAD_BYTES) {
    throw fieldError(field, message('validation.file_too_large', { max: MAX_UPLOAD_BYTES / 1024 / 1024 }), 413);
  }
  if (!accepts(kind, sniffMime(bytes))) {
    throw fieldError(field, kindMessage[kind]);
  }
  return bytes;
}

export class FileStore {
  constructor(readonly dir: string) {}

  /** Stores checked bytes durably under a random name; the record then points at the returned url. */
  async save(bytes: Buffer, originalName: string): Promise<StoredFile> {
    await fs.mkdir(this.dir, { recursive: true });
    const safe =
      path
        .basename(originalName)
        .replace(/[^\w.\- ]+/g, '_')
        .replace(/ /g, '_')
        .slice(-120) || 'file';
    const name = `${randomBytes(6).toString('hex')}-${safe}`;
    await writeDurably(path.join(this.dir, name), bytes);
    await syncDir(this.dir);
    return {
      url: `/files/${name}`,
      name: originalName,
      size: bytes.length,
      mime: sniffMime(bytes) ?? 'application/octet-stream',
    };
  }

  /** Removes a stored file by its url; a missing file is not an error. */
  async remove(url: string | null | undefined): Promise<void> {
    if (!url || !url.startsWith('/files/')) return;
    await fs.rm(path.join(this.dir, path.basename(url)), { force: true });
  }

  pathOf(name: string): string {
    return path.join(this.dir, path.basename(name));
  }
}

/**
 * Whether a requested name can be a stored file: one plain name inside the files folder. Stored names are built
 * from `[\w.-]` only (see save and the seed), so anything else (a slash or backslash once decoded, `..`, a
 * leading dot, an absolute path, a NUL) is refused before the file system is asked.
 */
export function isStoredFileName(name: string): boolean {
  return /^[\w-][\w.-]*$/.test(name) && name.length <= 255;
}
