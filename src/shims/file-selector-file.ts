/**
 * file-selector's `./file` module (react-dropzone reads dropped and picked files through file-selector) with a short
 * type table. The library fills in the type of a file the browser left untyped from a table of about 1,200
 * extensions (10 KB gzip on every page with a drop zone). The portal's drop zones only ask whether a file is of a
 * type they take (src/shared/uploads.ts, UPLOAD_ACCEPT), so this table keeps exactly the library's entries whose type
 * is one of those: every file is accepted or refused as before, with the same message; a name the table no longer
 * knows keeps its empty type, refused either way. vite.config.ts resolves file-selector's import of `./file` here;
 * file-selector-file.spec.ts derives the table from the library's and UPLOAD_ACCEPT and fails when they part.
 */
export const COMMON_MIME_TYPES = new Map<string, string>([
  ['ai', 'application/pdf'],
  ['conf', 'text/plain'],
  ['csv', 'text/csv'],
  ['def', 'text/plain'],
  ['doc', 'application/msword'],
  ['docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
  ['dot', 'application/msword'],
  ['f4v', 'video/mp4'],
  ['gif', 'image/gif'],
  ['in', 'text/plain'],
  ['ini', 'text/plain'],
  ['jpe', 'image/jpeg'],
  ['jpeg', 'image/jpeg'],
  ['jpg', 'image/jpeg'],
  ['list', 'text/plain'],
  ['log', 'text/plain'],
  ['m3u', 'text/plain'],
  ['mov', 'video/quicktime'],
  ['mp4', 'video/mp4'],
  ['mp4v', 'video/mp4'],
  ['mpg4', 'video/mp4'],
  ['pdf', 'application/pdf'],
  ['png', 'image/png'],
  ['pot', 'application/vnd.ms-powerpoint'],
  ['ppa', 'application/vnd.ms-powerpoint'],
  ['pps', 'application/vnd.ms-powerpoint'],
  ['pptx', 'application/vnd.openxmlformats-officedocument.presentationml.presentation'],
  ['qt', 'video/quicktime'],
  ['text', 'text/plain'],
  ['txt', 'text/plain'],
  ['webp', 'image/webp'],
  ['word', 'application/msword'],
  ['xla', 'application/vnd.ms-excel'],
  ['xlc', 'application/vnd.ms-excel'],
  ['xlm', 'application/vnd.ms-excel'],
  ['xls', 'application/vnd.ms-excel'],
  ['xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
  ['xlt', 'application/vnd.ms-excel'],
  ['xlw', 'application/vnd.ms-excel'],
]);

type FileWithPath = File & { path?: string; relativePath?: string; handle?: unknown };

const setObjProp = (f: File, key: string, value: unknown) =>
  Object.defineProperty(f, key, { value, writable: false, configurable: false, enumerable: true });

function withMimeType(file: File): File {
  const { name } = file;
  if (name && name.lastIndexOf('.') !== -1 && !file.type) {
    const type = COMMON_MIME_TYPES.get(name.split('.').pop()!.toLowerCase());
    if (type) setObjProp(file, 'type', type);
  }
  return file;
}

/** file-selector 2.1's toFileWithPath, line for line (the type from the table above). */
export function toFileWithPath(file: File, path?: string, h?: unknown): FileWithPath {
  const f: FileWithPath = withMimeType(file);
  const { webkitRelativePath } = file;
  const p =
    typeof path === 'string'
      ? path
      : typeof webkitRelativePath === 'string' && webkitRelativePath.length > 0
        ? webkitRelativePath
        : `./${file.name}`;
  if (typeof f.path !== 'string') setObjProp(f, 'path', p);
  if (h !== undefined) setObjProp(f, 'handle', h);
  setObjProp(f, 'relativePath', p);
  return f;
}
