// the portal's catalogue plus fixtureMessages, through the same polyglot, so no handler holds English
import Polyglot from 'node-polyglot';
import { enMessages } from '../../src/i18n/en.ts';
import { ruleMessageParts } from '../../src/shared/schemas/rules.ts';
import { fixtureMessages } from './fixtureMessages.ts';

export type RuleErrors = Record<string, string[]>;

export const messages = { ...enMessages.app, ...fixtureMessages };

const polyglot = new Polyglot({ phrases: { ...enMessages, app: messages }, locale: 'en' });

export function message(key: string, values?: Record<string, string | number>): string {
  return polyglot.t(`app.${key}`, values);
}

export function ruleText(rule: string): string {
  const { message: key, args } = ruleMessageParts(rule);
  return polyglot.t(key, args);
}

export function ruleMessages(rules: RuleErrors): Record<string, string[]> {
  return Object.fromEntries(Object.entries(rules).map(([field, keys]) => [field, keys.map(ruleText)]));
}

export function serviceTypeLabel(id: number): string {
  const names: Record<number, string> = messages.documentForms.service_types_choices;
  return names[id] ?? '';
}
