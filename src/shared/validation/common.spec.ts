import { describe, expect, it } from 'vitest';
import { blankRichText, isEmail, isIsoDate } from './common.ts';

describe('shared rule helpers', () => {
  it('an empty rich-text editor counts as blank; text or an image does not', () => {
    expect(blankRichText('<p></p>')).toBe(true);
    expect(blankRichText('<p>&nbsp; </p><p><br></p>')).toBe(true);
    expect(blankRichText(undefined)).toBe(true);
    expect(blankRichText('<p>Wash hands</p>')).toBe(false);
    expect(blankRichText('<p><img src="https://example.org/a.png"></p>')).toBe(false);
  });

  it('dates are real YYYY-MM-DD days; e-mails need a host with a dot', () => {
    expect(isIsoDate('2026-02-28')).toBe(true);
    expect(isIsoDate('2026-02-30')).toBe(false);
    expect(isIsoDate('28/02/2026')).toBe(false);
    expect(isEmail('a@b.co')).toBe(true);
    expect(isEmail('a@b')).toBe(false);
  });
});
