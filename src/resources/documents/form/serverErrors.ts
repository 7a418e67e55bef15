import { fieldErrorsOf } from '../../../dataProvider/httpClient.ts';

/**
 * What a form's onSubmit answers after a failed call: the server's field errors (react-admin's Form puts them
 * under the inputs). Without field errors the failure is reported through `report` (a toast).
 */
export function serverErrors(e: unknown, report: (message: string) => void): Record<string, string> | undefined {
  const errors = fieldErrorsOf(e);
  if (errors && Object.keys(errors).length > 0) return errors;
  report(e instanceof Error ? e.message : String(e));
  return undefined;
}
