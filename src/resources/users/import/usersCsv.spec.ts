import { describe, expect, it } from 'vitest';
import { HttpError } from 'react-admin';
import Papa from 'papaparse';
import { translate } from '../../../i18n/translate.ts';
import { problemText, readUsersCsv, rowsCsv, usersCsv, type ImportRow } from './usersCsv.ts';
import { runImport } from './runImport.ts';
import type { UserRecord } from '../../../dataProvider/users.ts';

const HEADER = 'First name,Last name,Email,Description,Role,Notify';
const read = (text: string, existing: string[] = []) => readUsersCsv(text, new Set(existing), translate);
const rowsOf = (text: string, existing: string[] = []) => {
  const r = read(text, existing);
  if (!r.ok) throw new Error(r.key);
  return r.rows;
};
const problems = (row: ImportRow) => row.problems.map((p) => problemText(p, translate));

describe('reading a users CSV', () => {
  it('reads every row with its spreadsheet row number, defaults and the words the list shows', () => {
    const rows = rowsOf(
      `${HEADER}\r\nAda,Lovelace,ADA@example.com ,"Room leader, Bondi",Admin,Yes\r\n\r\nAlan,Turing,alan@example.com,,,\r\n`,
    );
    expect(rows.map((r) => [r.row, r.status])).toEqual([
      [2, 'ready'],
      [4, 'ready'],
    ]);
    expect(rows[0].user).toEqual({
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: 'ADA@example.com',
      description: 'Room leader, Bondi',
      user_type: 'admin',
      notify_email: true,
      services: [],
    });
    expect(rows[1].user).toMatchObject({ user_type: 'member', notify_email: false, description: '' });
  });

  it('takes the API field names or the form labels as headers, in any order and case', () => {
    const rows = rowsOf('EMAIL,first_name,Last Name,user_type,notify_email\nx@example.com,X,Y,member,0\n');
    expect(rows[0].user).toMatchObject({
      email: 'x@example.com',
      first_name: 'X',
      last_name: 'Y',
      notify_email: false,
    });
  });

  it("names each problem on its row with the create form's rules", () => {
    const rows = rowsOf(
      [
        HEADER,
        ',Lovelace,ada@example.com,,Member,No',
        'Alan,Turing,not-an-email,,Member,No',
        'Grace,Hopper,grace@example.com,,Owner,Maybe',
      ].join('\n'),
    );
    expect(rows.map((r) => r.status)).toEqual(['invalid', 'invalid', 'invalid']);
    expect(rows.every((r) => r.user === null)).toBe(true);
    expect(problems(rows[0])).toEqual(['First name: This field is required.']);
    expect(problems(rows[1])).toEqual(['Email: Please enter a valid email address.']);
    expect(problems(rows[2])).toEqual([
      'Role: The selected value is invalid.',
      'Notify: The selected value is invalid.',
    ]);
  });

  it('reports an email already a user as existing (not sent), and the second row of an email twice as wrong', () => {
    const rows = rowsOf(
      [HEADER, 'A,B,taken@example.com,,,', 'C,D,new@example.com,,,', 'E,F,NEW@example.com,,,'].join('\n'),
      ['taken@example.com'],
    );
    expect(rows.map((r) => r.status)).toEqual(['exists', 'ready', 'invalid']);
    expect(rows[0].user).toBeNull();
    expect(problems(rows[2])).toEqual(['Email: the same email is on row 3']);
  });

  it('refuses a file without the required columns, without rows, or with broken quoting', () => {
    expect(read('Name,Email\nAda,ada@example.com')).toEqual({
      ok: false,
      key: 'app.userImport.missing_columns',
      args: { columns: 'First name, Last name' },
    });
    expect(read(`${HEADER}\n,,,,,\n`)).toMatchObject({ ok: false, key: 'app.userImport.empty_file' });
    expect(read(`${HEADER}\nAda,"Lovelace,ada@example.com,,,`)).toMatchObject({
      ok: false,
      key: 'app.userImport.unreadable',
    });
  });

  it('exports users with the import columns, and an exported file imports again', () => {
    const users: UserRecord[] = [
      {
        id: 1,
        first_name: 'Ada',
        last_name: 'Lovelace',
        email: 'ada@example.com',
        description: 'Says "hi", often',
        user_type: 'admin',
        notify_email: true,
        services: [],
      },
    ];
    const csv = usersCsv(users, translate);
    expect(csv.split('\r\n')).toEqual([HEADER, 'Ada,Lovelace,ada@example.com,"Says ""hi"", often",Admin,Yes']);
    expect(rowsOf(csv)[0].user).toMatchObject({
      description: 'Says "hi", often',
      user_type: 'admin',
      notify_email: true,
    });
  });

  it('writes text that a spreadsheet would run as a formula behind an apostrophe, and reads it back as it was', () => {
    const users: UserRecord[] = [
      {
        id: 2,
        first_name: '=HYPERLINK("http://evil.example")',
        last_name: '@SUM(A1)',
        email: 'grace@example.com',
        description: '-2 rooms, +1 cot',
        user_type: 'member',
        notify_email: false,
        services: [],
      },
    ];
    const csv = usersCsv(users, translate);
    expect(Papa.parse<string[]>(csv).data[1]).toEqual([
      `'=HYPERLINK("http://evil.example")`,
      "'@SUM(A1)",
      'grace@example.com',
      "'-2 rooms, +1 cot",
      'Member',
      'No',
    ]);
    const [row] = rowsOf(csv);
    expect(row.user).toMatchObject({
      first_name: '=HYPERLINK("http://evil.example")',
      last_name: '@SUM(A1)',
      description: '-2 rooms, +1 cot',
    });
    // the rows not created are written escaped again, not twice
    expect(Papa.parse<string[]>(rowsCsv([{ row, reason: 'x' }], translate)).data[1].slice(0, 2)).toEqual([
      `'=HYPERLINK("http://evil.example")`,
      "'@SUM(A1)",
    ]);
  });

  it('writes the rows not created as they were written, with the reason last', () => {
    const [row] = rowsOf(`${HEADER}\nAda,Lovelace,ada@example.com,,admin,yes`);
    const csv = rowsCsv([{ row, reason: 'Server error' }], translate);
    expect(Papa.parse<string[]>(csv).data).toEqual([
      [...HEADER.split(','), 'Reason'],
      ['Ada', 'Lovelace', 'ada@example.com', '', 'admin', 'yes', 'Server error'],
    ]);
  });
});

describe('running an import', () => {
  const file = [
    HEADER,
    ...['a', 'b', 'c', 'd'].map((n) => `${n},${n},${n}@example.com,,,`),
    'e,e,e@example.com,,,',
  ].join('\n');

  it('sends ready rows one by one; a failure does not stop the rest; a 422 on the email is an existing user', async () => {
    const rows = rowsOf(file, ['e@example.com']);
    const sent: string[] = [];
    const progress: [number, number][] = [];
    const outcomes = await runImport(rows, {
      translate,
      cancelled: () => false,
      onProgress: (done, total) => progress.push([done, total]),
      create: async (u) => {
        sent.push(u.email);
        if (u.email === 'b@example.com') throw new HttpError('Disk full', 500, {});
        if (u.email === 'c@example.com')
          throw new HttpError('This email is already taken.', 422, {
            errors: { email: 'This email is already taken.' },
          });
      },
    });
    expect(sent).toEqual(['a@example.com', 'b@example.com', 'c@example.com', 'd@example.com']);
    expect(outcomes.map((o) => [o.row.cells.email, o.result, 'reason' in o ? o.reason : ''])).toEqual([
      ['a@example.com', 'created', ''],
      ['b@example.com', 'failed', 'Disk full'],
      ['c@example.com', 'exists', 'This email is already taken.'],
      ['d@example.com', 'created', ''],
      ['e@example.com', 'exists', 'Already a user: will not be created'],
    ]);
    expect(progress).toEqual([
      [0, 4],
      [1, 4],
      [2, 4],
      [3, 4],
      [4, 4],
    ]);
  });

  it('stops between rows when cancelled: the rest are not sent', async () => {
    const rows = rowsOf(file);
    let stop = false;
    const outcomes = await runImport(rows, {
      translate,
      cancelled: () => stop,
      onProgress: () => undefined,
      create: async (u) => {
        if (u.email === 'b@example.com') stop = true;
      },
    });
    expect(outcomes.map((o) => o.result)).toEqual(['created', 'created', 'not_sent', 'not_sent', 'not_sent']);
  });
});
