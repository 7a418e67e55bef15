import type { Request } from 'express';
import { ID_LIST_MAX, TEXT_MAX_LENGTH } from '../../src/shared/constants.ts';
import { wholeId } from '../../src/shared/validation/common.ts';
import { idList } from '../../src/shared/validation/common.ts';
import { fieldError, type FieldErrors, type NotFoundKey } from './errors.ts';
import { message, messages } from './messages.ts';
import { allowOnly } from './strict.ts';

export type Body = Record<string, unknown>;

export const body = (req: Request): Body => {
  const b: unknown = req.body;
  return b && typeof b === 'object' && !Array.isArray(b) ? (b as Body) : {};
};

export const strictBody = (req: Request, fields: readonly string[]): Body => {
  allowOnly(req.body, fields);
  return body(req);
};

export const text = (v: unknown): string => (typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '');
export const blank = (v: unknown): boolean => text(v) === '';

export const addError = (e: FieldErrors, field: string, msg: string) => (e[field] ??= []).push(msg);

// `0x1`, `1e0` or ` 1 ` is never read as 1
export function positiveId(value: unknown, _what: NotFoundKey, field = 'id'): number {
  const n = wholeId(value);
  if (n === null) throw fieldError(field, messages.validation.integer);
  return n;
}

export const idParam = (req: Request, what: NotFoundKey, name = 'id'): number =>
  positiveId(req.params[name], what, name);

export function idField(e: FieldErrors, value: unknown, field: string): number | null {
  if (value === undefined || value === null || value === '') {
    addError(e, field, messages.validation.required);
    return null;
  }
  const n = wholeId(value);
  if (n === null) addError(e, field, messages.validation.integer);
  return n;
}

// forms send a JSON integer or a digit string
export function numberField(e: FieldErrors, b: Body, field: string, allowed?: readonly number[]): number | undefined {
  const v = b[field];
  if (v === undefined || v === null || v === '') return undefined;
  const n = wholeId(v);
  if (n === null || (allowed && !allowed.includes(n))) {
    addError(e, field, messages.validation.invalid_value);
    return undefined;
  }
  return n;
}

// a password of 0 is not the password '0'
export function stringField(e: FieldErrors, b: Body, field: string): void {
  const v = b[field];
  if (v !== undefined && v !== null && typeof v !== 'string') addError(e, field, messages.validation.string);
}

export function idsField(e: FieldErrors, value: unknown, field: string, required = true): number[] {
  if (Array.isArray(value) && value.length > ID_LIST_MAX) {
    addError(e, field, message('validation.too_many', { max: ID_LIST_MAX }));
    return [];
  }
  const ids = idList(value);
  if (ids === null) {
    addError(e, field, messages.validation.invalid_value);
    return [];
  }
  if (required && ids.length === 0) addError(e, field, messages.validation.required);
  return [...new Set(ids)];
}

export function flag(e: FieldErrors, b: Body, field: string): 0 | 1 {
  const v = b[field];
  if (v === undefined || v === null || v === '') return 0;
  if (v === true || v === 1 || v === '1') return 1;
  if (v === false || v === 0 || v === '0') return 0;
  addError(e, field, messages.validation.invalid_value);
  return 0;
}

export function checkTextFields(e: FieldErrors, b: Body, fields: readonly string[]): void {
  for (const f of fields) {
    const v = b[f];
    if (v === undefined || v === null) continue;
    if (typeof v !== 'string' && typeof v !== 'number') addError(e, f, messages.validation.invalid_value);
    else if (String(v).length > TEXT_MAX_LENGTH)
      addError(e, f, message('validation.max_length', { max: TEXT_MAX_LENGTH }));
  }
}
