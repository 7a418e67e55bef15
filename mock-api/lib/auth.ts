import { createHash, randomBytes, scrypt as scryptCb, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import type { Db, Account, TokenRecord } from './db.ts';
import { ApiError } from './errors.ts';

const scrypt = promisify(scryptCb) as (pw: string, salt: Buffer, len: number) => Promise<Buffer>;

/** `scrypt$<salt hex>$<hash hex>` */
export async function hashPassword(password: string, salt = randomBytes(16)): Promise<string> {
  const hash = await scrypt(password, salt, 32);
  return `scrypt$${salt.toString('hex')}$${hash.toString('hex')}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, saltHex, hashHex] = stored.split('$');
  if (scheme !== 'scrypt' || !saltHex || !hashHex) return false;
  const expected = Buffer.from(hashHex, 'hex');
  const actual = await scrypt(password, Buffer.from(saltHex, 'hex'), expected.length);
  return timingSafeEqual(actual, expected);
}

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

export function tokenTtlSeconds(): number {
  const v = Number(process.env.TOKEN_TTL_SECONDS);
  return Number.isFinite(v) && v > 0 ? v : 12 * 60 * 60;
}

/** Issues a token; only its hash is stored. Expired tokens are dropped on the way. */
export function issueToken(db: Db, account: Account, now = Date.now()): { access_token: string; expires_at: string } {
  const access_token = randomBytes(32).toString('hex');
  const expires_at = new Date(now + tokenTtlSeconds() * 1000).toISOString();
  db.tokens = db.tokens.filter((t) => Date.parse(t.expires_at) > now);
  db.tokens.push({ token_sha256: sha256(access_token), account_id: account.id, expires_at });
  return { access_token, expires_at };
}

export function findToken(db: Db, token: string, now = Date.now()): TokenRecord | undefined {
  const hash = sha256(token);
  return db.tokens.find((t) => t.token_sha256 === hash && Date.parse(t.expires_at) > now);
}

/** The account behind a request's bearer token, or a 401 with the reason. */
export function authenticate(db: Db, authorization: string | undefined): Account {
  const match = /^Bearer\s+(\S+)$/i.exec(authorization ?? '');
  if (!match) throw new ApiError(401, 'Unauthenticated: a bearer token is required.');
  const record = findToken(db, match[1]);
  if (!record) throw new ApiError(401, 'Unauthenticated: the token is invalid or has expired.');
  const account = db.accounts.find((a) => a.id === record.account_id);
  if (!account) throw new ApiError(401, 'Unauthenticated: the account no longer exists.');
  return account;
}

export function publicAccount(a: Account) {
  const { password_hash: _omit, ...rest } = a;
  return rest;
}
