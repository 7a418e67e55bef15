/** The users group: the users list's first render and its interactions, on the large seed's users. */
import { TYPE_MS } from './config.mjs';
import { nextPageCandidates, pagingRows, previousPageCandidates, termsNotShown, typingRuns } from './lists.mjs';
import { anyControl, medianOf } from './page.mjs';
import { openPeer, peerList } from './peer.mjs';
import { fmt, group, interaction } from './table.mjs';
import { firstRenders, laterVisitRow } from './visits.mjs';

const roleFilter = (page, name) =>
  anyControl(
    page,
    [
      ['button', name],
      ['tab', name],
    ],
    `"${name}" filter`,
  );

export async function usersRows(ctx) {
  const { floor } = ctx;
  const { context, page } = await ctx.signedInPage();
  await firstRenders(page, ctx.signedInPage, {
    path: '/user-management',
    menuItem: 'USERS',
    list: 'users',
    size: '5k users',
    peer: ctx.peer && peerList('users'),
  });
  await group('users: role filter', async () => {
    const member = await roleFilter(page, 'Member users');
    const admin = await roleFilter(page, 'Admin users');
    interaction('users: role filter', await medianOf(page, (i) => (i % 2 ? admin : member).click()), floor.filter);
  });
  // react-admin's own list (the peer) measured in turn with the portal on the rows it has too
  const peer = await openPeer(ctx, 'users');
  await pagingRows(page, 'users', floor, { header: 'Name', sortBy: 'name', peer: peer?.page });
  await peer?.context.close();
  await group('users: search', async () => {
    const box = await anyControl(
      page,
      [
        ['searchbox', 'Search users'],
        ['textbox', 'Search users'],
      ],
      '"Search users" box',
    );
    const next = await anyControl(page, nextPageCandidates, 'next-page button');
    const previous = await anyControl(page, previousPageCandidates, 'previous-page button');
    const r = await typingRuns(page, box, await termsNotShown(page, 'Name', next, previous));
    interaction('users: search, typing', r, floor.filter, {
      note: `words of the next page's names, ${TYPE_MS} ms between keys (${r.all.map(fmt).join(', ')} ms); `,
    });
  });
  await laterVisitRow(page, 'users', 'USERS');
  await context.close();
}
