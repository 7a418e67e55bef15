import { describe, expect, it } from 'vitest';
import { COMMON_MIME_TYPES as LIBRARY_TYPES, toFileWithPath as libraryToFile } from 'file-selector/dist/es2015/file.js';
import { COMMON_MIME_TYPES, toFileWithPath } from './file-selector-file.ts';
import { UPLOAD_ACCEPT } from '../shared/uploads.ts';

describe("file-selector's file module with the portal's types", () => {
  it("keeps exactly the library's entries whose type a drop zone takes", () => {
    const taken = new Set(Object.values(UPLOAD_ACCEPT).flatMap((accept) => (accept ? Object.keys(accept) : [])));
    const expected = [...LIBRARY_TYPES].filter(([, type]) => taken.has(type));
    expect([...COMMON_MIME_TYPES]).toEqual(expected);
  });

  it('gives an untyped file the type and paths the library gives', () => {
    for (const name of ['Report.PDF', 'notes.txt', 'photo.jpe', 'archive.xyz', 'noextension']) {
      const ours = toFileWithPath(new File(['x'], name));
      const theirs = libraryToFile(new File(['x'], name)) as File & { path: string; relativePath: string };
      const known = COMMON_MIME_TYPES.has(name.split('.').pop()!.toLowerCase());
      expect(ours.type).toBe(known ? theirs.type : '');
      expect([ours.path, ours.relativePath]).toEqual([theirs.path, theirs.relativePath]);
    }
    const typed = toFileWithPath(new File(['x'], 'a.png', { type: 'image/png' }), '/dir/a.png');
    expect([typed.type, typed.path, typed.relativePath]).toEqual(['image/png', '/dir/a.png', '/dir/a.png']);
  });
});
