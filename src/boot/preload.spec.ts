import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { createHttpClient } from '../dataProvider/httpClient.ts';
import { createDataProvider, type PortalDataProvider } from '../dataProvider/index.ts';
import { screenAt } from '../screens.ts';
import { documentPaths } from '../resources/documents/paths.ts';
import { newsletterPaths } from '../resources/newsletters/paths.ts';
import { servicePaths } from '../resources/services/paths.ts';
import { userPaths } from '../resources/users/paths.ts';
import { customPaths } from '../customRoutes/index.ts';
import { config } from '../config.ts';
import { getToken, writeAuth } from '../authProvider/storage.ts';
import { collectionQueryKey } from '../components/collectionQuery.ts';
import { preloadNavigation, preloadScreen, startFirstQuery } from './preload.ts';
import { askedThisMove } from '../loading/visit.ts';

const baseUrls = { portal: 'https://portal.example', qip: 'https://qip.example' };
const ALL = { pagination: { page: 1, perPage: 0 }, sort: { field: '', order: 'ASC' as const }, filter: {} };

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

/** Each list screen and the read its data provider makes when it shows (what its early read must be). */
const firstReads: [path: string, read: (p: PortalDataProvider) => Promise<unknown>][] = [
  [customPaths.dashboard, (p) => p.getList('services', ALL)],
  [servicePaths.list(), (p) => p.getList('services', ALL)],
  [userPaths.list(), (p) => p.getList('users', ALL)],
  [newsletterPaths.list(), (p) => p.getList('newsletters', ALL)],
  [documentPaths.list(), (p) => p.listDocuments({ kind: 'all' })],
];

describe('early reads at boot', () => {
  it.each(firstReads)("%s: the screen's own first read takes the answer asked for at boot", async (path, read) => {
    const fetch = vi.fn(async () => new Response('[]', { status: 200 }));
    const http = createHttpClient({ baseUrls, getToken: () => 'tok', fetch });
    const early = screenAt(path)?.early?.(new URLSearchParams()) ?? [];
    expect(early.length).toBeGreaterThan(0);
    for (const r of early) http.readEarly(r.name, r);
    expect(fetch).toHaveBeenCalledTimes(early.length);
    await read(createDataProvider(http));
    // the screen asked for nothing the boot had not already asked for
    expect(fetch).toHaveBeenCalledTimes(early.length);
  });

  it.each([documentPaths.list(), userPaths.list()])(
    '%s: the services its filter lists are asked for at boot, and the services collection takes the answer',
    async (path) => {
      const fetch = vi.fn(async () => new Response('[]', { status: 200 }));
      const http = createHttpClient({ baseUrls, getToken: () => 'tok', fetch });
      const ahead = screenAt(path)?.ahead?.() ?? [];
      expect(ahead.length).toBeGreaterThan(0);
      for (const r of ahead) http.readEarly(r.name, r);
      await createDataProvider(http).getList('services', ALL);
      expect(pathsAsked(fetch)).toEqual(['/api/services-get-all']);
    },
  );

  it('a read started and not yet taken is not asked for again', async () => {
    const fetch = vi.fn(async () => new Response('[]', { status: 200 }));
    const http = createHttpClient({ baseUrls, getToken: () => 'tok', fetch });
    http.readEarly('servicesGetAll');
    http.readEarly('servicesGetAll');
    await http.call('servicesGetAll');
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('an answer is taken once, and only with the same token', async () => {
    let token = 'first';
    const fetch = vi.fn(async () => new Response('[]', { status: 200 }));
    const http = createHttpClient({ baseUrls, getToken: () => token, fetch });
    http.readEarly('servicesGetAll');
    await http.call('servicesGetAll');
    await http.call('servicesGetAll');
    expect(fetch).toHaveBeenCalledTimes(2);
    http.readEarly('servicesGetAll');
    token = 'second';
    await http.call('servicesGetAll');
    expect(fetch).toHaveBeenCalledTimes(4);
    expect((fetch.mock.calls[3] as unknown as [string, RequestInit])[1].headers).toMatchObject({
      Authorization: 'Bearer second',
    });
  });

  it('an answer asked for more than 10 s before the call is not used: the call asks again', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const fetch = vi.fn(async () => new Response('[]', { status: 200 }));
      const http = createHttpClient({ baseUrls, getToken: () => 'tok', fetch });
      http.readEarly('servicesGetAll');
      vi.setSystemTime(Date.now() + 10_001);
      await http.call('servicesGetAll');
      expect(fetch).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('a failed early read fails the call that takes it, as its own request would', async () => {
    const fetch = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    const http = createHttpClient({ baseUrls, getToken: () => 'tok', fetch });
    http.readEarly('usersFetch', { params: { filter: 'all' } });
    await expect(http.call('usersFetch', { params: { filter: 'all' } })).rejects.toMatchObject({ status: 0 });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('the documents list reads nothing early when the address names a source filter', () => {
    const early = screenAt(documentPaths.list())?.early;
    expect(early?.(new URLSearchParams('services=4,5'))).toEqual([]);
    expect(early?.(new URLSearchParams('tab=2&q=fire'))).toEqual([{ name: 'documentsGet' }]);
  });
});

describe("a list's data module at boot", () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('a page load on a list asks for its early reads before the screen has drawn', async () => {
    const fetch = vi.fn(async () => new Response('[]', { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    const ready = preloadScreen({ pathname: userPaths.list(), search: '' });
    // synchronously, beside the reads: the list's own, and the services its filter lists
    expect(pathsAsked(fetch)).toEqual(['/api/fetch-users/all', '/api/services-get-all']);
    await ready;
  });
});

describe('early reads on a move inside the portal', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it("the screen's collection is asked for at once, before the data provider's code has run; a later move asks again", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const { fetch, queryClient, dataProvider } = signedInPortal();
      const fetched = () => queryClient.getQueryState(collectionQueryKey('users'));

      preloadNavigation(userPaths.list(), queryClient, dataProvider);
      // synchronously: the request left with the move, not once the users module of the data provider had loaded
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

  it('its query takes the answer that left at boot, and keeps the rows before the screen has drawn', async () => {
    const users = [{ id: 7, first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com' }];
    const { fetch, queryClient, dataProvider } = signedInPortal(JSON.stringify(users));
    await preloadScreen({ pathname: userPaths.list(), search: '' });
    const asked = pathsAsked(fetch);

    startFirstQuery(`${window.location.origin}${userPaths.list()}`, queryClient, dataProvider);
    // no second request: the query took the boot's answer
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
