import type {
  AccountUser,
  DocumentRecord,
  FocusDetail,
  FocusFile,
  ManagedUser,
  Newsletter,
  Service,
  ServiceUser,
} from '../../src/types.ts';

/** A sign-in account: the quality back end's user plus a scrypt password hash. */
export interface Account extends AccountUser {
  password_hash: string;
}

/** A bearer token, stored hashed so the database file never holds a usable token. */
export interface TokenRecord {
  token_sha256: string;
  account_id: number;
  expires_at: string;
}

/** The whole fixture database; one JSON document on disk. */
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
  /** Last id handed out per collection. */
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

/** Next id of a collection: one above the highest ever handed out, so ids are never reused after a delete. */
export function nextId(db: Db, collection: CollectionName): number {
  const list = db[collection] as { id: number }[];
  const highest = Math.max(db.counters[collection] ?? 0, ...list.map((r) => r.id), 0);
  db.counters[collection] = highest + 1;
  return highest + 1;
}

export function isDb(value: unknown): value is Db {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return (
    v.version === 1 && ['accounts', 'services', 'users', 'documents', 'newsletters'].every((k) => Array.isArray(v[k]))
  );
}
