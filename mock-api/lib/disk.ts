/**
 * The store's files on disk (design notes in store.ts): durable writes, the snapshot's text and the journal
 * segments' names, shared by the running store and its start-up (recovery.ts). A write is durable once its file
 * and the folder entry naming it are fsynced; a snapshot is written to a temporary file and renamed into place.
 */
import { promises as fs, constants as fsc } from 'node:fs';
import type { FileHandle } from 'node:fs/promises';
import path from 'node:path';
import type { Db } from './db.ts';

/** Journal segments are named by the first entry they hold, zero-padded so names sort in order. */
export const SEGMENT_NAME = /^db\.journal\.\d{12}$/;

/** Creates an empty journal segment whose first entry will be `start`, durably named in the folder. */
export async function createSegment(dir: string, start: number): Promise<{ handle: FileHandle; name: string }> {
  const name = `db.journal.${String(start).padStart(12, '0')}`;
  const handle = await fs.open(path.join(dir, name), fsc.O_RDWR | fsc.O_CREAT | fsc.O_TRUNC, 0o600);
  await syncDir(dir);
  return { handle, name };
}

/** The snapshot file's text: the database with `snapshot_seq`, the last journal entry it includes, first. */
export function serializeSnapshot(db: Db, seq: number): string {
  const body = JSON.stringify(db);
  return `{"snapshot_seq":${seq}${body === '{}' ? '' : ','}${body.slice(1)}`;
}

/** Puts a snapshot in place at `target` (in `dir`) so a crash leaves the old file or the new one, never half. */
export async function writeSnapshot(dir: string, target: string, text: string): Promise<void> {
  const tmp = `${target}.tmp`;
  await writeDurably(tmp, text);
  await fs.rename(tmp, target);
  await syncDir(dir);
}

/** An error as one short line: its errno code and the first part of its message. */
export function errText(e: unknown): string {
  const err = e as NodeJS.ErrnoException;
  if (err?.code && typeof err.message === 'string')
    return `${err.code}: ${err.message.replace(/^[A-Z]+: /, '').split(',')[0]}`;
  return err instanceof Error ? err.message : String(e);
}

export async function writeDurably(file: string, data: string | Uint8Array): Promise<void> {
  const h = await fs.open(file, fsc.O_WRONLY | fsc.O_CREAT | fsc.O_TRUNC, 0o600);
  try {
    await h.writeFile(data);
    await h.sync();
  } finally {
    await h.close();
  }
}

export async function syncDir(dir: string): Promise<void> {
  const h = await fs.open(dir, 'r');
  try {
    await h.sync();
  } finally {
    await h.close();
  }
}
