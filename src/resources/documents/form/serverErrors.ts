import { HttpError } from 'react-admin';

/**
 * What a form's onSubmit answers after a failed call: the server's field errors (react-admin's Form puts them
 * under the inputs). Without field errors the failure is reported through `report` (a toast).
 */
export function serverErrors(e: unknown, report: (message: string) => void): Record<string, string> | undefined {
  const errors = e instanceof HttpError ? (e.body?.errors as Record<string, string> | undefined) : undefined;
  if (errors && Object.keys(errors).length > 0) return errors;
  report(e instanceof Error ? e.message : String(e));
  return undefined;
}
