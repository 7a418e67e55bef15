/**
 * Reading a request, for every handler: the body as an object, text fields, ids from the path, id lists, flags.
 * Each helper answers the way the fixture answers bad input everywhere: a field error (422) or a 404 naming what.
 */
import type { Request } from 'express';
import { ID_LIST_MAX, TEXT_MAX_LENGTH } from '../../src/shared/constants.ts';
import { wholeId } from '../../src/shared/validation/common.ts';
import { idList } from '../../src/shared/validation/common.ts';
import { fieldError, type FieldErrors, type NotFoundKey } from './errors.ts';
import { message, messages } from './messages.ts';
import { allowOnly } from './strict.ts';

export type Body = Record<string, unknown>;

/** The JSON body as an object (an empty one when the body is missing or not an object). */
export const body = (req: Request): Body => {
  const b: unknown = req.body;
  return b && typeof b === 'object' && !Array.isArray(b) ? (b as Body) : {};
};

/** The body, refused first (422 naming the field) when it carries a field the spec does not give the call. */
export const strictBody = (req: Request, fields: readonly string[]): Body => {
  allowOnly(req.body, fields);
  return body(req);
};

/** A text field as stored: trimmed; a number as its digits; anything else empty. */
export const text = (v: unknown): string => (typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '');
export const blank = (v: unknown): boolean => text(v) === '';

/** Adds a message to a field's errors. */
export const addError = (e: FieldErrors, field: string, msg: string) => (e[field] ??= []).push(msg);

/**
 * An id (wholeId: a positive integer, or digits only), or 422 naming the field: `0x1`, `1e0` or ` 1 ` is never read
 * as 1. `what` names the record for the handler's own 404 when the id is well formed but unknown.
 */
export function positiveId(value: unknown, _what: NotFoundKey, field = 'id'): number {
  const n = wholeId(value);
  if (n === null) throw fieldError(field, messages.validation.integer);
  return n;
}

/** An id from the path (`/api/.../{id}`): 422 on the parameter when it is not written as one (positiveId). */
export const idParam = (req: Request, what: NotFoundKey, name = 'id'): number =>
  positiveId(req.params[name], what, name);

/** An id field of the body: required, written as an id (wholeId), or 422 on the field. */
export function idField(e: FieldErrors, value: unknown, field: string): number | null {
  if (value === undefined || value === null || value === '') {
    addError(e, field, messages.validation.required);
    return null;
  }
  const n = wholeId(value);
  if (n === null) addError(e, field, messages.validation.integer);
  return n;
}

/**
 * A field the spec gives as a number: a JSON integer or a digit string (forms send both), stored as a number, one
 * of `allowed` when given. Missing is undefined; anything else (text, '0x1', -1, 0, 1.5, a 524,289-character
 * string) is invalid_value on the field.
 */
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

/** A field that must be a string when present (a password of 0 is not the password '0'). */
export function stringField(e: FieldErrors, b: Body, field: string): void {
  const v = b[field];
  if (v !== undefined && v !== null && typeof v !== 'string') addError(e, field, messages.validation.string);
}

/** A list of ids from the body (or query): invalid_value when malformed, required when empty; duplicates dropped. */
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

/** A 0/1 flag (true/false, 1/0, '1'/'0'; missing is 0); anything else is invalid_value on the field. */
export function flag(e: FieldErrors, b: Body, field: string): 0 | 1 {
  const v = b[field];
  if (v === undefined || v === null || v === '') return 0;
  if (v === true || v === 1 || v === '1') return 1;
  if (v === false || v === 0 || v === '0') return 0;
  addError(e, field, messages.validation.invalid_value);
  return 0;
}

/** Text fields present in the body must be text (or a number) and at most TEXT_MAX_LENGTH characters. */
export function checkTextFields(e: FieldErrors, b: Body, fields: readonly string[]): void {
  for (const f of fields) {
    const v = b[f];
    if (v === undefined || v === null) continue;
    if (typeof v !== 'string' && typeof v !== 'number') addError(e, f, messages.validation.invalid_value);
    else if (String(v).length > TEXT_MAX_LENGTH)
      addError(e, f, message('validation.max_length', { max: TEXT_MAX_LENGTH }));
  }
}
