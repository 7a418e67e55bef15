import type { Validator } from 'react-admin';
import { ruleError } from '../../components/ruleErrors.ts';
import { SERVICE_REQUIRED_FIELDS, validateService, type ServiceInput } from '../../shared/validation/services.ts';

/**
 * Per-input validators built from the one shared rule set (src/shared/validation/services.ts), so the form and
 * the fixture can never disagree. A validator marked isRequired makes react-admin draw the red asterisk.
 */
export function serviceRule(field: keyof ServiceInput, creating: boolean): Validator {
  const validator: Validator & { isRequired?: boolean } = (_value, values) => {
    return ruleError(validateService(values as ServiceInput, { creating })[field]);
  };
  const required =
    (SERVICE_REQUIRED_FIELDS as readonly string[]).includes(field) && (field !== 'primary_email' || creating);
  if (required) validator.isRequired = true;
  return validator;
}
