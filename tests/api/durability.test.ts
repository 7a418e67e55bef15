/**
 * Durability: a stream of acknowledged writes, kill -9 at random moments, restart on the same data directory,
 * and every acknowledged write must be there. Two kinds of write: sign-ins (each stores a token) and
 * focus-of-the-month file uploads (a record plus a stored file).
 */
import { afterAll, describe, expect, it } from 'vitest';
import { makePdf } from '../../mock-api/seed/files.ts';
import { freshDataDir, startApi, type ApiProcess } from './helpers.ts';

const ROUNDS = 5;
const WRITERS = 6;

interface Acked {
  tokens: string[];
  uploads: { id: number; url: string; bytes: Buffer }[];
}

/** Deterministic per run but different per round: where in the stream the kill lands. */
function killPoint(round: number): number {
  const seed = (Date.now() + round * 7919) % 1000;
  return 3 + (seed % 25);
}

let current: ApiProcess | undefined;
afterAll(async () => {
  await current?.kill9();
});

describe('kill -9 during a stream of writes', () => {
  it(`keeps every acknowledged write over ${ROUNDS} random kills`, { timeout: 120_000 }, async () => {
    const dataDir = freshDataDir();
    const acked: Acked = { tokens: [], uploads: [] };
    let focusId = 0;

    for (let round = 0; round < ROUNDS; round++) {
      const api = await startApi({ dataDir });
      current = api;
      const admin = await api.login();
      if (focusId === 0) {
        const list = await api.request('GET', '/api/document-fom-list', undefined, admin);
        focusId = list.body[0].detail.id;
      }

      // Everything acknowledged before this round must have survived the previous kills.
      await verify(api, acked, focusId);

      const target = killPoint(round);
      let count = 0;
      let killed: Promise<void> | null = null;
      const onAck = () => {
        count += 1;
        if (count >= target && !killed) killed = api.kill9();
      };
      const writer = async (w: number) => {
        for (let i = 0; !killed; i++) {
          try {
            if ((w + i) % 3 === 0) {
              const bytes = makePdf(`Durability round ${round} writer ${w} item ${i}`);
              const res = await api.request(
                'POST',
                '/api/document-form-onedit-upload',
                {
                  id: focusId,
                  base64_image: bytes.toString('base64'),
                  label: `durable_${round}_${w}_${i}.pdf`,
                  size: bytes.length,
                  file_title: `Durable ${round}.${w}.${i}`,
                  date: '2026-11-20',
                  audience: 'Room leader',
                  file_description: 'written during the durability test',
                },
                admin,
              );
              if (res.status === 200) {
                acked.uploads.push({ id: res.body.data.id, url: res.body.data.document_url, bytes });
                onAck();
              }
            } else {
              const res = await api.request('POST', '/api/portal-login', {
                username: 'admin@example.com',
                password: 'Admin123!',
                client_id: process.env.VITE_CLIENT_ID,
                client_secret: process.env.VITE_CLIENT_SECRET,
              });
              if (res.status === 200) {
                acked.tokens.push(res.body.access_token);
                onAck();
              }
            }
          } catch {
            return; // the connection died with the process: that write was never acknowledged
          }
        }
      };
      await Promise.all(Array.from({ length: WRITERS }, (_, w) => writer(w)));
      await killed;
      expect(api.child.signalCode).toBe('SIGKILL');
      expect(count).toBeGreaterThanOrEqual(target);
    }

    const last = await startApi({ dataDir });
    current = last;
    await verify(last, acked, focusId);
    expect(acked.tokens.length).toBeGreaterThan(ROUNDS);
    expect(acked.uploads.length).toBeGreaterThan(0);
    await last.stop();
  });
});

async function verify(api: ApiProcess, acked: Acked, focusId: number) {
  for (const t of acked.tokens) {
    const me = await api.request('GET', '/api/user', undefined, t);
    expect(me.status, `acknowledged token ${t.slice(0, 8)}… lost`).toBe(200);
  }
  if (acked.uploads.length === 0) return;
  const token = acked.tokens[acked.tokens.length - 1] ?? (await api.login());
  const list = await api.request('GET', '/api/document-fom-list', undefined, token);
  const entry = list.body.find((e: { detail: { id: number } }) => e.detail.id === focusId);
  const ids = new Set(entry.uploaded_files.map((f: { id: number }) => f.id));
  for (const up of acked.uploads) {
    expect(ids.has(up.id), `acknowledged focus file ${up.id} lost`).toBe(true);
    const file = await fetch(api.baseUrl + up.url, { headers: { Authorization: `Bearer ${token}` } });
    expect(file.status).toBe(200);
    expect(Buffer.from(await file.arrayBuffer()).equals(up.bytes)).toBe(true);
  }
}
