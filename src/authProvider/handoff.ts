// The hand-off between the portals (portal-core §6, §9 give the scheme, not the layout): each value encrypted beside
// the SHA-256 hex of its plaintext. Loaded by dynamic import only, so crypto-js stays out of the main bundle.
import AES from 'crypto-js/aes.js';
import PBKDF2 from 'crypto-js/pbkdf2.js';
import SHA256 from 'crypto-js/sha256.js';
import Hex from 'crypto-js/enc-hex.js';
import Base64 from 'crypto-js/enc-base64.js';
import Utf8 from 'crypto-js/enc-utf8.js';
import CryptoJS from 'crypto-js/core.js';
import type { AccountUser, AuthObject } from '../types.ts';
import {
  HANDOFF_COUNTER_LENGTH,
  HANDOFF_COUNTER_PARAM,
  HANDOFF_COUNTER_PATTERN,
  HANDOFF_HASH_PARAMS,
} from '../shared/constants.ts';
import { z } from '../shared/schemas/zod.ts';
import { authObjectSchema } from '../shared/schemas/users.ts';

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
  const cipher = AES.encrypt(plain, deriveKey(passphrase, salt), {
    iv,
    mode: CryptoJS.mode.CBC,
    padding: CryptoJS.pad.Pkcs7,
  });
  return salt.toString(Hex) + iv.toString(Hex) + cipher.ciphertext.toString(Base64);
}

export function decryptValue(received: string, passphrase: string): string {
  const value = received.replace(/ /g, '+');
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

export function randomCounter(length = HANDOFF_COUNTER_LENGTH): string {
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

const handoffAuthSchema = authObjectSchema.pick({ accessToken: true, userId: true });

type ValueName = keyof typeof HANDOFF_HASH_PARAMS;

export function encodeHandoff(values: HandoffValues, passphrase: string): URLSearchParams {
  const plain: Record<ValueName, string> = {
    accessToken: values.accessToken,
    auth: JSON.stringify(values.auth),
    viewer: JSON.stringify(values.viewer),
  };
  const q = new URLSearchParams();
  for (const [name, hashName] of Object.entries(HANDOFF_HASH_PARAMS) as [ValueName, string][]) {
    q.set(name, encryptValue(plain[name], passphrase));
    q.set(hashName, sha256Hex(plain[name]));
  }
  q.set(HANDOFF_COUNTER_PARAM, randomCounter());
  return q;
}

export function decodeHandoff(q: URLSearchParams, passphrase: string): HandoffValues {
  const read = (name: ValueName) => {
    const value = q.get(name);
    const hash = q.get(HANDOFF_HASH_PARAMS[name]);
    if (!value || !hash) throw new Error(`Missing ${name}`);
    const text = decryptValue(value, passphrase);
    if (sha256Hex(text) !== hash.toLowerCase()) throw new Error(`Hash mismatch for ${name}`);
    return text;
  };
  const counter = q.get(HANDOFF_COUNTER_PARAM);
  if (!counter || !HANDOFF_COUNTER_PATTERN.test(counter)) throw new Error('Missing counter');
  const accessToken = read('accessToken');
  const auth = handoffAuthSchema.parse(JSON.parse(read('auth')));
  const viewer = z.record(z.string(), z.unknown()).parse(JSON.parse(read('viewer')));
  if (auth.accessToken !== accessToken) throw new Error('Token mismatch');
  return { accessToken, auth, viewer };
}
