/** The newsletters group: the previous newsletters list's interactions. */
import { appUrl } from './ab.mjs';
import { pagingRows } from './lists.mjs';
import { control, waitRows } from './page.mjs';
import { laterVisitRow } from './visits.mjs';

export async function newslettersRows({ signedInPage, floor }) {
  const { context, page } = await signedInPage();
  await page.goto(`${appUrl()}/newsletter`);
  await control(page, 'heading', 'Previous newslettters');
  await waitRows(page);
  await pagingRows(page, 'newsletters', floor, { header: 'Title', sortBy: 'title', selectAll: false });
  await laterVisitRow(page, 'newsletters', 'NEWSLETTERS');
  await context.close();
}
