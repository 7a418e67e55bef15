import type {
  AccountUser,
  DocumentRecord,
  FocusDetail,
  FocusFile,
  ManagedUser,
  Newsletter,
  Service,
  StoredServiceUser as ServiceUser,
} from '../../src/types.ts';
import { message, messages } from './messages.ts';

export interface Account extends AccountUser {
  password_hash: string;
}

// stored hashed, so the database file never holds a usable token
export interface TokenRecord {
  token_sha256: string;
  account_id: number;
  expires_at: string;
}

export interface Db {
  version: 1;
  accounts: Account[];
  tokens: TokenRecord[];
  services: Service[];
  serviceUsers: ServiceUser[];
  users: ManagedUser[];
  newsletters: Newsletter[];
  documents: DocumentRecord[];
  focus: FocusDetail[];
  focusFiles: FocusFile[];
  counters: Record<string, number>;
}

export type CollectionName = Exclude<keyof Db, 'version' | 'counters' | 'tokens'>;

export function emptyDb(): Db {
  return {
    version: 1,
    accounts: [],
    tokens: [],
    services: [],
    serviceUsers: [],
    users: [],
    newsletters: [],
    documents: [],
    focus: [],
    focusFiles: [],
    counters: {},
  };
}

// one above the highest ever handed out: ids are never reused after a delete
export function nextId(db: Db, collection: CollectionName): number {
  const list = db[collection] as { id: number }[];
  const highest = Math.max(db.counters[collection] ?? 0, ...list.map((r) => r.id), 0);
  db.counters[collection] = highest + 1;
  return highest + 1;
}

// an account that can sign in is required: an empty accounts list would load, then refuse every sign-in
export function dbShapeProblem(value: unknown): string | null {
  const shape = messages.server.store.shape;
  if (!value || typeof value !== 'object' || Array.isArray(value)) return shape.not_object;
  const v = value as Record<string, unknown>;
  if (v.version !== 1)
    return message('server.store.shape.version', { value: JSON.stringify(v.version) ?? messages.server.store.missing });
  const template = emptyDb() as unknown as Record<string, unknown>;
  for (const key of Object.keys(template)) {
    if (!Array.isArray(template[key])) continue;
    const list = v[key];
    if (!Array.isArray(list)) return message('server.store.shape.collection_missing', { key });
    if (list.some((r) => !r || typeof r !== 'object' || Array.isArray(r)))
      return message('server.store.shape.not_a_record', { key });
  }
  if (!v.counters || typeof v.counters !== 'object' || Array.isArray(v.counters)) return shape.counters_missing;
  const accounts = v.accounts as Record<string, unknown>[];
  if (accounts.length === 0) return shape.no_accounts;
  if (!accounts.some((a) => typeof a.email === 'string' && typeof a.password_hash === 'string')) {
    return shape.no_sign_in;
  }
  return null;
}

export function isDb(value: unknown): value is Db {
  return dbShapeProblem(value) === null;
}
