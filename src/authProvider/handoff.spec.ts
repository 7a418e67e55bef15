import { describe, expect, it } from 'vitest';
import { decodeHandoff, decryptValue, encodeHandoff, encryptValue, sha256Hex } from './handoff.ts';

const PASS = 'test-passphrase';
const values = {
  accessToken: 'tok-123',
  auth: { accessToken: 'tok-123', userId: 1 },
  viewer: { id: 1, name: 'Portal Administrator', email: 'admin@example.com', user_type: 'SUPER_ADMIN' },
};

describe('hand-off format', () => {
  it('round-trips every value and checks its hash', () => {
    const q = encodeHandoff(values, PASS);
    expect(decodeHandoff(new URLSearchParams(q.toString()), PASS)).toEqual(values);
  });

  it('writes hex(salt) + hex(iv) + base64(ciphertext), fresh salt and IV each time', () => {
    const a = encryptValue('hello', PASS);
    const b = encryptValue('hello', PASS);
    expect(a).toMatch(/^[0-9a-f]{64}[A-Za-z0-9+/]+=*$/);
    expect(a.slice(0, 64)).not.toEqual(b.slice(0, 64));
    expect(decryptValue(a, PASS)).toBe('hello');
  });

  it('sends the lowercase hex SHA-256 of each plaintext and a 12-character counter', () => {
    const q = encodeHandoff(values, PASS);
    expect(q.get('accessTokenHash')).toBe(sha256Hex('tok-123'));
    expect(sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(q.get('counter')).toMatch(/^[A-Za-z0-9]{12}$/);
  });

  it('rejects a tampered value', () => {
    const q = encodeHandoff(values, PASS);
    const v = q.get('accessToken')!;
    const last = v.charAt(70) === 'A' ? 'B' : 'A';
    q.set('accessToken', v.slice(0, 70) + last + v.slice(71));
    expect(() => decodeHandoff(q, PASS)).toThrow();
  });

  it('rejects a hash that does not match', () => {
    const q = encodeHandoff(values, PASS);
    q.set('viewerHash', sha256Hex('someone else'));
    expect(() => decodeHandoff(q, PASS)).toThrow(/Hash mismatch/);
  });

  it('rejects the wrong passphrase and missing values', () => {
    const q = encodeHandoff(values, PASS);
    expect(() => decodeHandoff(q, 'other')).toThrow();
    q.delete('auth');
    expect(() => decodeHandoff(q, PASS)).toThrow(/Missing auth/);
  });
});
