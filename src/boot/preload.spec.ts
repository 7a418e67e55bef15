import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { createHttpClient } from '../dataProvider/httpClient.ts';
import { createDataProvider } from '../dataProvider/index.ts';
import { userPaths } from '../resources/users/paths.ts';
import { customPaths } from '../customRoutes/index.ts';
import { config } from '../config.ts';
import { getToken, writeAuth } from '../authProvider/storage.ts';
import { collectionQueryKey } from '../components/collectionQuery.ts';
import { preloadNavigation, startFirstQuery } from './preload.ts';
import { askedThisMove } from '../loading/visit.ts';

/**
 * Signed in, with `fetch` answering `body` to every request: a query client and a data provider made the way App.tsx
 * makes them.
 */
function signedInPortal(body = '[]') {
  writeAuth({ accessToken: 'tok', userId: 1 });
  const fetch = vi.fn(async () => new Response(body, { status: 200 }));
  vi.stubGlobal('fetch', fetch);
  const queryClient = new QueryClient();
  const dataProvider = createDataProvider(createHttpClient({ baseUrls: config.apiUrl, getToken, fetch }));
  return { fetch, queryClient, dataProvider };
}

/** The paths `fetch` was asked for, in order. */
const pathsAsked = (fetch: ReturnType<typeof vi.fn>) =>
  fetch.mock.calls.map((c) => new URL(String((c as unknown[])[0])).pathname);

describe('a move inside the portal', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it("the screen's collection is asked for at once, with the move; a later move asks again", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const { fetch, queryClient, dataProvider } = signedInPortal();
      const fetched = () => queryClient.getQueryState(collectionQueryKey('users'));

      preloadNavigation(userPaths.list(), queryClient, dataProvider);
      // synchronously: the request left with the move
      expect(fetch).toHaveBeenCalledTimes(1);
      expect(String((fetch.mock.calls[0] as unknown as [string])[0])).toBe(
        `${config.apiUrl.portal}/api/fetch-users/all`,
      );
      await vi.waitFor(() => expect(fetched()?.status).toBe('success'));
      // the data provider's own call took that answer, and the screen this move mounts takes its rows
      expect(fetch).toHaveBeenCalledTimes(1);
      expect(askedThisMove(fetched()!.dataUpdatedAt)).toBe(true);

      // a later visit shows the kept rows and asks again
      vi.setSystemTime(Date.now() + 1_000);
      preloadNavigation(customPaths.dashboard, queryClient, dataProvider);
      preloadNavigation(userPaths.list(), queryClient, dataProvider);
      expect(askedThisMove(fetched()!.dataUpdatedAt)).toBe(false);
      expect(pathsAsked(fetch).filter((p) => p === '/api/fetch-users/all')).toHaveLength(2);
      await vi.waitFor(() => expect(fetched()?.fetchStatus).toBe('idle'));
      expect(pathsAsked(fetch).filter((p) => p === '/api/fetch-users/all')).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('the first screen of a page load', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('its query asks for the rows once, and keeps them before the screen has drawn', async () => {
    const users = [{ id: 7, first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com' }];
    const { fetch, queryClient, dataProvider } = signedInPortal(JSON.stringify(users));
    startFirstQuery(`${window.location.origin}${userPaths.list()}`, queryClient, dataProvider);
    const asked = ['/api/fetch-users/all'];
    expect(pathsAsked(fetch)).toEqual(asked);
    await vi.waitFor(() => expect(queryClient.getQueryState(collectionQueryKey('users'))?.status).toBe('success'));
    expect(pathsAsked(fetch)).toEqual(asked);
    expect(queryClient.getQueryData(collectionQueryKey('users'))).toMatchObject({
      data: [expect.objectContaining({ id: 7, email: 'ada@example.com' })],
    });
    // the screen's route then renders: the same place is the page load's move, not a second one
    preloadNavigation(userPaths.list(), queryClient, dataProvider);
    expect(pathsAsked(fetch)).toEqual(asked);
  });

  it('a screen without a first query (an edit screen) asks for nothing', () => {
    const { fetch, queryClient, dataProvider } = signedInPortal('{}');
    startFirstQuery(`${window.location.origin}${userPaths.edit(7)}`, queryClient, dataProvider);
    expect(fetch).not.toHaveBeenCalled();
    expect(queryClient.getQueryCache().getAll()).toEqual([]);
  });
});
