import { describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES, UPLOAD_ACCEPT, kindAccepts, sniffMime, uploadRefusal } from './uploads.ts';

// Test inputs written from the formats' own definitions, not from the rule's table.
const bytes = (...parts: (string | number[])[]) =>
  Uint8Array.from(parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)));
const PDF = bytes('%PDF-1.7\n');
const JPEG = bytes([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10], 'JFIF');
const PNG = bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a]);
const WINDOWS_EXE = bytes('MZ', [0x90, 0x00, 0x03]);

describe('what the bytes of a file show (the fixture judges uploads by this)', () => {
  it('recognises a PDF, a JPEG and a PNG, and nothing in an executable', () => {
    expect(sniffMime(PDF)).toBe('application/pdf');
    expect(sniffMime(JPEG)).toBe('image/jpeg');
    expect(sniffMime(PNG)).toBe('image/png');
    expect(sniffMime(WINDOWS_EXE)).toBeNull();
  });

  it('takes for each kind only its own types', () => {
    expect(kindAccepts('pdf', sniffMime(PDF))).toBe(true);
    expect(kindAccepts('pdf', sniffMime(JPEG))).toBe(false);
    expect(kindAccepts('jpeg', sniffMime(PNG))).toBe(false);
    expect(kindAccepts('image', sniffMime(PNG))).toBe(true);
    expect(kindAccepts('image', sniffMime(WINDOWS_EXE))).toBe(false);
    expect(kindAccepts('any', null)).toBe(true);
  });
});

describe('what a drop zone refuses before sending', () => {
  const tenMb = 10 * 1024 * 1024;

  it('limits every upload to 10 MB, the fixture limit', () => {
    expect(MAX_UPLOAD_BYTES).toBe(tenMb);
    expect(uploadRefusal('pdf', { name: 'a.pdf', type: 'application/pdf', size: tenMb })).toBeNull();
    expect(uploadRefusal('pdf', { name: 'a.pdf', type: 'application/pdf', size: tenMb + 1 })).toEqual({
      key: 'validation.file_too_large',
      args: { max: 10 },
    });
    expect(uploadRefusal('any', { name: 'film.mp4', type: 'video/mp4', size: tenMb + 1 })?.key).toBe(
      'validation.file_too_large',
    );
  });

  it('refuses a file of the wrong type with the message of its kind', () => {
    const exe = { name: 'setup.exe', type: 'application/x-msdownload', size: 2048 };
    expect(uploadRefusal('pdf', exe)).toEqual({ key: 'validation.pdf_only' });
    expect(uploadRefusal('image', exe)).toEqual({ key: 'validation.image_only' });
    expect(uploadRefusal('jpeg', { name: 'logo.png', type: 'image/png', size: 10 })).toEqual({
      key: 'validation.jpeg_only',
    });
    expect(uploadRefusal('pdf', { name: 'report.pdf.exe', type: '', size: 10 })).toEqual({
      key: 'validation.pdf_only',
    });
  });

  it('lets through the right kinds, also by name alone when the browser gives no type', () => {
    expect(uploadRefusal('pdf', { name: 'May.PDF', type: 'application/pdf', size: 10 })).toBeNull();
    expect(uploadRefusal('pdf', { name: 'May.pdf', type: '', size: 10 })).toBeNull();
    expect(uploadRefusal('jpeg', { name: 'logo.jpeg', type: 'image/jpeg', size: 10 })).toBeNull();
    expect(uploadRefusal('image', { name: 'thumb.webp', type: 'image/webp', size: 10 })).toBeNull();
    expect(uploadRefusal('any', { name: 'notes.txt', type: 'text/plain', size: 10 })).toBeNull();
  });
});

describe("what a document's drop zone refuses (the file kinds of document-management uploads)", () => {
  it('takes PDFs, images, Office files, videos, CSV and text files by their names', () => {
    for (const name of ['policy.pdf', 'photo.JPG', 'plan.docx', 'budget.xls', 'talk.mp4', 'list.csv', 'notes.txt'])
      expect(uploadRefusal('document', { name, type: '', size: 1000 })).toBeNull();
  });

  it('refuses an executable, a file without an extension and a file over 10 MB, each with its message', () => {
    expect(uploadRefusal('document', { name: 'setup.exe', type: 'application/x-msdownload', size: 10 })).toEqual({
      key: 'validation.document_type',
    });
    expect(uploadRefusal('document', { name: 'README', type: '', size: 10 })?.key).toBe('validation.document_type');
    expect(uploadRefusal('document', { name: 'big.pdf', type: 'application/pdf', size: 10 * 1024 * 1024 + 1 })).toEqual(
      {
        key: 'validation.file_too_large',
        args: { max: 10 },
      },
    );
  });

  it('offers the picker the same extensions it accepts', () => {
    const extensions = Object.values(UPLOAD_ACCEPT.document ?? {}).flat();
    expect(extensions).toEqual(
      expect.arrayContaining(['.pdf', '.png', '.docx', '.xlsx', '.pptx', '.doc', '.mov', '.txt']),
    );
    expect(extensions).not.toContain('.exe');
  });
});
