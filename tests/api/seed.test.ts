/** The seeds' documents are named as their type: a '... Policy' is a Policy and a '... Procedure' a Procedure. */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildSeed, type SeedSize } from '../../mock-api/seed/index.ts';
import { DOCUMENT_TYPE } from '../../src/shared/constants.ts';

/** The title without the service a service-specific document names after it ('... Procedure - Service name'). */
const baseTitle = (d: { file_title: string; category: number; services: { name: string }[] }) =>
  d.category === 2 && d.services[0] ? d.file_title.replace(` - ${d.services[0].name}`, '') : d.file_title;

describe.each<SeedSize>(['demo', 'large'])('the %s seed', (size) => {
  it('names every policy and procedure as what it is, and nothing else so', { timeout: 120_000 }, async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'seed-names-'));
    try {
      const db = await buildSeed(size, dir);
      const wrong = db.documents
        .map((d) => ({ title: baseTitle(d), type: d.document_type_id }))
        .filter(
          ({ title, type }) =>
            / Policy$/.test(title) !== (type === DOCUMENT_TYPE.policy) ||
            / Procedure$/.test(title) !== (type === DOCUMENT_TYPE.procedure),
        );
      expect(wrong).toEqual([]);
      for (const type of [DOCUMENT_TYPE.policy, DOCUMENT_TYPE.procedure])
        expect(db.documents.some((d) => d.document_type_id === type)).toBe(true);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
