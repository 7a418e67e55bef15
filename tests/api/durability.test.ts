/**
 * Durability: a stream of concurrent acknowledged writes, kill -9 at random moments, restart on the same data
 * directory, and every acknowledged write must be there. Three kinds of write: sign-ins (a record added to a
 * collection), focus-of-the-month file uploads (a record plus a stored file) and service updates (a record
 * changed in place; each writer has its own service, so its last acknowledged value is known). Run once with the
 * default compaction and once compacting every few kilobytes, so kills land during and between compactions.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { makePdf } from '../../mock-api/seed/files.ts';
import { freshDataDir, loginBody, startApi, type ApiProcess } from './helpers.ts';

const ROUNDS = 5;
const WRITERS = 6;

interface Acked {
  tokens: string[];
  uploads: { id: number; url: string; bytes: Buffer }[];
  /** Per writer: its service, the last description acknowledged and the one sent when the process died. */
  services: { id: number; acked: string | null; unanswered: string | null }[];
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

const journals: { journal: string; env: Record<string, string> }[] = [
  { journal: 'the journal', env: {} },
  { journal: 'a journal compacted every 4 KB', env: { MOCK_API_COMPACT_BYTES: '4096' } },
];
describe.each(journals)('kill -9 during a stream of writes to $journal', ({ env }) => {
  it(`keeps every acknowledged write over ${ROUNDS} random kills`, { timeout: 180_000 }, async () => {
    const dataDir = freshDataDir();
    const acked: Acked = { tokens: [], uploads: [], services: [] };
    let focusId = 0;

    for (let round = 0; round < ROUNDS; round++) {
      const api = await startApi({ dataDir, env });
      current = api;
      const admin = await api.login();
      if (focusId === 0) {
        const list = await api.request('GET', '/api/document-fom-list', undefined, admin);
        focusId = list.body[0].detail.id;
        const services = await api.request('GET', '/api/services-get-all', undefined, admin);
        acked.services = services.body
          .slice(0, WRITERS)
          .map((s: { id: number }) => ({ id: s.id, acked: null, unanswered: null }));
        expect(acked.services).toHaveLength(WRITERS);
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
        const mine = acked.services[w];
        for (let i = 0; !killed; i++) {
          try {
            if ((w + i) % 3 === 1) {
              const description = `durable ${round}.${w}.${i}`;
              mine.unanswered = description;
              const res = await api.request('PUT', `/api/services-update/${mine.id}`, { description }, admin);
              if (res.status === 200) {
                mine.acked = description;
                mine.unanswered = null;
                onAck();
              }
            } else if ((w + i) % 3 === 0) {
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
              const res = await api.request('POST', '/api/portal-login', loginBody('admin@example.com', 'Admin123!'));
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

    const last = await startApi({ dataDir, env });
    current = last;
    await verify(last, acked, focusId);
    expect(acked.tokens.length).toBeGreaterThan(ROUNDS);
    expect(acked.uploads.length).toBeGreaterThan(0);
    expect(acked.services.filter((s) => s.acked !== null).length).toBeGreaterThan(0);
    await last.stop();
    if (env.MOCK_API_COMPACT_BYTES) {
      // The snapshot moved on from the seed: the writes above went through compactions, not only the journal.
      const snapshot = JSON.parse(readFileSync(path.join(dataDir, 'db.json'), 'utf8')) as { snapshot_seq: number };
      expect(snapshot.snapshot_seq).toBeGreaterThan(0);
    }
  });
});

async function verify(api: ApiProcess, acked: Acked, focusId: number) {
  // An early kill can land before any sign-in of the stream was acknowledged: then read with a fresh one.
  const token = acked.tokens.at(-1) ?? (await api.login());
  for (const t of acked.tokens) {
    const me = await api.request('GET', '/api/user', undefined, t);
    expect(me.status, `acknowledged token ${t.slice(0, 8)}… lost`).toBe(200);
  }
  for (const s of acked.services) {
    if (s.acked === null) continue;
    const got = await api.request('GET', `/api/services-get/${s.id}`, undefined, token);
    expect(got.status, `service ${s.id}: ${JSON.stringify(got.body)}`).toBe(200);
    // The write in flight at the kill may or may not have landed; anything older than the last acknowledged is a loss.
    expect([s.acked, s.unanswered], `service ${s.id}: acknowledged "${s.acked}" lost`).toContain(got.body.description);
    s.acked = got.body.description;
    s.unanswered = null;
  }
  if (acked.uploads.length === 0) return;
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
