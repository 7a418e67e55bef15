/**
 * Building blocks every rule set shares (documents, newsletters, services, users). Rules return catalogue keys
 * per field, `{ field: [key] }`; the UI translates them and the fixture answers them as Laravel's 422 errors.
 */
export type RuleErrors = Record<string, string[]>;

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

export const add = (e: RuleErrors, field: string, key: string) => (e[field] ??= []).push(key);

export function isEmail(value: unknown): boolean {
  return typeof value === 'string' && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());
}

/** A calendar date written YYYY-MM-DD that exists. */
export function isIsoDate(value: unknown): boolean {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}
