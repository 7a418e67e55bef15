// The untyped module of file-selector that src/shims/file-selector-file.ts stands in for (its spec compares the two).
declare module 'file-selector/dist/es2015/file.js' {
  export const COMMON_MIME_TYPES: Map<string, string>;
  export function toFileWithPath(file: File, path?: string, handle?: unknown): File;
}
