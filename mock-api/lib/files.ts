import { promises as fs } from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { fieldError } from './errors.ts';
import { message, messages } from './messages.ts';
import { syncDir, writeDurably } from './store.ts';
import {
  KIND_MESSAGE,
  MAX_UPLOAD_BYTES,
  MAX_UPLOAD_MB,
  TOO_LARGE_MESSAGE,
  kindAccepts,
  sniffMime,
} from '../../src/shared/uploads.ts';
import type { FileKind } from '../../src/shared/uploads.ts';

// The upload rule (kinds, signatures, size limit) is shared with the portal's drop zones: src/shared/uploads.ts.
export { sniffMime };
export type { FileKind };

export interface StoredFile {
  url: string;
  name: string;
  size: number;
  mime: string;
}

export function decodeBase64(input: string): Buffer | null {
  const body = input.startsWith('data:') ? input.slice(input.indexOf(',') + 1) : input;
  const clean = body.replace(/\s+/g, '');
  if (clean.length === 0 || !/^[A-Za-z0-9+/]*={0,2}$/.test(clean)) return null;
  return Buffer.from(clean, 'base64');
}

export function checkUpload(field: string, base64: unknown, kind: FileKind): Buffer {
  if (typeof base64 !== 'string' || base64.length === 0) {
    throw fieldError(field, messages.validation.required);
  }
  const bytes = decodeBase64(base64);
  if (!bytes || bytes.length === 0) {
    throw fieldError(field, messages.validation.invalid_value);
  }
  if (bytes.length > MAX_UPLOAD_BYTES) {
    throw fieldError(field, message(TOO_LARGE_MESSAGE, { max: MAX_UPLOAD_MB }), 413);
  }
  if (!kindAccepts(kind, sniffMime(bytes))) {
    throw fieldError(field, message(KIND_MESSAGE[kind]));
  }
  return bytes;
}

export class FileStore {
  constructor(readonly dir: string) {}

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

  async remove(url: string | null | undefined): Promise<void> {
    if (!url || !url.startsWith('/files/')) return;
    await fs.rm(path.join(this.dir, path.basename(url)), { force: true });
  }

  pathOf(name: string): string {
    return path.join(this.dir, path.basename(name));
  }
}

// stored names are built from `[\w.-]` only, so anything else is refused before the file system is asked
export function isStoredFileName(name: string): boolean {
  return /^[\w-][\w.-]*$/.test(name) && name.length <= 255;
}
