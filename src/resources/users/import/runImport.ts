// A failed row does not stop the rest; an email the server says is taken (someone created the user since the check)
// is reported as an existing user, not a failure.
import type { Translate } from '../../../dataProvider/documentFields.ts';
import { HttpError } from 'react-admin';
import { fieldErrors, reasonOf } from '../../../components/failureReason.ts';
import type { ImportRow, ImportUser } from './usersCsv.ts';

export type Outcome =
  { row: ImportRow; result: 'created' } | { row: ImportRow; result: 'exists' | 'failed' | 'not_sent'; reason: string };

export interface RunOptions {
  create: (user: ImportUser) => Promise<unknown>;
  translate: Translate;
  onProgress: (done: number, total: number) => void;
  cancelled: () => boolean;
}

export async function runImport(rows: readonly ImportRow[], options: RunOptions): Promise<Outcome[]> {
  const existsReason = options.translate('app.userImport.exists');
  const outcomes: Outcome[] = [];
  const toSend = rows.filter((r) => r.user !== null);
  let done = 0;
  options.onProgress(done, toSend.length);
  for (const row of rows) {
    if (row.user === null) {
      if (row.status === 'exists') outcomes.push({ row, result: 'exists', reason: existsReason });
      continue;
    }
    if (options.cancelled()) {
      outcomes.push({ row, result: 'not_sent', reason: options.translate('app.userImport.not_sent') });
      continue;
    }
    try {
      await options.create(row.user);
      outcomes.push({ row, result: 'created' });
    } catch (e) {
      const taken = e instanceof HttpError && e.status === 422 && 'email' in fieldErrors(e);
      outcomes.push({ row, result: taken ? 'exists' : 'failed', reason: reasonOf(e, options.translate) });
    }
    done += 1;
    options.onProgress(done, toSend.length);
  }
  return outcomes;
}
