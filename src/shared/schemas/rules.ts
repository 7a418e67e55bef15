import { z } from './zod.ts';
import { TEXT_MAX_LENGTH } from '../constants.ts';

// react-admin's ValidationError reads `{ message, args }` JSON after this prefix
const WITH_ARGS = '@@react-admin@@';

const withArgs = (message: string, args: Record<string, number>) => `${WITH_ARGS}${JSON.stringify({ message, args })}`;

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

export function ruleMessageParts(msg: string): { message: string; args: Record<string, number> } {
  if (!msg.startsWith(WITH_ARGS)) return { message: msg, args: {} };
  const parsed: unknown = JSON.parse(msg.slice(WITH_ARGS.length));
  const o = parsed && typeof parsed === 'object' ? (parsed as { message?: unknown; args?: unknown }) : {};
  const args = o.args && typeof o.args === 'object' ? (o.args as Record<string, number>) : {};
  return { message: typeof o.message === 'string' ? o.message : msg, args };
}

export const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

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

export function isIsoDate(value: unknown): boolean {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

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

export const optionalText = z.string({ error: RULE.invalid }).max(TEXT_MAX_LENGTH, { error: RULE.maxLength }).nullish();

export const requiredText = (requiredKey: string = RULE.required) =>
  z.preprocess(
    blankToUndefined,
    z
      .string({ error: (issue) => (issue.input === undefined ? requiredKey : RULE.invalid) })
      .max(TEXT_MAX_LENGTH, { error: RULE.maxLength }),
  );

// the shape of Laravel's 422 `errors`
export function ruleErrorsOf(schema: z.ZodType, input: unknown): Record<string, string[]> {
  const result = schema.safeParse(input);
  const errors: Record<string, string[]> = {};
  for (const issue of result.error?.issues ?? []) {
    const field = String(issue.path[0] ?? '');
    (errors[field] ??= []).push(issue.message);
  }
  return errors;
}

export const issue = (ctx: z.RefinementCtx, path: string, message: string) =>
  ctx.addIssue({ code: 'custom', path: [path], message });
