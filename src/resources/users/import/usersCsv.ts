/**
 * Users as CSV (beyond the spec): the users list's export and the import's reading and checking of a file, with one
 * set of columns so an exported file imports again. Rows are checked with the create form's rules
 * (the user payload's schema); an email already among the users is reported and not sent, as is a second row
 * of the file with the same email.
 */
import { USER_ROLES } from '../../../shared/constants.ts';
import { DEFAULT_USER_ROLE, normaliseEmail, type UserRole } from '../../../shared/validation/users.ts';
import { userPayloadSchema } from '../../../shared/schemas/userPayload.ts';
import { isEmail, ruleErrorsOf, ruleMessageParts } from '../../../shared/schemas/rules.ts';
import { readCsv, readCsvCell, writeCsv } from '../../../components/csv.ts';
import type { UserRecord } from '../../../dataProvider/users.ts';
import type { Translate } from '../../../dataProvider/documentFields.ts';

/** The file's columns, in the export's order. */
export const USER_CSV_COLUMNS = ['first_name', 'last_name', 'email', 'description', 'role', 'notify'] as const;
export type UserCsvColumn = (typeof USER_CSV_COLUMNS)[number];
const REQUIRED_COLUMNS: readonly UserCsvColumn[] = ['first_name', 'last_name', 'email'];

/** Other names a header may give a column: the API's field, and the create form's label (a catalogue key). */
const ALIASES: Record<UserCsvColumn, { field: string; label: string }> = {
  first_name: { field: 'first_name', label: 'app.users.first_name' },
  last_name: { field: 'last_name', label: 'app.users.last_name' },
  email: { field: 'email', label: 'app.users.email' },
  description: { field: 'description', label: 'app.users.description' },
  role: { field: 'user_type', label: 'app.users.role' },
  notify: { field: 'notify_email', label: 'app.users.notify' },
};
/** The create form's rule fields, by the column that holds them. */
const COLUMN_OF_FIELD: Record<string, UserCsvColumn> = {
  first_name: 'first_name',
  last_name: 'last_name',
  email: 'email',
  description: 'description',
  user_type: 'role',
  notify_email: 'notify',
};

export const columnLabel = (column: UserCsvColumn | 'reason', translate: Translate) =>
  translate(`app.userImport.columns.${column}`);

/** Header text compared loosely: case, spaces, underscores and hyphens aside. */
const loose = (s: string) =>
  s
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, ' ');

const trueWords = (t: Translate) => ['yes', 'true', '1', 'on', t('app.common.yes'), t('app.users.notify_on')];
const falseWords = (t: Translate) => ['no', 'false', '0', 'off', t('app.common.no'), t('app.users.notify_off')];

const isRole = (v: string): v is UserRole => (USER_ROLES as readonly string[]).includes(v);

/** What a cell says of the role: a role, or the cell itself (which the rules then refuse). */
function roleOf(cell: string, translate: Translate): string {
  if (cell === '') return DEFAULT_USER_ROLE;
  const found = USER_ROLES.find((r) => [r, translate(`app.users.role_${r}`)].some((w) => loose(w) === loose(cell)));
  return found ?? cell;
}

/** What a cell says of the notify flag: a boolean, or the cell itself (which the rules then refuse). */
function notifyOf(cell: string, translate: Translate): boolean | string {
  if (cell === '') return false;
  if (trueWords(translate).some((w) => loose(w) === loose(cell))) return true;
  if (falseWords(translate).some((w) => loose(w) === loose(cell))) return false;
  return cell;
}

/** A problem of one row: a catalogue key, its values, and the column it is in (none for the whole row). */
export interface RowProblem {
  column: UserCsvColumn | null;
  key: string;
  args?: Record<string, unknown>;
}

export interface ImportUser {
  first_name: string;
  last_name: string;
  email: string;
  description: string;
  user_type: UserRole;
  notify_email: boolean;
  services: number[];
}

export interface ImportRow {
  /** The row's number in a spreadsheet (the header is row 1). */
  row: number;
  /** The cells as written, for the file of rows not created. */
  cells: Record<UserCsvColumn, string>;
  /** 'ready' to send, 'exists' (the email is a user's already: not sent), 'invalid' (problems: nothing is sent). */
  status: 'ready' | 'exists' | 'invalid';
  problems: RowProblem[];
  /** What create('users') is given; only for a ready row. */
  user: ImportUser | null;
}

export type ReadResult = { ok: true; rows: ImportRow[] } | { ok: false; key: string; args?: Record<string, unknown> };

/**
 * Reads a users CSV and checks every row: the create form's rules, an email already a user's (`existing`, normalised
 * as the server does), and an email twice in the file (the later row is wrong).
 */
export function readUsersCsv(text: string, existing: ReadonlySet<string>, translate: Translate): ReadResult {
  const parsed = readCsv(text);
  const broken = parsed.errors.find((e) => e.type === 'Quotes');
  if (broken) return { ok: false, key: 'app.userImport.unreadable', args: { reason: broken.message } };
  const [header = [], ...body] = parsed.data;
  const names = USER_CSV_COLUMNS.map((c) => [columnLabel(c, translate), ALIASES[c].field, translate(ALIASES[c].label)]);
  const position = new Map<UserCsvColumn, number>();
  header.forEach((h, i) => {
    const at = names.findIndex((n) => n.some((name) => loose(name) === loose(h)));
    if (at >= 0 && !position.has(USER_CSV_COLUMNS[at])) position.set(USER_CSV_COLUMNS[at], i);
  });
  const missing = REQUIRED_COLUMNS.filter((c) => !position.has(c));
  if (missing.length)
    return {
      ok: false,
      key: 'app.userImport.missing_columns',
      args: { columns: missing.map((c) => columnLabel(c, translate)).join(', ') },
    };

  const firstRowOf = new Map<string, number>();
  const rows: ImportRow[] = [];
  body.forEach((line, i) => {
    if (line.every((c) => c.trim() === '')) return;
    const cell = (c: UserCsvColumn) => {
      const at = position.get(c);
      return at === undefined ? '' : readCsvCell(line[at] ?? '');
    };
    const cells: Record<UserCsvColumn, string> = {
      first_name: cell('first_name'),
      last_name: cell('last_name'),
      email: cell('email'),
      description: cell('description'),
      role: cell('role'),
      notify: cell('notify'),
    };
    const candidate = {
      first_name: cells.first_name.trim(),
      last_name: cells.last_name.trim(),
      email: cells.email.trim(),
      description: cells.description.trim(),
      user_type: roleOf(cells.role.trim(), translate),
      notify_email: notifyOf(cells.notify.trim(), translate),
      services: [],
    };
    const problems: RowProblem[] = [];
    for (const [field, rules] of Object.entries(ruleErrorsOf(userPayloadSchema, candidate))) {
      const { message, args } = ruleMessageParts(rules[0]!);
      const column = COLUMN_OF_FIELD[field] ?? null;
      problems.push(Object.keys(args).length ? { column, key: message, args } : { column, key: message });
    }
    const row = i + 2;
    let exists = false;
    if (isEmail(candidate.email)) {
      const email = normaliseEmail(candidate.email);
      const first = firstRowOf.get(email);
      if (first !== undefined)
        problems.push({ column: null, key: 'app.userImport.duplicate_in_file', args: { row: first } });
      else firstRowOf.set(email, row);
      exists = existing.has(email);
    }
    // the rules passed, so role and notify are a role and a boolean; the checks tell TypeScript so
    const { user_type, notify_email } = candidate;
    const valid = problems.length === 0 && isRole(user_type) && typeof notify_email === 'boolean';
    rows.push({
      row,
      cells,
      status: !valid ? 'invalid' : exists ? 'exists' : 'ready',
      problems,
      user: valid && !exists ? { ...candidate, user_type, notify_email } : null,
    });
  });
  if (rows.length === 0) return { ok: false, key: 'app.userImport.empty_file' };
  return { ok: true, rows };
}

/** A problem in words: 'Email: Please enter a valid email address.' */
export function problemText(p: RowProblem, translate: Translate): string {
  const message = translate(p.key, p.args);
  return p.column
    ? translate('app.userImport.field_error', { field: columnLabel(p.column, translate), message })
    : message;
}

/** The users as CSV, with the import's columns: role and notify as the list shows them. */
export function usersCsv(users: readonly UserRecord[], translate: Translate): string {
  return writeCsv(
    USER_CSV_COLUMNS.map((c) => columnLabel(c, translate)),
    users.map((u) => [
      u.first_name,
      u.last_name,
      u.email,
      u.description,
      translate(`app.users.role_${u.user_type}`),
      translate(u.notify_email ? 'app.common.yes' : 'app.common.no'),
    ]),
  );
}

/** Rows as they were written, with a last column saying why each was not created: fix them and import this file. */
export function rowsCsv(rows: readonly { row: ImportRow; reason: string }[], translate: Translate): string {
  return writeCsv(
    [...USER_CSV_COLUMNS, 'reason' as const].map((c) => columnLabel(c, translate)),
    rows.map(({ row, reason }) => [...USER_CSV_COLUMNS.map((c) => row.cells[c]), reason]),
  );
}
