/**
 * Change tracking for the fixture's in-memory database, so a commit writes only what changed and a failed commit
 * can be undone (see the design notes in store.ts).
 *
 * A write request works on the database through a `Tx`: a membrane of proxies over the live objects. Reads pass
 * through; the first change to anything in a *window* (the changes between two commit cuts) saves what it was
 * before in that window's undo log:
 *   - a record (an element of a collection array, or anything below one): a deep copy of the record;
 *   - a collection array itself (push, splice, filter-and-assign): a shallow copy of the array;
 *   - any other top-level value (counters, version): a deep copy.
 * Handlers keep their plain style (`ctx.db.users.push(u)`, `doc.services = doc.services.filter(...)`); proxies never
 * reach the stored data, because every value written through the membrane is unwrapped first.
 */
import type { ApiError } from './errors.ts';

export const ABSENT: unique symbol = Symbol('absent');

/** The changes since the last cut, with the value each changed thing had before it (the undo log). */
export class Window {
  /** Top-level keys changed: the value before (a shallow copy for an array, a deep copy otherwise, or ABSENT). */
  readonly roots = new Map<string, unknown>();
  /** Records changed in place: their collection and a deep copy of the record before. */
  readonly records = new Map<object, { key: string; before: unknown }>();
  constructor(readonly id: number) {}
  get empty(): boolean {
    return this.roots.size === 0 && this.records.size === 0;
  }
}

/** What a Tx needs from the store. */
export interface TxHost {
  readonly db: object;
  readonly window: Window;
  /** A transaction's first access to the database: from then on it can be aborted by a rollback. */
  enlist(tx: Tx): void;
  retire(tx: Tx): void;
}

type Owner =
  | { kind: 'root' }
  | { kind: 'collection'; key: string }
  /** A fresh array of a collection's records (what filter or slice answered): changing it changes nothing stored. */
  | { kind: 'derived'; key: string }
  | { kind: 'value'; key: string }
  | { kind: 'record'; key: string; record: object };

const ROOT: Owner = { kind: 'root' };

/** Asked of one of our proxies, answers the live object behind it (a plain object answers undefined). */
const RAW: unique symbol = Symbol('raw');

const isObject = (v: unknown): v is object => typeof v === 'object' && v !== null;

/** Replaces proxies by their live objects, inside fresh values too (a spread copy holds proxies of nested parts). */
export function unwrap<T>(value: T, seen = new Set<object>()): T {
  if (!isObject(value)) return value;
  const target = (value as { [RAW]?: object })[RAW];
  if (target) return target as T;
  if (seen.has(value)) return value;
  seen.add(value);
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const u = unwrap(value[i] as unknown, seen);
      if (u !== value[i]) value[i] = u;
    }
  } else {
    const proto = Object.getPrototypeOf(value) as unknown;
    if (proto !== Object.prototype && proto !== null) return value;
    const rec = value as Record<string, unknown>;
    for (const k of Object.keys(rec)) {
      const u = unwrap(rec[k], seen);
      if (u !== rec[k]) rec[k] = u;
    }
  }
  return value;
}

/** Saves, once per window, what a change is about to overwrite. */
export function noteChange(win: Window, db: object, owner: Owner, prop: string | symbol): void {
  if (typeof prop === 'symbol') return;
  const root = db as Record<string, unknown>;
  switch (owner.kind) {
    case 'root':
      saveRoot(win, root, prop);
      return;
    case 'collection':
    case 'value':
      saveRoot(win, root, owner.key);
      return;
    case 'derived':
      return;
    case 'record':
      if (!win.records.has(owner.record)) {
        win.records.set(owner.record, { key: owner.key, before: structuredClone(owner.record) });
      }
  }
}

function saveRoot(win: Window, root: Record<string, unknown>, key: string): void {
  if (win.roots.has(key)) return;
  if (!Object.hasOwn(root, key)) win.roots.set(key, ABSENT);
  else {
    const v = root[key];
    win.roots.set(key, Array.isArray(v) ? v.slice() : structuredClone(v));
  }
}

/** Puts back what a window changed (records in place, so references to them stay valid). */
export function undoWindow(db: object, win: Window): void {
  for (const [record, { before }] of win.records) {
    if (Array.isArray(record) && Array.isArray(before)) {
      record.length = 0;
      record.push(...(before as unknown[]));
      continue;
    }
    const rec = record as Record<string, unknown>;
    for (const k of Object.keys(rec)) delete rec[k];
    Object.assign(rec, before);
  }
  const root = db as Record<string, unknown>;
  for (const [key, before] of win.roots) {
    if (before === ABSENT) delete root[key];
    else root[key] = before;
  }
}

/** The traps, shared; each proxy's handler is an object inheriting them, holding its transaction and owner. */
interface Handler extends ProxyHandler<object> {
  tx: Tx;
  owner: Owner;
}
const traps: ProxyHandler<object> & ThisType<Handler> = {
  get(target, prop) {
    if (prop === RAW) return target;
    this.tx.touch();
    const owner = this.owner;
    if ((owner.kind === 'collection' || owner.kind === 'derived') && typeof prop === 'string' && SEARCHES.has(prop)) {
      return search(this.tx, target as unknown[], prop, owner.key);
    }
    const value = Reflect.get(target, prop) as unknown;
    if (!isObject(value) || typeof prop === 'symbol') return value;
    return this.tx.wrap(value, childOwner(this.owner, prop, value));
  },
  set(target, prop, value) {
    this.tx.touch();
    noteChange(this.tx.host.window, this.tx.host.db, this.owner, prop);
    return Reflect.set(target, prop, unwrap(value as unknown));
  },
  deleteProperty(target, prop) {
    this.tx.touch();
    noteChange(this.tx.host.window, this.tx.host.db, this.owner, prop);
    return Reflect.deleteProperty(target, prop);
  },
  defineProperty(target, prop, desc) {
    this.tx.touch();
    noteChange(this.tx.host.window, this.tx.host.db, this.owner, prop);
    return Reflect.defineProperty(
      target,
      prop,
      'value' in desc ? { ...desc, value: unwrap(desc.value as unknown) } : desc,
    );
  },
};

/**
 * One write request's view of the database. Every access notes the window it happened in; when a commit fails, the
 * store aborts the transactions that could have seen or made the changes it undoes, and from then on any access or
 * commit of theirs throws the reason instead of touching restored data.
 */
export class Tx {
  /** Id of the last window in which this transaction touched the database (-1: never). */
  lastWindow = -1;
  /** Set while the transaction waits for its commit: its changes are complete. */
  committing = false;
  aborted: ApiError | null = null;
  /** One proxy per live object, so identity holds within the request (a Map: the transaction is short-lived). */
  private readonly proxies = new Map<object, object>();

  constructor(readonly host: TxHost) {}

  /** The database as this transaction sees it. */
  get db(): object {
    return this.wrap(this.host.db, ROOT);
  }

  /** A record reached some other way (the signed-in account), tracked as part of its collection. */
  record<T extends object>(key: string, record: T): T {
    return this.wrap(record, { kind: 'record', key, record });
  }

  /** The request is over: a later rollback no longer concerns it, and its proxies can go. */
  end(): void {
    this.host.retire(this);
    this.proxies.clear();
  }

  touch(): void {
    if (this.aborted) throw this.aborted;
    if (this.lastWindow < 0) this.host.enlist(this);
    this.lastWindow = this.host.window.id;
  }

  wrap<T extends object>(target: T, owner: Owner): T {
    let proxy = this.proxies.get(target);
    if (!proxy) {
      const handler: Handler = Object.create(traps) as Handler;
      handler.tx = this;
      handler.owner = owner;
      proxy = new Proxy(target, handler);
      this.proxies.set(target, proxy);
    }
    return proxy as T;
  }
}
/**
 * Searches over a collection run on the stored array itself, with only what they answer wrapped: a write request
 * that looks one user up would otherwise wrap every user of the collection, each time. The price is that
 * their callbacks see stored records: a predicate reads its record, it never changes or keeps it (change the record
 * the search answers). forEach, map, reduce, for-of and indexing still hand out tracked records. The api tests run
 * with MOCK_API_VERIFY_JOURNAL=1, which catches a change made behind the tracking's back (store.ts).
 */
const SEARCHES = new Set([
  'find',
  'findLast',
  'findIndex',
  'findLastIndex',
  'filter',
  'some',
  'every',
  'includes',
  'indexOf',
  'lastIndexOf',
  'slice',
  'at',
]);

function search(tx: Tx, target: unknown[], method: string, key: string): (...args: unknown[]) => unknown {
  return (...args: unknown[]) => {
    const native = (Array.prototype as unknown as Record<string, (...a: unknown[]) => unknown>)[method];
    const result = native.apply(
      target,
      args.map((a) => unwrap(a)),
    );
    if (method === 'filter' || method === 'slice') return tx.wrap(result as unknown[], { kind: 'derived', key });
    if ((method === 'find' || method === 'findLast' || method === 'at') && isObject(result)) {
      return tx.wrap(result, { kind: 'record', key, record: result });
    }
    return result;
  };
}

function childOwner(parent: Owner, prop: string, value: object): Owner {
  switch (parent.kind) {
    case 'root':
      return Array.isArray(value) ? { kind: 'collection', key: prop } : { kind: 'value', key: prop };
    case 'collection':
    case 'derived':
      return { kind: 'record', key: parent.key, record: value };
    default:
      return parent;
  }
}
