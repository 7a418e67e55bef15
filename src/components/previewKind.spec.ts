import { describe, expect, it } from 'vitest';
import { previewKindOf } from './previewKind.ts';

describe('previewKindOf', () => {
  it('trusts the type the server answered', () => {
    expect(previewKindOf('report.bin', 'application/pdf')).toBe('pdf');
    expect(previewKindOf('photo', 'image/jpeg')).toBe('image');
    expect(previewKindOf('notes.pdf', 'text/plain')).toBe('other');
  });
  it('never shows SVG inline (it can carry script)', () => {
    expect(previewKindOf('logo.svg', 'image/svg+xml')).toBe('other');
    expect(previewKindOf('logo.svg')).toBe('other');
  });
  it('falls back to the name when the type is missing or generic', () => {
    expect(previewKindOf('Policy.PDF')).toBe('pdf');
    expect(previewKindOf('a.b.png', 'application/octet-stream')).toBe('image');
    expect(previewKindOf('sheet.xlsx', '')).toBe('other');
    expect(previewKindOf('no-extension')).toBe('other');
  });
});
