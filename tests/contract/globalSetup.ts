/**
 * Chooses the back end the contract tests run against and hands it to every test file (`inject('contractTarget')`).
 *
 * - No CONTRACT_* variable set: starts one fixture process (tests/api/helpers.ts) on a fresh data directory, on
 *   CONTRACT_FIXTURE_PORT or a free port, answering in MOCK_API_DIALECT's dialect (spec unless told; legacy is a
 *   Laravel/MySQL back end's shapes, mock-api/lib/dialect.ts), signed in with the demo client of .env.development;
 *   stopped at the end.
 * - All of CONTRACT_PORTAL_URL, CONTRACT_QIP_URL, CONTRACT_USERNAME, CONTRACT_PASSWORD, CONTRACT_CLIENT_ID and
 *   CONTRACT_CLIENT_SECRET set: those back ends, nothing started. Only some of them set is a mistake and stops.
 */
import type { TestProject } from 'vitest/node';
import { loadTestEnv, startApi, type ApiProcess } from '../api/helpers.ts';
import { dialectLine, parseDialect, unknownDialect } from '../../mock-api/lib/dialect.ts';

export interface ContractTarget {
  /** 'fixture': the process started here; 'external': back ends given by CONTRACT_* (fixture-only tests skip). */
  mode: 'fixture' | 'external';
  portalUrl: string;
  qipUrl: string;
  username: string;
  password: string;
  clientId: string;
  clientSecret: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    contractTarget: ContractTarget;
  }
}

const VARS = [
  'CONTRACT_PORTAL_URL',
  'CONTRACT_QIP_URL',
  'CONTRACT_USERNAME',
  'CONTRACT_PASSWORD',
  'CONTRACT_CLIENT_ID',
  'CONTRACT_CLIENT_SECRET',
] as const;

let fixture: ApiProcess | undefined;

export default async function setup(project: TestProject) {
  const given = VARS.filter((v) => (process.env[v] ?? '') !== '');
  if (given.length > 0 && given.length < VARS.length) {
    const missing = VARS.filter((v) => !given.includes(v));
    throw new Error(
      `Contract tests against other back ends need every CONTRACT_* variable; missing: ${missing.join(', ')}`,
    );
  }
  let target: ContractTarget;
  if (given.length === VARS.length) {
    const env = process.env as Record<(typeof VARS)[number], string>;
    target = {
      mode: 'external',
      portalUrl: env.CONTRACT_PORTAL_URL.replace(/\/+$/, ''),
      qipUrl: env.CONTRACT_QIP_URL.replace(/\/+$/, ''),
      username: env.CONTRACT_USERNAME,
      password: env.CONTRACT_PASSWORD,
      clientId: env.CONTRACT_CLIENT_ID,
      clientSecret: env.CONTRACT_CLIENT_SECRET,
    };
  } else {
    loadTestEnv();
    const port = process.env.CONTRACT_FIXTURE_PORT ? Number(process.env.CONTRACT_FIXTURE_PORT) : undefined;
    const dialect = parseDialect(process.env.MOCK_API_DIALECT);
    if (!dialect) throw new Error(unknownDialect(String(process.env.MOCK_API_DIALECT)));
    fixture = await startApi({ port, env: { MOCK_API_DIALECT: dialect } });
    console.log(dialectLine(dialect));
    const { VITE_CLIENT_ID, VITE_CLIENT_SECRET } = process.env;
    if (!VITE_CLIENT_ID || !VITE_CLIENT_SECRET)
      throw new Error('VITE_CLIENT_ID and VITE_CLIENT_SECRET are missing (.env.development)');
    target = {
      mode: 'fixture',
      portalUrl: fixture.baseUrl,
      qipUrl: fixture.baseUrl,
      // the fixture's demo super administrator (README, "Demo accounts")
      username: 'admin@example.com',
      password: 'Admin123!',
      clientId: VITE_CLIENT_ID,
      clientSecret: VITE_CLIENT_SECRET,
    };
  }
  project.provide('contractTarget', target);
  return async () => {
    await fixture?.stop();
  };
}
