import path from 'node:path';
import { existsSync } from 'node:fs';

const root = path.resolve(import.meta.dirname, '..', '..');

// the demo configuration the portal is built with, so the client id and secret are never in source
export function loadDemoEnv(): void {
  for (const file of ['.env.development.local', '.env.development']) {
    const p = path.join(root, file);
    if (existsSync(p)) process.loadEnvFile(p);
  }
}

export function clientCredentialsValid(id: unknown, secret: unknown): boolean {
  const wantId = process.env.VITE_CLIENT_ID;
  const wantSecret = process.env.VITE_CLIENT_SECRET;
  if (!wantId || !wantSecret) return true; // not configured: the fixture does not check client credentials
  return String(id) === wantId && String(secret) === wantSecret;
}

export const repoRoot = root;
