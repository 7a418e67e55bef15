import { describe, expect, it } from 'vitest';
import { decodeHandoff, decryptValue, encodeHandoff, encryptValue, sha256Hex, type HandoffValues } from './handoff.ts';
import { HANDOFF_COUNTER_PARAM, HANDOFF_COUNTER_PATTERN, HANDOFF_HASH_PARAMS } from '../shared/constants.ts';
import {
  SPEC_HASHES,
  SPEC_PARAMS,
  hubHandoffQuery,
  plaintextsFor,
  readHubHandoff,
  withChangedHash,
} from '../../tests/fixtures/hubHandoff.ts';
import vectorFile from '../../tests/fixtures/handoff-vectors.json';
import script from '../../mock-api/public/view-portal-user-service/receive.js?raw';

const PASS = 'test-passphrase';
const admin = { id: 1, name: 'Portal Administrator', email: 'admin@example.com', user_type: 'SUPER_ADMIN' };
const values = { accessToken: 'tok-123', auth: { accessToken: 'tok-123', userId: 1 }, viewer: admin };
const hashNames = Object.values(SPEC_HASHES);

/** Splits a query without form decoding, so a raw '+' stays '+' (a link built without URL-encoding). */
function rawParams(query: string): URLSearchParams {
  return new URLSearchParams(
    query
      .split('&')
      .map((pair): [string, string] => [
        pair.slice(0, pair.indexOf('=')),
        decodeURIComponent(pair.slice(pair.indexOf('=') + 1)),
      ]),
  );
}

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

  it("writes exactly the spec's parameters: the lowercase hex SHA-256 of each plaintext and a 12-character counter", () => {
    const q = encodeHandoff(values, PASS);
    expect([...q.keys()]).toEqual([...SPEC_PARAMS]);
    expect(q.get('tokenHash')).toBe(sha256Hex('tok-123'));
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

  it("reads the auth value's user id as a number or its text, and refuses an auth value without a token", () => {
    // what another portal's encoder may write: a JSON text whose id is a string
    const textId = { accessToken: 'tok-123', userId: '1' } as unknown as HandoffValues['auth'];
    expect(decodeHandoff(encodeHandoff({ ...values, auth: textId }, PASS), PASS).auth).toEqual(values.auth);
    const noToken = { userId: 1 } as unknown as HandoffValues['auth'];
    expect(() => decodeHandoff(encodeHandoff({ ...values, auth: noToken }, PASS), PASS)).toThrow(/accessToken/);
  });

  it('rejects the wrong passphrase and missing values', () => {
    const q = encodeHandoff(values, PASS);
    expect(() => decodeHandoff(q, 'other')).toThrow();
    q.delete('auth');
    expect(() => decodeHandoff(q, PASS)).toThrow(/Missing auth/);
  });
});

describe('a hand-off built from the spec by an independent encoder (crypto-js, tests/fixtures/hubHandoff.ts)', () => {
  it('is decoded by the portal', () => {
    const q = hubHandoffQuery(plaintextsFor('hub-token-1', admin), PASS);
    expect(decodeHandoff(new URLSearchParams(q.toString()), PASS)).toEqual({
      accessToken: 'hub-token-1',
      auth: { accessToken: 'hub-token-1', userId: 1 },
      viewer: admin,
    });
  });

  it.each(hashNames)('is refused when %s is changed', (hashName) => {
    const q = hubHandoffQuery(plaintextsFor('hub-token-1', admin), PASS);
    expect(() => decodeHandoff(withChangedHash(q, hashName), PASS)).toThrow(/Hash mismatch/);
  });

  it("and the portal's 'View as service' link reads back with the independent decoder", () => {
    const q = new URLSearchParams(encodeHandoff(values, PASS).toString());
    expect(readHubHandoff(q, PASS)).toEqual({ ...plaintextsFor('tok-123', admin), counter: q.get('counter') });
  });
});

describe('committed test vectors (tests/fixtures/handoff-vectors.json, made with Node crypto)', () => {
  const { passphrase, vectors } = vectorFile;

  it.each(vectors)('$name: decodes to the known plaintexts', ({ query, plaintexts }) => {
    expect(decodeHandoff(new URLSearchParams(query), passphrase)).toEqual({
      accessToken: plaintexts.accessToken,
      auth: JSON.parse(plaintexts.auth),
      viewer: JSON.parse(plaintexts.viewer),
    });
  });

  it.each(vectors)('$name: the independent decoder reads the same plaintexts', ({ query, plaintexts }) => {
    expect(readHubHandoff(rawParams(query), passphrase)).toEqual(plaintexts);
  });

  it.each(vectors)('$name: refused with any one hash changed, or with another passphrase', ({ query }) => {
    const q = new URLSearchParams(query);
    for (const hashName of hashNames)
      expect(() => decodeHandoff(withChangedHash(q, hashName), passphrase)).toThrow(/Hash mismatch/);
    expect(() => decodeHandoff(q, 'demo-fixture-handoff-passphrase')).toThrow();
  });
});

describe('the demo receiving page (mock-api/public/view-portal-user-service/receive.js)', () => {
  it('uses the same parameter names and counter rule as the portal', () => {
    expect(JSON.parse(/var HASH_PARAMS = (\{[^}]*\});/.exec(script)?.[1] ?? 'null')).toEqual(HANDOFF_HASH_PARAMS);
    expect(JSON.parse(/var COUNTER_PARAM = ("[^"]*");/.exec(script)?.[1] ?? 'null')).toBe(HANDOFF_COUNTER_PARAM);
    expect(/var COUNTER_PATTERN = \/(.*)\/;/.exec(script)?.[1]).toBe(HANDOFF_COUNTER_PATTERN.source);
  });

  it("and those are the spec's names", () => {
    expect([...Object.entries(HANDOFF_HASH_PARAMS).flat(), HANDOFF_COUNTER_PARAM]).toEqual([...SPEC_PARAMS]);
  });
});
