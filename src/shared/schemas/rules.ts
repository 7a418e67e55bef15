/**
 * What the request schemas (userPayload, servicePayload, newsletterPayload, documentPayload) are built from. One
 * schema per form is its react-admin `resolver` (zodResolver) and the fixture's request check; their messages are
 * catalogue keys of src/i18n/en.ts, which react-admin's inputs translate as they are and the fixture answers as
 * their texts (ruleText).
 */
import { z } from './zod.ts';
import { TEXT_MAX_LENGTH } from '../constants.ts';

/** react-admin's inputs read a message that names values as this prefix and `{ message, args }` JSON (ValidationError). */
const WITH_ARGS = '@@react-admin@@';

const withArgs = (message: string, args: Record<string, number>) => `${WITH_ARGS}${JSON.stringify({ message, args })}`;

/** The rule messages every request schema shares. */
export const RULE = {
  required: 'app.validation.required',
  requiredNoPeriod: 'app.common.required_no_period',
  requiredBang: 'app.common.required_bang',
  email: 'app.validation.email',
  uniqueEmail: 'app.validation.unique_email',
  invalid: 'app.validation.invalid_value',
  date: 'app.validation.invalid_date',
  color: 'app.validation.invalid_color',
  link: 'app.documents.validation.link_invalid',
  maxLength: withArgs('app.validation.max_length', { max: TEXT_MAX_LENGTH }),
} as const;

/** A rule message as a key and the values it names, whichever way it is written. */
export function ruleMessageParts(msg: string): { message: string; args: Record<string, number> } {
  if (!msg.startsWith(WITH_ARGS)) return { message: msg, args: {} };
  const parsed: unknown = JSON.parse(msg.slice(WITH_ARGS.length));
  const o = parsed && typeof parsed === 'object' ? (parsed as { message?: unknown; args?: unknown }) : {};
  const args = o.args && typeof o.args === 'object' ? (o.args as Record<string, number>) : {};
  return { message: typeof o.message === 'string' ? o.message : msg, args };
}

export const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/** Rich text from the editor is blank when it has no visible text (an empty editor sends `<p></p>`). */
export const blankRichText = (v: unknown) =>
  blank(v) ||
  (typeof v === 'string' &&
    !/<img\b/i.test(v) &&
    v
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;|\u00a0/g, '')
      .trim() === '');

export function isEmail(value: unknown): boolean {
  return typeof value === 'string' && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());
}

/** A calendar date written YYYY-MM-DD that exists. */
export function isIsoDate(value: unknown): boolean {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

/** Accepts http(s) URLs with a host that has a dot (or localhost). */
export function isValidLink(value: unknown): boolean {
  if (typeof value !== 'string' || value.trim() === '') return false;
  try {
    const u = new URL(value.trim());
    return (
      (u.protocol === 'http:' || u.protocol === 'https:') && (u.hostname.includes('.') || u.hostname === 'localhost')
    );
  } catch {
    return false;
  }
}

const blankToUndefined = (v: unknown) => (blank(v) ? undefined : v);

/** A text that may be left out; when given, text of at most TEXT_MAX_LENGTH characters. */
export const optionalText = z.string({ error: RULE.invalid }).max(TEXT_MAX_LENGTH, { error: RULE.maxLength }).nullish();

/** A text a person must fill in: missing or blank is `requiredKey`, anything but text is invalid. */
export const requiredText = (requiredKey: string = RULE.required) =>
  z.preprocess(
    blankToUndefined,
    z
      .string({ error: (issue) => (issue.input === undefined ? requiredKey : RULE.invalid) })
      .max(TEXT_MAX_LENGTH, { error: RULE.maxLength }),
  );

/** The schema's verdict as `{ field: [message] }`, the shape the fixture answers (Laravel's 422 `errors`). */
export function ruleErrorsOf(schema: z.ZodType, input: unknown): Record<string, string[]> {
  const result = schema.safeParse(input);
  const errors: Record<string, string[]> = {};
  for (const issue of result.error?.issues ?? []) {
    const field = String(issue.path[0] ?? '');
    (errors[field] ??= []).push(issue.message);
  }
  return errors;
}

/** Adds `message` under `path` in a superRefine: the conditional rules of the forms. */
export const issue = (ctx: z.RefinementCtx, path: string, message: string) =>
  ctx.addIssue({ code: 'custom', path: [path], message });
