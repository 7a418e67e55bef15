/**
 * The fixture answers with the portal's own wording: the one catalogue in src/i18n/en.ts, plus the messages only
 * the fixture answers with (fixtureMessages.ts), read through the same polyglot translation the UI uses
 * (interpolation `%{name}`, plurals with `smart_count`), so no handler holds English.
 */
import Polyglot from 'node-polyglot';
import { enMessages } from '../../src/i18n/en.ts';
import { ruleMessageParts } from '../../src/shared/schemas/rules.ts';
import { fixtureMessages } from './fixtureMessages.ts';

/** `{ field: [rule message] }`, as the request schemas answer (ruleErrorsOf) and the handlers add to. */
export type RuleErrors = Record<string, string[]>;

/** The catalogue under `app`, for typed reads of fixed texts (`messages.validation.required`). */
export const messages = { ...enMessages.app, ...fixtureMessages };

const polyglot = new Polyglot({ phrases: { ...enMessages, app: messages }, locale: 'en' });

/** A catalogue key under `app` ('documents.created', 'server.not_found.file') -> its text. */
export function message(key: string, values?: Record<string, string | number>): string {
  return polyglot.t(`app.${key}`, values);
}

/** A rule message of the request schemas (a catalogue key, with the values it names if any) -> its text. */
export function ruleText(rule: string): string {
  const { message: key, args } = ruleMessageParts(rule);
  return polyglot.t(key, args);
}

/** The one 'rule message -> text' mapping of the fixture: what the answer's `errors` carry. */
export function ruleMessages(rules: RuleErrors): Record<string, string[]> {
  return Object.fromEntries(Object.entries(rules).map(([field, keys]) => [field, keys.map(ruleText)]));
}

/** A service type's name, as the fixture answers it inside service_type_id (`{ id, name }`). */
export function serviceTypeLabel(id: number): string {
  const names: Record<number, string> = messages.documentForms.service_types_choices;
  return names[id] ?? '';
}
