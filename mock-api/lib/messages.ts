/** The fixture answers with the portal's own wording: the one catalogue in src/i18n/en.ts. */
import { enMessages } from '../../src/i18n/en.ts';

export const messages = enMessages.app;

/** `%{name}` interpolation, the same syntax polyglot uses in the UI. */
export function format(text: string, values: Record<string, string | number>): string {
  return text.replace(/%\{(\w+)\}/g, (_, k: string) => String(values[k] ?? ''));
}

/** A service type's name, as the fixture answers it inside service_type_id (`{ id, name }`). */
export function serviceTypeLabel(id: number): string {
  const names: Record<number, string> = messages.documentForms.service_types_choices;
  return names[id] ?? '';
}
