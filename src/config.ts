// vite.config.ts refuses a production build that lacks a required value (README: one .env file per mode).
import type { Api } from './dataProvider/endpoints.ts';
import { DEFAULT_REVIEW_PERIOD_MONTHS } from './shared/review.ts';

const env = import.meta.env;

function value(name: string): string {
  const v = env[name] as string | undefined;
  if (v === undefined || v === '') {
    throw new Error(`Missing configuration value ${name}: set it in the environment or an .env file (see README).`);
  }
  return v.replace(/\/+$/, '');
}

function positiveInt(name: string, fallback: number): number {
  const v = env[name] as string | undefined;
  if (v === undefined || v.trim() === '') return fallback;
  const n = Number(v);
  if (!Number.isInteger(n) || n < 1)
    throw new Error(`Configuration value ${name} must be a whole number of at least 1.`);
  return n;
}

export const config = {
  apiUrl: { portal: value('VITE_PORTAL_API_URL'), qip: value('VITE_QIP_API_URL') } satisfies Record<Api, string>,
  hubUrl: value('VITE_HUB_URL'),
  helpUrl: value('VITE_HELP_URL'),
  servicePortalUrl: value('VITE_SERVICE_PORTAL_URL'),
  clientId: value('VITE_CLIENT_ID'),
  clientSecret: value('VITE_CLIENT_SECRET'),
  handoffPassphrase: value('VITE_HANDOFF_PASSPHRASE'),
  reviewPeriodMonths: positiveInt('VITE_REVIEW_PERIOD_MONTHS', DEFAULT_REVIEW_PERIOD_MONTHS),
};
