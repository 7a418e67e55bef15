import { fieldErrorsOf } from '../../../dataProvider/httpClient.ts';

/** react-admin's Form shows the returned field errors under the inputs; any other failure goes to `report`. */
export function serverErrors(e: unknown, report: (message: string) => void): Record<string, string> | undefined {
  const errors = fieldErrorsOf(e);
  if (errors && Object.keys(errors).length > 0) return errors;
  report(e instanceof Error ? e.message : String(e));
  return undefined;
}
