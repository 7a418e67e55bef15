/**
 * The hand-off format between the portals (the /view-hub-admin-service route and 'View as service').
 * Each value: hex(salt) + hex(iv) + base64(ciphertext), with a 16-byte random salt and IV,
 * key = PBKDF2-HMAC-SHA256(passphrase, salt, 1024 iterations, 256 bits), AES-256-CBC with PKCS#7.
 * Each `…Hash` is the lowercase hex SHA-256 of the plaintext. `counter` is 12 random letters and digits.
 * Loaded only where needed (dynamic import), so crypto-js stays out of the main bundle.
 */
import AES from 'crypto-js/aes.js';
import PBKDF2 from 'crypto-js/pbkdf2.js';
import SHA256 from 'crypto-js/sha256.js';
import Hex from 'crypto-js/enc-hex.js';
import Base64 from 'crypto-js/enc-base64.js';
import Utf8 from 'crypto-js/enc-utf8.js';
import CryptoJS from 'crypto-js/core.js';
import type { AccountUser, AuthObject } from '../types.ts';

const ITERATIONS = 1024;
const KEY_WORDS = 256 / 32;

function randomWords(bytes: number): CryptoJS.lib.WordArray {
  const buf = new Uint8Array(bytes);
  crypto.getRandomValues(buf);
  return Hex.parse(Array.from(buf, (b) => b.toString(16).padStart(2, '0')).join(''));
}

function deriveKey(passphrase: string, salt: CryptoJS.lib.WordArray) {
  return PBKDF2(passphrase, salt, { keySize: KEY_WORDS, iterations: ITERATIONS, hasher: CryptoJS.algo.SHA256 });
}

export function encryptValue(plain: string, passphrase: string): string {
  const salt = randomWords(16);
  const iv = randomWords(16);
  const cipher = AES.encrypt(plain, deriveKey(passphrase, salt), { iv, mode: CryptoJS.mode.CBC, padding: CryptoJS.pad.Pkcs7 });
  return salt.toString(Hex) + iv.toString(Hex) + cipher.ciphertext.toString(Base64);
}

/** Throws when the value is malformed or does not decrypt to UTF-8 text. */
export function decryptValue(value: string, passphrase: string): string {
  if (!/^[0-9a-f]{64}[A-Za-z0-9+/]+=*$/i.test(value)) throw new Error('Malformed hand-off value');
  const salt = Hex.parse(value.slice(0, 32));
  const iv = Hex.parse(value.slice(32, 64));
  const ciphertext = Base64.parse(value.slice(64));
  const plain = AES.decrypt(CryptoJS.lib.CipherParams.create({ ciphertext }), deriveKey(passphrase, salt), {
    iv,
    mode: CryptoJS.mode.CBC,
    padding: CryptoJS.pad.Pkcs7,
  });
  const text = plain.toString(Utf8);
  if (plain.sigBytes <= 0 || text === '') throw new Error('Hand-off value did not decrypt');
  return text;
}

export const sha256Hex = (text: string) => SHA256(text).toString(Hex);

export function randomCounter(length = 12): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  const buf = new Uint8Array(length);
  crypto.getRandomValues(buf);
  return Array.from(buf, (b) => alphabet[b % alphabet.length]).join('');
}

export interface HandoffValues {
  accessToken: string;
  auth: Pick<AuthObject, 'accessToken' | 'userId'>;
  viewer: AccountUser | Record<string, unknown>;
}

/** Builds the query string a receiving portal decodes with decodeHandoff. */
export function encodeHandoff(values: HandoffValues, passphrase: string): URLSearchParams {
  const plain = {
    accessToken: values.accessToken,
    auth: JSON.stringify(values.auth),
    viewer: JSON.stringify(values.viewer),
  };
  const q = new URLSearchParams();
  for (const [name, text] of Object.entries(plain)) {
    q.set(name, encryptValue(text, passphrase));
    q.set(`${name}Hash`, sha256Hex(text));
  }
  q.set('counter', randomCounter());
  return q;
}

/** Decodes and checks every value against its hash; throws on any missing, tampered or mismatched value. */
export function decodeHandoff(q: URLSearchParams, passphrase: string): HandoffValues {
  const read = (name: 'accessToken' | 'auth' | 'viewer') => {
    const value = q.get(name);
    const hash = q.get(`${name}Hash`);
    if (!value || !hash) throw new Error(`Missing ${name}`);
    const text = decryptValue(value, passphrase);
    if (sha256Hex(text) !== hash.toLowerCase()) throw new Error(`Hash mismatch for ${name}`);
    return text;
  };
  const counter = q.get('counter');
  if (!counter || !/^[A-Za-z0-9]{12}$/.test(counter)) throw new Error('Missing counter');
  const accessToken = read('accessToken');
  const auth = JSON.parse(read('auth')) as HandoffValues['auth'];
  const viewer = JSON.parse(read('viewer')) as HandoffValues['viewer'];
  if (auth.accessToken !== accessToken) throw new Error('Token mismatch');
  return { accessToken, auth, viewer };
}
