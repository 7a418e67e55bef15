/** The heap group: the JS heap of a page showing the documents list with every document loaded, after a GC. */
import { BUDGET } from './config.mjs';
import { group, record } from './table.mjs';

export async function heapRow(context, page) {
  await group('JS heap with the 10k documents list', async () => {
    const cdp = await context.newCDPSession(page);
    await cdp.send('HeapProfiler.collectGarbage');
    const { usedSize } = await cdp.send('Runtime.getHeapUsage');
    record('JS heap with the 10k documents list loaded', usedSize / 1024 / 1024, 'MB', BUDGET.heapMb, {
      note: 'after a GC',
    });
  });
}
