import { createHash, randomBytes, scrypt as scryptCb, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import type { Request } from 'express';
import type { Access, OwnerRule } from '../../src/dataProvider/endpoints.ts';
import type { Db, Account, TokenRecord } from './db.ts';
import { ApiError } from './errors.ts';
import { messages } from './messages.ts';

const scrypt = promisify(scryptCb) as (pw: string, salt: Buffer, len: number) => Promise<Buffer>;

/** `scrypt$<salt hex>$<hash hex>` */
export async function hashPassword(password: string, salt = randomBytes(16)): Promise<string> {
  const hash = await scrypt(password, salt, 32);
  return `scrypt$${salt.toString('hex')}$${hash.toString('hex')}`;
}

// an unknown account runs the same scrypt against a throw-away hash, so the answer time tells nothing
export async function verifyPassword(password: string, stored: string | undefined): Promise<boolean> {
  const [scheme, saltHex, hashHex] = (stored ?? DUMMY_HASH).split('$');
  if (scheme !== 'scrypt' || !saltHex || !hashHex) return false;
  const expected = Buffer.from(hashHex, 'hex');
  const actual = await scrypt(password, Buffer.from(saltHex, 'hex'), expected.length);
  return timingSafeEqual(actual, expected) && stored !== undefined;
}
const DUMMY_HASH = `scrypt$${randomBytes(16).toString('hex')}$${randomBytes(32).toString('hex')}`;

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

export function tokenTtlSeconds(): number {
  const v = Number(process.env.TOKEN_TTL_SECONDS);
  return Number.isFinite(v) && v > 0 ? v : 12 * 60 * 60;
}

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

export function revokeToken(db: Db, authorization: string | undefined): boolean {
  const match = /^Bearer\s+(\S+)$/i.exec(authorization ?? '');
  if (!match) return false;
  const hash = sha256(match[1]);
  const before = db.tokens.length;
  db.tokens = db.tokens.filter((t) => t.token_sha256 !== hash);
  return db.tokens.length < before;
}

export function authenticate(db: Db, authorization: string | undefined): Account {
  const match = /^Bearer\s+(\S+)$/i.exec(authorization ?? '');
  if (!match) throw new ApiError(401, messages.server.unauthenticated.no_token);
  const record = findToken(db, match[1]);
  if (!record) throw new ApiError(401, messages.server.unauthenticated.invalid_token);
  const account = db.accounts.find((a) => a.id === record.account_id);
  if (!account) throw new ApiError(401, messages.server.unauthenticated.no_account);
  return account;
}

export function publicAccount(a: Account) {
  const { password_hash: _omit, ...rest } = a;
  return rest;
}

export const isSuperAdmin = (a: Account) => a.user_type === 'SUPER_ADMIN';

export function usesCentre(db: Db, account: Account, centreId: number): boolean {
  const email = account.email.toLowerCase();
  return db.serviceUsers.some((u) => u.center_id === centreId && u.email.toLowerCase() === email);
}

function ownerValue(req: Request, rule: OwnerRule): unknown {
  const from: unknown = rule.in === 'path' ? req.params : rule.in === 'query' ? req.query : req.body;
  return from && typeof from === 'object' ? (from as Record<string, unknown>)[rule.key] : undefined;
}

// whether the named record exists is not told to those who may not see it
export function authorize(db: Db, account: Account, access: Access, req: Request): void {
  if (access === 'public' || access === 'signedIn' || isSuperAdmin(account)) return;
  if (access === 'superAdmin') throw new ApiError(403, messages.access.super_admin_only);
  const query = req.query as Record<string, unknown>;
  const applies = Object.entries(access.when ?? {}).every(([k, v]) => query[k] === v);
  if (!applies) throw new ApiError(403, messages.access.super_admin_only);
  const value = ownerValue(req, access);
  if (access.optional && (value === undefined || value === '')) return;
  const text = typeof value === 'string' || typeof value === 'number' ? String(value) : '';
  if (access.owner === 'self') {
    if (text !== '' && (text === String(account.id) || text === account.subscription_id)) return;
    throw new ApiError(403, messages.access.self_only);
  }
  const id = /^[1-9]\d{0,15}$/.test(text) ? Number(text) : NaN;
  if (Number.isSafeInteger(id) && usesCentre(db, account, id)) return;
  throw new ApiError(403, messages.access.centre_only);
}
