/** The fixture group: the full read of every document, the call behind the documents list's first render. */
import { BUDGET, RUNS, apiUrl } from './config.mjs';
import { timedGet } from './fixture.mjs';
import { group, median, record } from './table.mjs';

export async function fixtureRows({ token, documents }) {
  await group('fixture: full read of 10k documents', async () => {
    const ms = [];
    let last = null;
    for (let i = 0; i < RUNS; i++) ms.push((last = await timedGet(`${apiUrl}/api/getDocuments`, token)).ms);
    record('fixture: full read of 10k documents (gzip)', median(ms), 'ms', BUDGET.fullReadMs, {
      note: `${documents.length} documents, ${Math.round(last.bytes / 1024)} KB ${last.encoding ?? 'identity'}`,
    });
  });
}
