/**
 * What every contract test file uses: the back end chosen by globalSetup.ts, the portal's own data provider
 * signed in through the UI's sign-in code, `fixtureOnly` for the few tests that need the fixture's seed or its
 * own choices, and a clean-up list so each test removes what it created (no reset route on a real back end).
 */
import { inject, it } from 'vitest';
import { createHttpClient, type HttpClient } from '../../src/dataProvider/httpClient.ts';
import { createDataProvider, type PortalDataProvider } from '../../src/dataProvider/index.ts';
import { signIn } from '../../src/authProvider/authApi.ts';
import type { AuthObject } from '../../src/types.ts';
import type { ContractTarget } from './globalSetup.ts';
import { DIALECT_HEADER } from '../../scripts/dialects.mjs';

export const target: ContractTarget = inject('contractTarget');
export const onFixture = target.mode === 'fixture';

/**
 * A test that only makes sense on the fixture (its seeded accounts, or a choice the spec leaves open that our
 * fixture made). Skipped only when the tests run against other back ends (CONTRACT_* set); never on the fixture.
 */
export const fixtureOnly = it.skipIf(!onFixture);

export const baseUrls = { portal: target.portalUrl, qip: target.qipUrl };

export interface Session {
  auth: AuthObject;
  http: HttpClient;
  dp: PortalDataProvider;
}

/** Signs in as the UI does (POST /api/portal-login, then GET /api/user) and builds the provider the UI uses. */
export async function signInAsAdmin(): Promise<Session> {
  let token: string | null = null;
  const http = createHttpClient({ baseUrls, getToken: () => token });
  const auth = await signIn(http, target.username, target.password, {
    clientId: target.clientId,
    clientSecret: target.clientSecret,
  });
  token = auth.accessToken;
  return { auth, http, dp: createDataProvider(http) };
}

/** A name no other run or person uses, so a test finds its own records among everything a back end holds. */
export function unique(label: string): string {
  return `Contract ${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
}

/** Today's date as the forms send it (YYYY-MM-DD). */
export const today = () => new Date().toISOString().slice(0, 10);

/**
 * Undo steps registered as records are created, run newest first. A step answered 404 found its record already
 * gone (the test removed it); a test that removes a record in a way that leaves no 404 calls `forget`.
 * So a failing clean-up always means something was left behind.
 */
export class Cleanup {
  private steps: { label: string; run: () => Promise<unknown> }[] = [];

  /** Registers an undo step; `label` names the record ('document 12') and is how `forget` finds the step. */
  add(label: string, run: () => Promise<unknown>): void {
    this.steps.push({ label, run });
  }

  /** The test removed the record itself: drop its step. */
  forget(label: string): void {
    this.steps = this.steps.filter((s) => s.label !== label);
  }

  async run(): Promise<void> {
    const failures: string[] = [];
    for (const step of this.steps.reverse()) {
      try {
        await step.run();
      } catch (e) {
        if ((e as { status?: number }).status === 404) continue;
        failures.push(`${step.label}: ${(e as Error).message}`);
      }
    }
    this.steps = [];
    if (failures.length) throw new Error(`clean-up left data behind:\n${failures.join('\n')}`);
  }
}

/** bytes of a Blob, for comparing a download with what was uploaded */
export const bytesOf = async (blob: Blob) => new Uint8Array(await blob.arrayBuffer());

/**
 * What the fixture stores, read directly in the spec dialect (mock-api/lib/dialect.ts), for fixture-only tests of
 * fields the spec does not show (a user's access, a service's admin email): a legacy back end does not send them.
 */
export async function storedOnFixture<T>(auth: AuthObject, path: string): Promise<T> {
  const res = await fetch(baseUrls.portal + path, {
    headers: { Accept: 'application/json', [DIALECT_HEADER]: 'spec', Authorization: `Bearer ${auth.accessToken}` },
  });
  if (!res.ok) throw new Error(`GET ${path} answered ${res.status}`);
  return (await res.json()) as T;
}
