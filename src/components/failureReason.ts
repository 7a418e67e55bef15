import { HttpError } from 'react-admin';
import type { Translate } from '../dataProvider/documentFields.ts';

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

export function fieldErrors(e: unknown): Record<string, string> {
  if (!(e instanceof HttpError) || !isRecord(e.body) || !isRecord(e.body.errors)) return {};
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(e.body.errors)) out[k] = Array.isArray(v) ? String(v[0]) : String(v);
  return out;
}

export function reasonOf(e: unknown, translate: Translate): string {
  const errors = Object.values(fieldErrors(e));
  if (errors.length) return errors.join(' ');
  const message = e instanceof Error ? e.message : '';
  const status = e instanceof HttpError ? e.status : 0;
  return message ? translate(message, { _: message }) : translate('app.userImport.no_reason', { status });
}
