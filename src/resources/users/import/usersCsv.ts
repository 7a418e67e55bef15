// beyond the spec: one set of columns for export and import, so an exported file imports again
import { USER_ROLES } from '../../../shared/constants.ts';
import { DEFAULT_USER_ROLE, normaliseEmail, type UserRole } from '../../../shared/validation/users.ts';
import { userPayloadSchema } from '../../../shared/schemas/userPayload.ts';
import { isEmail, ruleErrorsOf, ruleMessageParts } from '../../../shared/schemas/rules.ts';
import { readCsv, readCsvCell, writeCsv } from '../../../components/csv.ts';
import type { UserRecord } from '../../../dataProvider/users.ts';
import type { Translate } from '../../../dataProvider/documentFields.ts';

export const USER_CSV_COLUMNS = ['first_name', 'last_name', 'email', 'description', 'role', 'notify'] as const;
export type UserCsvColumn = (typeof USER_CSV_COLUMNS)[number];
const REQUIRED_COLUMNS: readonly UserCsvColumn[] = ['first_name', 'last_name', 'email'];

// a header may also give the API's field or the create form's label
const ALIASES: Record<UserCsvColumn, { field: string; label: string }> = {
  first_name: { field: 'first_name', label: 'app.users.first_name' },
  last_name: { field: 'last_name', label: 'app.users.last_name' },
  email: { field: 'email', label: 'app.users.email' },
  description: { field: 'description', label: 'app.users.description' },
  role: { field: 'user_type', label: 'app.users.role' },
  notify: { field: 'notify_email', label: 'app.users.notify' },
};
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

const loose = (s: string) =>
  s
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, ' ');

const trueWords = (t: Translate) => ['yes', 'true', '1', 'on', t('app.common.yes'), t('app.users.notify_on')];
const falseWords = (t: Translate) => ['no', 'false', '0', 'off', t('app.common.no'), t('app.users.notify_off')];

const isRole = (v: string): v is UserRole => (USER_ROLES as readonly string[]).includes(v);

// a cell that is no role is kept, for the rules to refuse
function roleOf(cell: string, translate: Translate): string {
  if (cell === '') return DEFAULT_USER_ROLE;
  const found = USER_ROLES.find((r) => [r, translate(`app.users.role_${r}`)].some((w) => loose(w) === loose(cell)));
  return found ?? cell;
}

function notifyOf(cell: string, translate: Translate): boolean | string {
  if (cell === '') return false;
  if (trueWords(translate).some((w) => loose(w) === loose(cell))) return true;
  if (falseWords(translate).some((w) => loose(w) === loose(cell))) return false;
  return cell;
}

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
  // the header is row 1
  row: number;
  cells: Record<UserCsvColumn, string>;
  status: 'ready' | 'exists' | 'invalid';
  problems: RowProblem[];
  user: ImportUser | null;
}

export type ReadResult = { ok: true; rows: ImportRow[] } | { ok: false; key: string; args?: Record<string, unknown> };

// an email twice in the file: the later row is wrong
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
    // the rules passed, so role and notify are a role and a boolean
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

export function problemText(p: RowProblem, translate: Translate): string {
  const message = translate(p.key, p.args);
  return p.column
    ? translate('app.userImport.field_error', { field: columnLabel(p.column, translate), message })
    : message;
}

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

export function rowsCsv(rows: readonly { row: ImportRow; reason: string }[], translate: Translate): string {
  return writeCsv(
    [...USER_CSV_COLUMNS, 'reason' as const].map((c) => columnLabel(c, translate)),
    rows.map(({ row, reason }) => [...USER_CSV_COLUMNS.map((c) => row.cells[c]), reason]),
  );
}
